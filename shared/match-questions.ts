/**
 * The 15 match questions (issue #17), written for this community: family,
 * faith, language, diaspora life and plans, each in English and Tigrinya,
 * with a weight of 1 to 3. The migration inserts them (ids 1 to 15); the seed
 * page inserts the same rows again, ON CONFLICT DO NOTHING.
 */
export type SeedQuestion = {
  id: number;
  text: string;
  text_ti: string;
  choices: string[];
  choices_ti: string[];
  weight: 1 | 2 | 3;
};

export const MATCH_SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    id: 1,
    text: 'How important is faith in your daily life?',
    text_ti: 'እምነት ኣብ መዓልታዊ ህይወትካ ክንደይ ኣገዳሲ እዩ?',
    choices: ['Very important', 'Somewhat important', 'Not important'],
    choices_ti: ['ኣዝዩ ኣገዳሲ', 'ብመጠኑ ኣገዳሲ', 'ኣገዳሲ ኣይኮነን'],
    weight: 3,
  },
  {
    id: 2,
    text: 'Which faith community do you belong to?',
    text_ti: 'ናይ ኣየናይ ሃይማኖት ማሕበረሰብ ኢኻ?',
    choices: [
      'Orthodox Tewahedo',
      'Catholic',
      'Protestant or Evangelical',
      'Muslim',
      'Other or none',
    ],
    choices_ti: ['ኦርቶዶክስ ተዋሕዶ', 'ካቶሊክ', 'ፕሮቴስታንት ወይ ወንጌላዊ', 'እስላም', 'ካልእ ወይ የለን'],
    weight: 2,
  },
  {
    id: 3,
    text: 'Do you want children?',
    text_ti: 'ቆልዑ ክትወልድ ትደሊ ዶ?',
    choices: ['Yes', 'Maybe', 'No'],
    choices_ti: ['እወ', 'ምናልባት', 'ኣይፋል'],
    weight: 3,
  },
  {
    id: 4,
    text: 'How involved should our families be in our life together?',
    text_ti: 'ስድራቤትና ኣብ ናይ ሓባር ህይወትና ክንደይ ክሳተፉ ኣለዎም?',
    choices: ['Very involved', 'Somewhat involved', 'We decide on our own'],
    choices_ti: ['ብዙሕ ክሳተፉ', 'ብመጠኑ ክሳተፉ', 'ባዕልና ንውስን'],
    weight: 2,
  },
  {
    id: 5,
    text: 'Which language would you like to speak at home?',
    text_ti: 'ኣብ ገዛ ብኣየናይ ቋንቋ ክትዛረብ ትደሊ?',
    choices: ['Tigrinya', 'Amharic', 'English', 'A mix'],
    choices_ti: ['ትግርኛ', 'ኣምሓርኛ', 'እንግሊዝኛ', 'ሕውስዋስ'],
    weight: 2,
  },
  {
    id: 6,
    text: 'Should our children learn Tigrinya or Amharic?',
    text_ti: 'ደቅና ትግርኛ ወይ ኣምሓርኛ ክመሃሩ ኣለዎም ዶ?',
    choices: ['Yes, definitely', 'If possible', 'Not important'],
    choices_ti: ['እወ ብርግጽ', 'እንተተኻኢሉ', 'ኣገዳሲ ኣይኮነን'],
    weight: 2,
  },
  {
    id: 7,
    text: 'Where would you like to live in ten years?',
    text_ti: 'ድሕሪ ዓሰርተ ዓመት ኣበይ ክትነብር ትደሊ?',
    choices: [
      'Where I live now',
      'Back home in Eritrea or Ethiopia',
      'Anywhere, as long as together',
    ],
    choices_ti: ['ኣብቲ ሕጂ ዘለኹዎ', 'ዓድና ኤርትራ ወይ ኢትዮጵያ', 'ኣብ ዝኾነ ቦታ፡ ብሓባር እንተኾይኑ'],
    weight: 3,
  },
  {
    id: 8,
    text: 'How often do you go to community events?',
    text_ti: 'ናብ ናይ ማሕበረሰብ ምድላዋት ክንደይ ግዜ ትኸይድ?',
    choices: ['Every week', 'About once a month', 'Rarely'],
    choices_ti: ['ሰሙን ሰሙን', 'ኣብ ወርሒ ሓደ ግዜ', 'ሳሕቲ'],
    weight: 1,
  },
  {
    id: 9,
    text: 'Do you keep the fasting seasons?',
    text_ti: 'ኣጽዋማት ትሕሉ ዶ?',
    choices: ['Always', 'Sometimes', 'No'],
    choices_ti: ['ኩሉ ግዜ', 'ሳሕቲ', 'ኣይፋል'],
    weight: 2,
  },
  {
    id: 10,
    text: 'How do you feel about a long-distance relationship?',
    text_ti: 'ብዛዕባ ብርሑቕ ዝምድና እንታይ ትብል?',
    choices: ['Open to it', 'Only for a while', 'Not for me'],
    choices_ti: ['ድሉው እየ', 'ንሓጺር ግዜ ጥራይ', 'ንዓይ ኣይኮነን'],
    weight: 1,
  },
  {
    id: 11,
    text: 'What does your ideal weekend look like?',
    text_ti: 'እቲ ዝበለጸ ቀዳመ-ሰንበትካ ከመይ ይመስል?',
    choices: ['Coffee ceremony with family and friends', 'Out in the city', 'Quiet time at home'],
    choices_ti: ['ቡን ምስ ስድራን ኣዕሩኽን', 'ኣብ ከተማ ምዝንጋዕ', 'ኣብ ገዛ ህዱእ ግዜ'],
    weight: 1,
  },
  {
    id: 12,
    text: 'How should a couple handle money?',
    text_ti: 'ጽምዲ ገንዘቡ ብኸመይ ክመሓደር ኣለዎ?',
    choices: ['Everything shared', 'Partly shared', 'Each their own'],
    choices_ti: ['ኩሉ ብሓባር', 'ገለ ብሓባር', 'ነናትና'],
    weight: 2,
  },
  {
    id: 13,
    text: 'Would you move to another city or country for your partner?',
    text_ti: 'ምእንቲ መጻምድትኻ ናብ ካልእ ከተማ ወይ ሃገር ክትግዕዝ ድሉው ዲኻ?',
    choices: ['Yes', 'Maybe', 'No'],
    choices_ti: ['እወ', 'ምናልባት', 'ኣይፋል'],
    weight: 2,
  },
  {
    id: 14,
    text: 'How soon would you like to get married?',
    text_ti: 'ክንደይ ቀልጢፍካ ክትምርዖ ትደሊ?',
    choices: ['Within a year', 'In one to three years', 'No rush'],
    choices_ti: ['ኣብ ውሽጢ ሓደ ዓመት', 'ኣብ ሓደ ክሳብ ሰለስተ ዓመት', 'ህጹጽ የብለይን'],
    weight: 3,
  },
  {
    id: 15,
    text: 'How important is it that your partner shares your culture?',
    text_ti: 'መጻምድትኻ ባህልኻ ክካፈል ክንደይ ኣገዳሲ እዩ?',
    choices: ['Very important', 'Somewhat important', 'Not important'],
    choices_ti: ['ኣዝዩ ኣገዳሲ', 'ብመጠኑ ኣገዳሲ', 'ኣገዳሲ ኣይኮነን'],
    weight: 3,
  },
];

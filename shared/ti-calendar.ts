/**
 * The Gregorian calendar's names in Tigrinya, written by hand because
 * runtimes' Tigrinya date data is thin (Chromium prints 'M11' for November):
 * used by the web's dates (web/src/ui/dates.ts) and session times
 * (shared/session-time.ts), in the browser and in emails.
 */
export const TI_MONTHS = [
  'ጥሪ',
  'ለካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰነ',
  'ሓምለ',
  'ነሓሰ',
  'መስከረም',
  'ጥቅምቲ',
  'ሕዳር',
  'ታሕሳስ',
] as const;

/** Sunday first, as Date#getDay counts. */
export const TI_WEEKDAYS = ['ሰንበት', 'ሰኑይ', 'ሰሉስ', 'ረቡዕ', 'ሓሙስ', 'ዓርቢ', 'ቀዳም'] as const;

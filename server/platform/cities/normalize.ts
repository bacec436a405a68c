/**
 * The one folding applied to city names and to what people type, so that a
 * search is blind to case, accents, punctuation and to the spelling variants
 * a keyboard may not offer: 'zur' finds Zürich, 'sao p' São Paulo, 'mekele'
 * Mek'ele, 'washington dc' Washington, D.C., and 'አስመራ' the Tigrinya 'ኣስመራ'.
 */

/** Latin letters that carry no combining mark under NFD but that people type without their stroke. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
  ə: 'e',
  ŧ: 't',
  ŀ: 'l',
};
const LATIN_LETTER = new RegExp(`[${Object.keys(LATIN_LETTERS).join('')}]`, 'g');

// Apostrophes and dots are dropped rather than spaced: "Mek'ele" is one word, 'D.C.' is 'dc'.
const DROPPED = /['’‘ʼʻ`´.]/g;
const SEPARATOR = /[^\p{L}\p{N}]+/gu;
const COMBINING_MARK = /\p{M}/gu;
const ETHIOPIC = /[\u1200-\u137f]/;
const PLAIN_WORDS = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
const ASCII = /^[\x20-\x7e]*$/;

/**
 * Ethiopic letters that sound alike in Amharic (and that Amharic keyboards
 * or spellings use for the Tigrinya ones): each row of seven or eight vowel
 * forms maps onto the row people write most, e.g. ሐ, ኀ → ሀ and ዐ → አ, so
 * 'ሀረር' finds 'ሐረር' and 'አክሱም' finds 'ኣኽሱም'. Rows start at these code points.
 */
const ETHIOPIC_ROWS: readonly [from: number, to: number, length: number][] = [
  [0x1210, 0x1200, 8], // ሐ → ሀ
  [0x1280, 0x1200, 8], // ኀ → ሀ
  [0x1220, 0x1230, 8], // ሠ → ሰ
  [0x12d0, 0x12a0, 7], // ዐ → አ
  [0x1340, 0x1338, 8], // ፀ → ጸ
  [0x1250, 0x1240, 7], // ቐ → ቀ (Tigrinya)
  [0x12b8, 0x12a8, 7], // ኸ → ከ (Tigrinya)
];
/** ኣ (Tigrinya 'a') and አ are one letter to an Amharic reader. */
const ETHIOPIC_A = 0x12a3;
const ETHIOPIC_GLOTTAL = 0x12a0;

function foldEthiopicLetter(code: number): number {
  for (const [from, to, length] of ETHIOPIC_ROWS) {
    if (code >= from && code < from + length) {
      code = to + (code - from);
      break;
    }
  }
  return code === ETHIOPIC_A ? ETHIOPIC_GLOTTAL : code;
}

function foldEthiopic(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0x1200 && code <= 0x137f ? String.fromCodePoint(foldEthiopicLetter(code)) : char;
  }
  return out;
}

/**
 * The search key of a name or a query: lower case, no accents, words
 * separated by single spaces, no leading or trailing space.
 */
export function normalizeCityText(text: string): string {
  // Most names are plain ASCII words ('New York'): those skip the Unicode work (build time).
  if (PLAIN_WORDS.test(text)) return text.toLowerCase();
  if (ASCII.test(text)) {
    return text.toLowerCase().replace(DROPPED, '').replace(SEPARATOR, ' ').trim();
  }
  let folded = text
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .toLowerCase()
    .replace(LATIN_LETTER, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(DROPPED, '')
    .replace(SEPARATOR, ' ')
    .trim();
  if (ETHIOPIC.test(folded)) folded = foldEthiopic(folded);
  return folded;
}

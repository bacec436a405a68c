/**
 * What a text search q matches (docs/product.md#listings Browse q), the same on the server
 * (the indexed text and the query) and in the browser (highlighting):
 *
 * - Folding: lower case; Ge'ez letters that people type interchangeably are one
 *   letter (ሐ, ኀ and ኸ are ሀ; ሠ is ሰ; ዐ is አ; ፀ is ጸ; ቐ is ቀ, each in all its orders;
 *   the first and fourth orders of ሀ and አ, pronounced alike, are one); Ge'ez
 *   punctuation (፡ ። ፣ ፤ ፥ ፦ ፧ ፨ ፠) is a space; runs of spaces are one space.
 *   Every fold maps one character to one character except the last, so the
 *   SQL function search_fold (migration 0015) is `translate` over the same
 *   table: `searchFoldSql` below writes its arguments, and a test holds both equal.
 * - Latin to Ge'ez: a q typed in Latin letters also looks for its Ge'ez
 *   spellings, made by a SERA-style table (System for Ethiopic Representation
 *   in ASCII): each Latin consonant names a consonant row of the Ethiopic
 *   block, the vowel after it the order within the row (e ä/ē, u, i, a, o; none
 *   the sixth order). Casual spelling is ambiguous ('a' is ä in ኣስመራ, a in
 *   ሰላም), so each letter has a few readings, best first, and the spellings
 *   are capped at MAX_SPELLINGS.
 */

/** pg_trgm indexes runs of 3 characters: a shorter q has none to look up. */
export const TRIGRAM_LENGTH = 3;

/**
 * A q shorter than a trigram (once folded) looks among this many of the newest
 * listings passing the other filters only; the browse page says so. Reading
 * 10,000 in order and testing each takes about 20 ms at a million listings
 * (60,000 took 130 ms and 20,000 45 ms, against the 50 ms every search must
 * meet over HTTP: issue #21).
 */
export const SHORT_SEARCH_RECENT = 10_000;

/** [first of the row folded, first of the row it folds into, letters in the row]. */
const ROW_FOLDS: readonly [number, number, number][] = [
  [0x1210, 0x1200, 8], // ሐ ሑ ሒ ሓ ሔ ሕ ሖ ሗ → ሀ row
  [0x1280, 0x1200, 7], // ኀ ኁ ኂ ኃ ኄ ኅ ኆ → ሀ row
  [0x12b8, 0x1200, 7], // ኸ ኹ ኺ ኻ ኼ ኽ ኾ → ሀ row
  [0x1220, 0x1230, 8], // ሠ ሡ ሢ ሣ ሤ ሥ ሦ ሧ → ሰ row
  [0x12d0, 0x12a0, 7], // ዐ ዑ ዒ ዓ ዔ ዕ ዖ → አ row
  [0x1340, 0x1338, 8], // ፀ ፁ ፂ ፃ ፄ ፅ ፆ ፇ → ጸ row
  [0x1250, 0x1240, 7], // ቐ ቑ ቒ ቓ ቔ ቕ ቖ → ቀ row (Tigrinya q', Amharic q: መቐለ, መቀሌ)
];

/** Ge'ez punctuation, read as a space. */
const GEEZ_PUNCTUATION = '\u1360\u1361\u1362\u1363\u1364\u1365\u1366\u1367\u1368';

/** Each folded letter and what it becomes (one character each). */
const LETTER_FOLDS: ReadonlyMap<string, string> = (() => {
  const folds = new Map<string, string>();
  for (const [from, to, length] of ROW_FOLDS) {
    for (let order = 0; order < length; order++) {
      folds.set(String.fromCodePoint(from + order), String.fromCodePoint(to + order));
    }
  }
  // ሃ is said as ሀ, ኣ as አ (and the folded rows' fourth orders with them).
  for (const [fourth, first] of [
    [0x1203, 0x1200],
    [0x12a3, 0x12a0],
  ] as const) {
    for (const [from, to] of folds) {
      if (to === String.fromCodePoint(fourth)) folds.set(from, String.fromCodePoint(first));
    }
    folds.set(String.fromCodePoint(fourth), String.fromCodePoint(first));
  }
  for (const mark of GEEZ_PUNCTUATION) folds.set(mark, ' ');
  return folds;
})();

/** The arguments of SQL `translate(text, from, to)` doing LETTER_FOLDS. */
export function searchFoldSql(): { from: string; to: string } {
  return {
    from: [...LETTER_FOLDS.keys()].join(''),
    to: [...LETTER_FOLDS.values()].join(''),
  };
}

/** Spaces a search treats as one (the SQL side collapses the same four). */
const SPACES = /[ \t\n\r]+/g;

/** One character folded, always one UTF-16 unit for one (lower case that would lengthen it is left out). */
function foldChar(char: string): string {
  const lower = char.toLowerCase();
  const folded = lower.length === char.length ? lower : char;
  return LETTER_FOLDS.get(folded) ?? folded;
}

/** Folded text of the same length as `text`, each unit for the unit at its place (for highlighting). */
function foldInPlace(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i] as string);
  return out;
}

/** The text as a search compares it (the same as SQL search_fold). */
export function foldSearchText(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += LETTER_FOLDS.get(char) ?? char;
  return out.replace(SPACES, ' ');
}

// ------------------------------------------------------------- Latin to Ge'ez

/** The first letter (order 1) of each consonant row, by its Latin spelling; readings best first. */
const CONSONANTS: Record<string, readonly number[]> = {
  h: [0x1200], // ሀ (ሐ ኀ ኸ fold into it)
  l: [0x1208], // ለ
  m: [0x1218], // መ
  r: [0x1228], // ረ
  s: [0x1230], // ሰ (ሠ folds into it)
  sh: [0x1238], // ሸ
  x: [0x1238], // ሸ (SERA x)
  q: [0x1240], // ቀ (ቐ folds into it)
  b: [0x1260], // በ
  v: [0x1268], // ቨ
  t: [0x1270, 0x1320], // ተ ጠ
  ch: [0x1278, 0x1328], // ቸ ጨ
  c: [0x1278, 0x1328], // ቸ ጨ (SERA c)
  n: [0x1290], // ነ
  ny: [0x1298], // ኘ
  gn: [0x1298], // ኘ
  k: [0x12a8, 0x1240], // ከ, ቀ (ቐ folds into it)
  kh: [0x12b8], // ኸ
  w: [0x12c8], // ወ
  z: [0x12d8], // ዘ
  zh: [0x12e0], // ዠ
  y: [0x12e8], // የ
  d: [0x12f0], // ደ
  j: [0x1300], // ጀ
  g: [0x1308], // ገ
  ts: [0x1338], // ጸ (ፀ folds into it)
  tz: [0x1338], // ጸ
  f: [0x1348], // ፈ
  p: [0x1350, 0x1330], // ፐ ጰ
};

/** Orders (0 = first) a vowel after a consonant may stand for, best first. */
const VOWELS: Record<string, readonly number[]> = {
  e: [0, 4], // ä (ሰ), ē (ሴ)
  u: [1],
  i: [2, 5], // i (ሲ), ə (ስ)
  a: [3, 0], // a (ሳ), ä (ሰ: ኣስመራ)
  ie: [4],
  o: [6],
};

/** The sixth order: a consonant with no vowel after it. */
const NO_VOWEL = 5;
/** Glottal row አ: a vowel with no consonant before it. */
const GLOTTAL = 0x12a0;
/** Latin spellings of a Ge'ez q: beyond this many, the least likely are left out. */
export const MAX_SPELLINGS = 16;
/** Longer Latin q are not transliterated (the spellings would be cut to a few anyway). */
const MAX_LATIN_LENGTH = 40;

const LATIN_WORDS = /^[a-z]+( [a-z]+)*$/;

/** Splits a Latin word into syllables (consonant, vowel), longest spellings first; none if a letter has no reading. */
function syllables(latinWord: string): { consonant?: string; vowel?: string }[] {
  // Doubled letters are one in Ge'ez script (gemination is not written): 'mekelle' is መቐለ.
  const word = latinWord.replace(/(.)\1+/g, '$1');
  const longest = (table: Record<string, unknown>, at: number) =>
    [word.slice(at, at + 2), word.slice(at, at + 1)].find(
      (part) => part.length > 0 && Object.hasOwn(table, part),
    );
  const out: { consonant?: string; vowel?: string }[] = [];
  let at = 0;
  while (at < word.length) {
    const consonant = longest(CONSONANTS, at);
    if (consonant) at += consonant.length;
    const vowel = longest(VOWELS, at);
    if (vowel) at += vowel.length;
    if (!consonant && !vowel) return [];
    out.push({ consonant, vowel });
  }
  return out;
}

/** Readings of one syllable, best first: [text, how many second choices it took]. */
function readings(syllable: { consonant?: string; vowel?: string }): [string, number][] {
  const rows = syllable.consonant ? (CONSONANTS[syllable.consonant] ?? []) : [GLOTTAL];
  const orders = syllable.vowel ? (VOWELS[syllable.vowel] ?? []) : [NO_VOWEL];
  const out: [string, number][] = [];
  rows.forEach((row, r) => {
    orders.forEach((order, o) => {
      out.push([String.fromCodePoint(row + order), (r > 0 ? 1 : 0) + (o > 0 ? 1 : 0)]);
    });
  });
  return out;
}

/**
 * The Ge'ez spellings of a q typed in Latin letters (folded, most likely
 * first, at most MAX_SPELLINGS); none when q is not Latin letters and spaces.
 */
export function geezSpellings(q: string): string[] {
  const latin = q.toLowerCase().trim().replace(SPACES, ' ');
  if (latin.length > MAX_LATIN_LENGTH || !LATIN_WORDS.test(latin)) return [];
  let spellings: [string, number][] = [['', 0]];
  const words = latin.split(' ');
  for (const [index, word] of words.entries()) {
    const parts = syllables(word);
    if (parts.length === 0) return [];
    for (const part of [...(index > 0 ? [null] : []), ...parts]) {
      const next = new Map<string, number>();
      for (const [text, misses] of spellings) {
        for (const [letter, extra] of part ? readings(part) : ([[' ', 0]] as [string, number][])) {
          const spelled = foldSearchText(text + letter);
          const score = misses + extra;
          if ((next.get(spelled) ?? Number.POSITIVE_INFINITY) > score) next.set(spelled, score);
        }
      }
      // Keep the likeliest (fewest second choices; ties keep table order).
      spellings = [...next].sort((a, b) => a[1] - b[1]).slice(0, MAX_SPELLINGS);
    }
  }
  return spellings.map(([text]) => text);
}

/** Whether q is shorter than a trigram once folded: no index can look it up (SHORT_SEARCH_RECENT). */
export function isShortSearch(q: string): boolean {
  const folded = foldSearchText(q.trim());
  return folded.length > 0 && folded.length < TRIGRAM_LENGTH;
}

/**
 * Every folded form a search looks for: q itself, then its Ge'ez spellings
 * when it is typed in Latin letters. `minLength` leaves out the shorter ones.
 */
export function searchNeedles(q: string, minLength = 1): string[] {
  const folded = foldSearchText(q.trim());
  const needles = [folded, ...geezSpellings(q)].filter((needle) => needle.length >= minLength);
  return [...new Set(needles)];
}

// ---------------------------------------------------------------- highlight

/** [start, end) ranges of `text` that a search for q matches, in order, merged. */
export function matchRanges(text: string, q: string): [number, number][] {
  const haystack = foldInPlace(text);
  const ranges: [number, number][] = [];
  for (const needle of searchNeedles(q)) {
    if (needle.trim() === '') continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      ranges.push([at, at + needle.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

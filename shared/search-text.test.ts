import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  geezSpellings,
  isShortSearch,
  MAX_SPELLINGS,
  matchRanges,
  searchFoldSql,
  searchNeedles,
} from './search-text.ts';

describe('foldSearchText', () => {
  it('lower-cases and makes runs of spaces one', () => {
    expect(foldSearchText('Fresh  TEFF\tFlour\n')).toBe('fresh teff flour ');
  });

  it('folds the Ge’ez letters people type interchangeably, in every order', () => {
    expect(foldSearchText('ሠላም')).toBe(foldSearchText('ሰላም'));
    expect(foldSearchText('ሐበሻ')).toBe('ሀበሻ');
    expect(foldSearchText('ኀይል')).toBe('ሀይል');
    expect(foldSearchText('ኸ')).toBe('ሀ');
    expect(foldSearchText('ዓለም')).toBe('አለም');
    expect(foldSearchText('ፀሐይ')).toBe('ጸሀይ');
    // Other orders of the same rows: ሑ → ሁ, ሡ → ሱ, ዑ → ኡ, ፁ → ጹ.
    expect(foldSearchText('ሑሡዑፁ')).toBe('ሁሱኡጹ');
    // The fourth order of ሀ and አ is said as the first.
    expect(foldSearchText('ኣስመራ')).toBe('አስመራ');
    expect(foldSearchText('ሓጎስ')).toBe('ሀጎስ');
    // Letters outside the folded rows stay.
    expect(foldSearchText('ተስፋይ')).toBe('ተስፋይ');
  });

  it('reads Ge’ez punctuation as a space', () => {
    expect(foldSearchText('ሰላም፡ዓለም።')).toBe('ሰላም አለም ');
    expect(foldSearchText('ቤት፣ መኪና፤ ስራ')).toBe('ቤት መኪና ስራ');
  });

  it('keeps every character but collapsed spaces one for one (the SQL translate table)', () => {
    const { from, to } = searchFoldSql();
    expect([...from]).toHaveLength([...to].length);
    expect(new Set(from).size).toBe([...from].length);
    // Nothing folds into a letter that folds again.
    for (const char of to) expect(from.includes(char)).toBe(false);
  });
});

describe('geezSpellings (SERA-style Latin to Ge’ez)', () => {
  it('spells common words and city names as they are written', () => {
    expect(geezSpellings('selam')).toContain(foldSearchText('ሰላም'));
    expect(geezSpellings('asmara')).toContain(foldSearchText('ኣስመራ'));
    expect(geezSpellings('Addis Abeba')).toContain(foldSearchText('አዲስ አበባ'));
    expect(geezSpellings('mekelle')).toContain(foldSearchText('መቐለ'));
    expect(geezSpellings('injera')).toContain(foldSearchText('እንጀራ'));
    expect(geezSpellings('tesfay')).toContain('ተስፋይ');
    expect(geezSpellings('bet')).toContain('ቤት');
  });

  it('puts the likeliest spelling first and keeps few', () => {
    expect(geezSpellings('selam')[0]).toBe('ሰላም');
    expect(geezSpellings('addis abeba')[0]).toBe('አዲስ አበባ');
    expect(geezSpellings('timket mekelle asmara').length).toBeLessThanOrEqual(MAX_SPELLINGS);
  });

  it('spells only Latin letters and spaces', () => {
    expect(geezSpellings('ሰላም')).toEqual([]);
    expect(geezSpellings('50% off')).toEqual([]);
    expect(geezSpellings('café')).toEqual([]);
    expect(geezSpellings('a'.repeat(41))).toEqual([]);
  });
});

describe('searchNeedles', () => {
  it('is the folded q, then its Ge’ez spellings, without repeats or ones too short', () => {
    expect(searchNeedles('  Selam ')[0]).toBe('selam');
    expect(searchNeedles('ሠላም')).toEqual(['ሰላም']);
    expect(searchNeedles('bet', 3)).toEqual(['bet']);
    expect(searchNeedles('bet')).toContain('ቤት');
  });

  it('tells a q shorter than a trigram once folded', () => {
    expect(isShortSearch('tv')).toBe(true);
    expect(isShortSearch('ቤት')).toBe(true);
    expect(isShortSearch(' a ')).toBe(true);
    expect(isShortSearch('tef')).toBe(false);
    expect(isShortSearch('ሰላም')).toBe(false);
  });
});

describe('matchRanges (highlighting)', () => {
  it('finds q in any case, merged, as ranges of the title itself', () => {
    expect(matchRanges('Fresh TEFF and teff flour', 'teff')).toEqual([
      [6, 10],
      [15, 19],
    ]);
    expect(matchRanges('aaaa', 'aa')).toEqual([[0, 4]]);
    expect(matchRanges('Used sofa', 'chair')).toEqual([]);
  });

  it('finds folded and transliterated Ge’ez in the title', () => {
    const title = 'ሠላም bookstore in ኣስመራ';
    expect(matchRanges(title, 'ሰላም')).toEqual([[0, 3]]);
    expect(matchRanges(title, 'asmara')).toEqual([[17, 21]]);
    expect(matchRanges(title, 'selam')).toEqual([[0, 3]]);
  });

  it('never marks spaces alone', () => {
    expect(matchRanges('a b', ' ')).toEqual([]);
  });
});

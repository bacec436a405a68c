/**
 * Writes web/src/assets/fonts/language-names-500.woff2: Noto Sans Ethiopic at
 * weight 500 (the language switch's weight) cut down to the Ge'ez letters of
 * the languages' own names (LANGUAGE_OWN_NAMES), about a kilobyte. The switch shows 'ትግ' in the header of every page;
 * without this, an English page with no other Ge'ez text at that weight
 * downloaded the whole 80 kB font for two letters (issue #20). The glyphs are
 * Noto's own, so the letters look the same wherever they appear.
 *
 * The file is generated once and kept in the repository; a unit test
 * (language-names-font.test.ts) fails when it no longer matches the names or
 * the font.
 *
 *   node --import tsx scripts/language-names-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_OWN_NAMES } from '../shared/preferences.ts';

export const LANGUAGE_NAMES_FONT = fileURLToPath(
  new URL('../web/src/assets/fonts/language-names-500.woff2', import.meta.url),
);
const SOURCE = '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-500-normal.woff2';

/** The Ge'ez letters (U+1200-U+139F, U+2D80-U+2DDF) of every language's own names, in code point order. */
export function languageNameLetters(): string[] {
  const names = Object.values(LANGUAGE_OWN_NAMES).flatMap(({ short, full }) => [short, full]);
  const letters = new Set(
    [...names.join('')].filter((c) => /[\u1200-\u139f\u2d80-\u2ddf]/u.test(c)),
  );
  return [...letters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0));
}

/** The stylesheet's unicode-range for those letters: `U+122D, U+129B, …`. */
export function unicodeRange(letters: string[]): string {
  return letters.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(', ');
}

export async function languageNamesFont(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(SOURCE));
  return subsetFont(source, languageNameLetters().join(''), { targetFormat: 'woff2' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const font = await languageNamesFont();
  writeFileSync(LANGUAGE_NAMES_FONT, font);
  console.log(
    `${LANGUAGE_NAMES_FONT}: ${font.length} bytes; unicode-range: ${unicodeRange(languageNameLetters())}`,
  );
}

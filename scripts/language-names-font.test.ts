import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NAMES_FONT,
  languageNameLetters,
  languageNamesFont,
  unicodeRange,
} from './language-names-font.ts';

describe("the language names' own font (issue #20)", () => {
  it("covers the Ge'ez letters of the languages' own names", () => {
    expect(languageNameLetters()).toEqual(['ር', 'ት', 'ኛ', 'ግ']);
  });

  it('is the file the script writes from the fontsource weight (run the script again when a name or the font package changes)', async () => {
    const kept = readFileSync(LANGUAGE_NAMES_FONT);
    expect(kept.length).toBeLessThan(2_000);
    expect(Buffer.compare(kept, await languageNamesFont())).toBe(0);
  });

  it("is declared in the stylesheet for exactly those letters, before the site's fonts", () => {
    const css = readFileSync('web/src/styles.css', 'utf8');
    const face = css.match(/@font-face \{[^}]*language-names-500\.woff2[^}]*\}/)?.[0] ?? '';
    expect(face).toContain('font-family: "Language Names"');
    expect(face).toContain('font-weight: 500');
    expect(face).toContain(`unicode-range: ${unicodeRange(languageNameLetters())};`);
    // The site's own stack with this family in Noto's place: Chromium would
    // download Noto too if it were anywhere in the switch's stack.
    const stack = css.match(/--font-language-names: ([^;]*);/)?.[1] ?? '';
    const sans = css.match(/--font-sans: ([^;]*);/)?.[1] ?? '';
    expect(sans).toContain('"Noto Sans Ethiopic", ');
    expect(stack).toBe(`"Language Names", ${sans.replace('"Noto Sans Ethiopic", ', '')}`);
  });
});

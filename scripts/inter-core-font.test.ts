import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INTER_CORE_FONT,
  INTER_CORE_RANGES,
  INTER_CORE_WEIGHTS,
  interCoreFont,
  interCoreText,
  interCoreUnicodeRange,
} from './inter-core-font.ts';

/** The web app's source and style files under `folder`, recursively. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file))
    .map((file) => `${folder}/${file}`);
}

const inCore = (character: string) => {
  const point = character.codePointAt(0) ?? 0;
  return INTER_CORE_RANGES.some(([first, last]) => point >= first && point <= last);
};

describe("Inter's core face, the font every page preloads (issue #20)", () => {
  it('holds ASCII, Latin-1 and the punctuation phones type', () => {
    for (const character of ['a', 'Z', '0', '@', 'é', 'ü', 'ß', '©', '×', '’', '“', '–', '…', '€'])
      expect(inCore(character), character).toBe(true);
    expect(inCore('ı')).toBe(false);
    expect(interCoreUnicodeRange()).toBe(
      'U+20-7E, U+A0-FF, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122',
    );
  });

  it('is the file the script writes from the fontsource face (run the script again when the font package changes)', async () => {
    const kept = readFileSync(INTER_CORE_FONT);
    expect(kept.length).toBeLessThan(30_000);
    expect(Buffer.compare(kept, await interCoreFont())).toBe(0);
    // Subsetting the face takes seconds on a busy 2-core machine.
  }, 60_000);

  it("is declared in the stylesheet for exactly that range, after fontsource's faces", () => {
    const css = readFileSync('web/src/styles.css', 'utf8');
    const face = css.match(/@font-face \{[^}]*inter-core-wght\.woff2[^}]*\}/)?.[0] ?? '';
    expect(face).toContain('font-family: "Inter Variable"');
    expect(face).toContain(`font-weight: ${INTER_CORE_WEIGHTS.min} ${INTER_CORE_WEIGHTS.max};`);
    expect(face).toContain(`unicode-range: ${interCoreUnicodeRange()};`);
    // Of two faces for a character, the browser tries the one declared last first.
    expect(css.indexOf('@import "@fontsource-variable/inter"')).toBeLessThan(css.indexOf(face));
  });

  it('holds every weight the interface sets: no page needs the whole face for a weight', () => {
    const weightOfClass: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const weights = new Set<number>();
    for (const file of sourceFiles('web/src')) {
      const text = readFileSync(file, 'utf8')
        // The faces' own weight ranges are not weights the text is set in.
        .replace(/@font-face \{[^}]*\}/g, '');
      for (const [, name] of text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ))
        weights.add(weightOfClass[name as string] as number);
      for (const [, value] of text.matchAll(/font-weight:\s*(\d+|bold|normal)/g))
        weights.add(value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value));
    }
    expect(weights.size).toBeGreaterThan(2);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(INTER_CORE_WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(INTER_CORE_WEIGHTS.max);
    }
  });

  it("draws every Latin character of the English interface's text: English pages need no other Inter file", () => {
    const folder = 'web/src/i18n/en';
    const text = readdirSync(folder)
      .map((file) => readFileSync(`${folder}/${file}`, 'utf8'))
      .join('');
    // fontsource's whole Latin face, as its stylesheet's unicode-range has it (less
    // controls): characters outside it (arrows, emoji) never came from that file.
    const fontsourceLatin =
      /[\u0020-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215]/u;
    const missing = [...new Set(text)].filter((c) => fontsourceLatin.test(c) && !inCore(c));
    expect(missing).toEqual([]);
    expect(interCoreText()).toContain('©');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INTER_CORE_FONT,
  INTER_CORE_RANGES,
  interCoreFont,
  interCoreText,
  interCoreUnicodeRange,
} from './inter-core-font.ts';

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
    expect(kept.length).toBeLessThan(40_000);
    expect(Buffer.compare(kept, await interCoreFont())).toBe(0);
  });

  it("is declared in the stylesheet for exactly that range, after fontsource's faces", () => {
    const css = readFileSync('web/src/styles.css', 'utf8');
    const face = css.match(/@font-face \{[^}]*inter-core-wght\.woff2[^}]*\}/)?.[0] ?? '';
    expect(face).toContain('font-family: "Inter Variable"');
    expect(face).toContain('font-weight: 100 900');
    expect(face).toContain(`unicode-range: ${interCoreUnicodeRange()};`);
    // Of two faces for a character, the browser tries the one declared last first.
    expect(css.indexOf('@import "@fontsource-variable/inter"')).toBeLessThan(css.indexOf(face));
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

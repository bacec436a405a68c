/**
 * Writes web/src/assets/fonts/inter-core-wght.woff2: Inter's variable Latin
 * face (fontsource's file) cut down to the characters of English and Western
 * European text: ASCII, Latin-1 (accented letters such as é, ü, ß, the © of
 * the footer, ×) and the typographic punctuation phones type (’ “ ” – — …),
 * with € and ™; and to the weights the interface sets, 400 to 700 (its
 * weight axis cut to that range: the letters of each weight are drawn as in
 * the whole face). It is the face every page preloads (issue #20): 28 kB
 * instead of the whole Latin face's 48, on the first visit's critical path.
 * A character outside it (ı, Œ, a superscript...) or a weight outside it is
 * drawn from fontsource's whole Latin face, declared before this one and
 * downloaded only when the page has such text.
 *
 * The file is generated once and kept in the repository; a unit test
 * (inter-core-font.test.ts) fails when it no longer matches the font package.
 *
 *   node --import tsx scripts/inter-core-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

export const INTER_CORE_FONT = fileURLToPath(
  new URL('../web/src/assets/fonts/inter-core-wght.woff2', import.meta.url),
);
const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The face's code points, as ranges [first, last], in order. */
export const INTER_CORE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: no-break space, ©, °, ×, accented letters
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The weights the face keeps: Tailwind's normal, medium, semibold and bold (the interface sets no other). */
export const INTER_CORE_WEIGHTS = { min: 400, max: 700 } as const;

export function interCoreText(): string {
  return INTER_CORE_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('');
}

/** The stylesheet's unicode-range: `U+20-7E, U+A0-FF, …, U+2026, …`. */
export function interCoreUnicodeRange(): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return INTER_CORE_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');
}

export async function interCoreFont(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(SOURCE));
  return subsetFont(source, interCoreText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_CORE_WEIGHTS },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const font = await interCoreFont();
  writeFileSync(INTER_CORE_FONT, font);
  console.log(
    `${INTER_CORE_FONT}: ${font.length} bytes; unicode-range: ${interCoreUnicodeRange()}`,
  );
}

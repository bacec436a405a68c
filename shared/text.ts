/**
 * The one rule for every text a person sends (form fields, query values):
 * no control characters. PostgreSQL refuses U+0000 outright (a 500 if it got
 * that far) and the others have no business in a title, a message or a city;
 * tab, line feed and carriage return stay allowed for multi-line text. Nor
 * the bidi overrides and isolates, which show the words after them in another
 * order than they were written ('exe.gpj' read as 'jpg.exe', issue #39).
 * Names refuse more: every direction mark and zero-width character, so a name
 * that looks like another member's is the same string (`nameText()`).
 *
 * Use `safeText()` wherever a schema would say `zod.string()`, then chain as
 * usual: `safeText().trim().min(1, message).max(140)`; `nameText()` for a
 * name people are shown by.
 */

/** C0 controls except tab (09), line feed (0A) and carriage return (0D), and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE =
  'This text contains invisible control characters. Remove them and try again.';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * Bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069):
 * they reorder the text around them. Refused in every text. (Direction marks,
 * U+200E and U+200F, stay allowed in messages: mixed Arabic and Latin text
 * needs them, and they reorder nothing.)
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const BIDI_CONTROLS_MESSAGE =
  'This text contains invisible characters that change its direction. Remove them and try again.';

export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/**
 * What a name may not contain besides: direction marks (U+200E, U+200F, and
 * Arabic's U+061C) and zero-width characters (U+200B–U+200D, U+2060, U+FEFF).
 * The zero-width joiner builds emoji in messages; in a name it only makes
 * 'Selam' and 'Se‍lam' two members who look the same.
 */
export const NAME_INVISIBLE_CHARACTERS =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/;

export const NAME_CHARACTERS_MESSAGE =
  'Names cannot contain invisible or direction-changing characters. Remove them and try again.';

export function hasInvisibleNameCharacters(value: string): boolean {
  return NAME_INVISIBLE_CHARACTERS.test(value);
}

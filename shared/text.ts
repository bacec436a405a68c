/**
 * The one rule for every text a person sends (form fields, query values):
 * no control characters. PostgreSQL refuses U+0000 outright (a 500 if it got
 * that far) and the others have no business in a title, a message or a city;
 * tab, line feed and carriage return stay allowed for multi-line text.
 *
 * Use `safeText()` wherever a schema would say `zod.string()`, then chain as
 * usual: `safeText().trim().min(1, message).max(140)`.
 */

/** C0 controls except tab (09), line feed (0A) and carriage return (0D), and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE =
  'This text contains invisible control characters. Remove them and try again.';

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * The forums' messages in the reader's language: the shared validation
 * messages (shared/forums.ts), whether the form's own check or the server
 * said them, and the server's refusals, all through error-text.ts.
 */
import { ApiRequestError } from '../../app/api.ts';
import { errorText, messageText } from '../../app/error-text.ts';

/** Field errors of a zod failure or a 400 reply, translated. */
export function fieldErrors(
  issues: { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= messageText(issue.message);
  }
  return fields;
}

/**
 * A failed post or edit: the limit's message (429), what was wrong with the text (400),
 * why it may not be edited (403, 409),
 * a suspension's (issue #39), or the fallback.
 */
export function postErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && [400, 403, 404, 409, 429].includes(error.status))
    return errorText(error) ?? fallback;
  return fallback;
}

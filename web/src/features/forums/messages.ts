/** The shared validation messages (shared/forums.ts) as keys of forums.json, so they show translated. */
import { FORUM_MESSAGES } from '@shared/forums.ts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../app/api.ts';
import { messageText } from '../../app/error-text.ts';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(FORUM_MESSAGES).map(([key, message]) => [message, `forums.errors.${key}`]),
);

/** The reader's-language text of a shared message; any other through the server's catalogues (error-text.ts). */
export function forumMessage(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(key) : messageText(message);
}

/** Field errors of a zod failure or a 400 reply, translated. */
export function fieldErrors(
  t: TFunction,
  issues: { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= forumMessage(t, issue.message);
  }
  return fields;
}

/**
 * A failed post or edit: the limit's message (429), what was wrong with the text (400),
 * why it may not be edited (403, 409),
 * a suspension's (issue #39), or the fallback.
 */
export function postErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.code === 'suspended') return error.message;
  if (error instanceof ApiRequestError && [400, 403, 404, 409, 429].includes(error.status))
    return forumMessage(t, error.message);
  return fallback;
}

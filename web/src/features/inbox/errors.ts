import { DM_MESSAGES } from '@shared/inbox.ts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../app/api.ts';
import { textRuleText } from '../../app/text-rules.ts';

/** The server's inbox messages (shared/inbox.ts), by their English text. */
const KEYS = new Map<string, string>(Object.entries(DM_MESSAGES).map(([key, text]) => [text, key]));

/**
 * What the inbox API said, in the reader's language (issue #40: its reasons
 * showed in English inside the Tigrinya interface): a message of shared/inbox.ts
 * maps to `inbox.errors.<its name>`, a text rule to its own string; a server
 * failure (5xx) or a network error says nothing more than the toast's title.
 */
export function inboxErrorText(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return undefined;
  const key = KEYS.get(error.message);
  return key ? t(`inbox.errors.${key}`) : textRuleText(t, error.message);
}

/**
 * The shared text rules' messages (shared/text.ts) in the reader's language.
 * The server answers a text that breaks them with its English message (400,
 * with the field); the forms show it translated, from `text.*` (issue #39:
 * invisible characters refused in names, direction overrides in any text).
 */
import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
} from '@shared/text.ts';
import type { TFunction } from 'i18next';

const KEYS: Record<string, string> = {
  [NAME_CHARACTERS_MESSAGE]: 'text.nameCharacters',
  [BIDI_CONTROLS_MESSAGE]: 'text.bidiControls',
  [CONTROL_CHARACTERS_MESSAGE]: 'text.controlCharacters',
};

/** The key of a text rule's message, or undefined for any other message. */
export function textRuleKey(message: string | undefined): string | undefined {
  return message ? KEYS[message] : undefined;
}

/** A text rule's message translated; any other message as it is. */
export function textRuleText(t: TFunction, message: string): string {
  const key = textRuleKey(message);
  return key ? t(key) : message;
}

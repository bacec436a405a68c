/** The shared messages a report's answer may carry, in the reader's language (issue #39). */
import { MODERATION_MESSAGES } from '@shared/moderation.ts';
import { REPORT_FORM_MESSAGES } from '@shared/schemas/moderation.ts';
import type { TFunction } from 'i18next';

const KEY_BY_MESSAGE = new Map<string, string>([
  [MODERATION_MESSAGES.reportsFull, 'moderation.errors.reportsFull'],
  [MODERATION_MESSAGES.ownReport, 'moderation.errors.ownReport'],
  [MODERATION_MESSAGES.unknownTarget, 'moderation.errors.unknownTarget'],
  [MODERATION_MESSAGES.reportedThanks, 'moderation.report.thanks'],
  [REPORT_FORM_MESSAGES.reason, 'moderation.errors.reason'],
  [REPORT_FORM_MESSAGES.detailsForOther, 'moderation.errors.detailsForOther'],
  [REPORT_FORM_MESSAGES.detailsTooLong, 'moderation.errors.detailsTooLong'],
]);

/** Whether the message is one this map words (else error-text.ts may). */
export const isModerationMessage = (message: string) => KEY_BY_MESSAGE.has(message);

/** A shared moderation message in the reader's language; any other as the server said it. */
export function moderationMessage(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(key) : message;
}

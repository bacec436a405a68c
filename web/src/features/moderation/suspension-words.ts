/**
 * A suspension in the reader's language (issue #39): 'Your account is
 * suspended until {date}: {reason}', the template of shared/moderation.ts.
 * The shell's notice uses it: nothing here may bring zod (shared/schemas/)
 * into the first load.
 */
import type { Suspension } from '@shared/moderation.ts';
import type { Language } from '@shared/preferences.ts';
import type { TFunction } from 'i18next';
import { formatDateTime, formatLongDate } from '../../ui/dates.ts';

/** The notice and a refused write's message: the end in the reader's language and zone. */
export function suspensionText(t: TFunction, language: Language, suspension: Suspension): string {
  if (suspension.until === null)
    return t('moderation.suspension.permanent', { reason: suspension.reason });
  // The server's message carries the day alone ('2026-07-01'); a suspension's own end has the hour.
  const date =
    suspension.until.length <= 10
      ? formatLongDate(`${suspension.until}T12:00:00`, language)
      : formatDateTime(suspension.until, language);
  return t('moderation.suspension.until', { date, reason: suspension.reason });
}

const SUSPENDED =
  /^Your account is suspended (?:until (\d{4}-\d{2}-\d{2}\S*)|permanently): ([\s\S]*)$/;

/** The suspension a 403 'suspended' message states (shared/moderation.ts suspendedMessage), or null. */
export function parseSuspendedMessage(message: string): Suspension | null {
  const match = SUSPENDED.exec(message);
  if (!match) return null;
  return { until: match[1] ?? null, reason: match[2] ?? '' };
}

/**
 * A refused write's message in the reader's language: from the suspension the
 * notice knows (its exact end), else from the message itself; a message of
 * another shape is shown as the server wrote it.
 */
export function wordSuspended(
  t: TFunction,
  language: Language,
  message: string,
  known: Suspension | null | undefined,
): string {
  const stated = parseSuspendedMessage(message);
  if (!stated) return message;
  const suspension = known && known.reason === stated.reason ? known : stated;
  return suspensionText(t, language, suspension);
}

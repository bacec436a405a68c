/**
 * Message times (docs/product.md#inbox-and-direct-messages Inbox): hour:minute for today, otherwise
 * a short date; and the day a separator names.
 */
import { dateTimeFormat } from '@shared/intl.ts';
import { formatClock, formatDay } from '../../ui/dates.ts';

export function messageTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  // Browsers' own Tigrinya dates are thin ('M11'): ui/dates.ts writes them by hand.
  if (locale.startsWith('ti')) {
    return sameDay(date, now)
      ? formatClock(date, 'ti')
      : formatDay(date, 'ti', { year: date.getFullYear() !== now.getFullYear() });
  }
  if (sameDay(date, now)) {
    return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
  }).format(date);
}

/** Hour and minute only (inside a thread, under each message). */
export function clockTime(iso: string, locale: string): string {
  if (locale.startsWith('ti')) return formatClock(iso, 'ti');
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The day separator's text: 'today', 'yesterday' or a date (the caller translates the first two). */
export function dayKey(iso: string, now: Date = new Date()): 'today' | 'yesterday' | 'date' {
  const date = new Date(iso);
  if (sameDay(date, now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return sameDay(date, yesterday) ? 'yesterday' : 'date';
}

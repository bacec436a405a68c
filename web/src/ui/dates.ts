/**
 * Dates in the interface's language. English through Intl (en-US); Tigrinya by
 * hand, because browsers' built-in Tigrinya data is thin (Chromium prints 'M11'
 * for November): Gregorian months by their Tigrinya names, day month year.
 */
import { dateTimeFormat } from '@shared/intl.ts';
import type { Language } from '@shared/preferences.ts';
import { TI_MONTHS, TI_WEEKDAYS } from '@shared/ti-calendar.ts';

/**
 * English month names, for the two long forms every card's time carries in
 * its hover title: written here as Intl writes them (dates.test.ts holds them
 * to it; newer ICU data puts a narrow no-break space before AM/PM, here a
 * plain one), because the first date formatter built on a page costs about
 * 30 ms of a phone's first render (issue #20).
 */
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '25 ሕዳር 2026' / 'November 25, 2026': the day, the month's name and the year. */
export function formatLongDate(date: Date | string, language: Language): string {
  const d = new Date(date);
  if (language === 'ti') return `${d.getDate()} ${TI_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  return `${EN_MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** The date and the hour, for a hover title: '25 ሕዳር 2026፣ 14:05' / 'November 25, 2026 at 2:05 PM'. */
export function formatDateTime(date: Date | string, language: Language): string {
  const d = new Date(date);
  if (language === 'ti') {
    return `${formatLongDate(d, language)}፣ ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
  }
  const hour = d.getHours() % 12 || 12;
  const half = d.getHours() < 12 ? 'AM' : 'PM';
  return `${formatLongDate(d, language)} at ${hour}:${twoDigits(d.getMinutes())} ${half}`;
}

/**
 * A day's date for lists and separators: the day and month, optionally the
 * weekday and the year ('Wed, Nov 25, 2026'; 'ረቡዕ፣ 25 ሕዳር 2026').
 */
export function formatDay(
  date: Date | string,
  language: Language,
  options: { weekday?: 'long' | 'short'; month?: 'long' | 'short'; year?: boolean } = {},
): string {
  const d = new Date(date);
  if (language === 'ti') {
    const day = `${d.getDate()} ${TI_MONTHS[d.getMonth()]}${options.year ? ` ${d.getFullYear()}` : ''}`;
    return options.weekday ? `${TI_WEEKDAYS[d.getDay()]}፣ ${day}` : day;
  }
  return dateTimeFormat('en-US', {
    weekday: options.weekday,
    month: options.month ?? 'short',
    day: 'numeric',
    year: options.year ? 'numeric' : undefined,
  }).format(d);
}

/** Hour and minute, 24-hour in Tigrinya ('14:05'), the en-US clock in English ('02:05 PM'). */
export function formatClock(date: Date | string, language: Language): string {
  const d = new Date(date);
  if (language === 'ti') return `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;
  return dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(d);
}

/**
 * Dates in the interface's language. English through Intl (en-US); Tigrinya by
 * hand, because browsers' built-in Tigrinya data is thin (Chromium prints 'M11'
 * for November): Gregorian months by their Tigrinya names, day month year.
 */
import { dateTimeFormat } from '@shared/intl.ts';
import type { Language } from '@shared/preferences.ts';

const TI_MONTHS = [
  'ጥሪ',
  'ለካቲት',
  'መጋቢት',
  'ሚያዝያ',
  'ግንቦት',
  'ሰነ',
  'ሓምለ',
  'ነሓሰ',
  'መስከረም',
  'ጥቅምቲ',
  'ሕዳር',
  'ታሕሳስ',
] as const;

/** '25 November 2026' style: the day, the month's name and the year. */
export function formatLongDate(date: Date | string, language: Language): string {
  const d = new Date(date);
  if (language === 'ti') return `${d.getDate()} ${TI_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  return dateTimeFormat('en-US', { dateStyle: 'long' }).format(d);
}

/** The date and the hour, for a hover title: '25 November 2026, 14:05'. */
export function formatDateTime(date: Date | string, language: Language): string {
  const d = new Date(date);
  const time = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  if (language === 'ti') return `${formatLongDate(d, language)}፣ ${time}`;
  return dateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(d);
}

const TI_WEEKDAYS = ['ሰንበት', 'ሰኑይ', 'ሰሉስ', 'ረቡዕ', 'ሓሙስ', 'ዓርቢ', 'ቀዳም'] as const;

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
  if (language === 'ti') {
    return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  }
  return dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(d);
}

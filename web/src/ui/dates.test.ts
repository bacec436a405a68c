import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDay, formatLongDate } from './dates.ts';

const nov25 = new Date(2026, 10, 25, 14, 5);

describe('dates in Tigrinya are written by hand (no "M11")', () => {
  it('names the month and weekday in Tigrinya', () => {
    expect(formatLongDate(nov25, 'ti')).toBe('25 ሕዳር 2026');
    expect(formatDateTime(nov25, 'ti')).toBe('25 ሕዳር 2026፣ 14:05');
    expect(formatDay(nov25, 'ti')).toBe('25 ሕዳር');
    expect(formatDay(nov25, 'ti', { weekday: 'long', year: true })).toBe('ረቡዕ፣ 25 ሕዳር 2026');
    expect(formatClock(nov25, 'ti')).toBe('14:05');
    for (const text of [
      formatDay(nov25, 'ti', { weekday: 'short' }),
      formatLongDate(nov25, 'ti'),
    ]) {
      expect(text).not.toMatch(/M\d|[A-Za-z]/);
    }
  });

  it('keeps the en-US forms in English', () => {
    expect(formatDay(nov25, 'en', { weekday: 'short', year: true })).toBe('Wed, Nov 25, 2026');
    expect(formatDay(nov25, 'en', { weekday: 'long', month: 'long' })).toBe(
      'Wednesday, November 25',
    );
    expect(formatLongDate(nov25, 'en')).toBe('November 25, 2026');
  });
});

describe('the long English forms, written by hand, read as Intl writes them', () => {
  // Intl puts a narrow no-break space before AM/PM in newer ICU data: spaces compared as spaces.
  const spaced = (text: string) => text.replace(/\s/g, ' ');
  it('every month, both halves of the day, midnight and noon', () => {
    for (let month = 0; month < 12; month++) {
      for (const [hour, minute] of [
        [0, 7],
        [9, 30],
        [12, 0],
        [23, 59],
      ] as const) {
        const date = new Date(2026, month, month + 1, hour, minute);
        expect(formatLongDate(date, 'en')).toBe(
          new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date),
        );
        expect(formatDateTime(date, 'en')).toBe(
          spaced(
            new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
              date,
            ),
          ),
        );
      }
    }
  });
});

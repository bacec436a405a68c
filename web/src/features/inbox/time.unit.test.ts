import { describe, expect, it } from 'vitest';
import { dayKey, messageTime } from './time.ts';

describe('message times (spec: hour:minute)', () => {
  const now = new Date(2026, 10, 25, 15, 30);
  it('shows hour:minute for today, a short date before', () => {
    expect(messageTime(new Date(2026, 10, 25, 9, 5).toISOString(), 'en-GB', now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 20, 9, 5).toISOString(), 'en-US', now)).toBe('Nov 20');
    expect(messageTime(new Date(2025, 0, 2).toISOString(), 'en-US', now)).toBe('Jan 2, 2025');
  });
  it('names today and yesterday for day separators', () => {
    expect(dayKey(new Date(2026, 10, 25, 1).toISOString(), now)).toBe('today');
    expect(dayKey(new Date(2026, 10, 24, 23).toISOString(), now)).toBe('yesterday');
    expect(dayKey(new Date(2026, 10, 1).toISOString(), now)).toBe('date');
  });
});

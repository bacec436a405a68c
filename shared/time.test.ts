import { describe, expect, it } from 'vitest';
import { badgeText, isSafeLink } from './notifications.ts';
import { relativeTime } from './time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time (spec core §9: s, m, h, d, mo, y)', () => {
  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(0), now)).toBe('0s');
    expect(relativeTime(ago(59), now)).toBe('59s');
    expect(relativeTime(ago(60), now)).toBe('1m');
    expect(relativeTime(ago(3599), now)).toBe('59m');
    expect(relativeTime(ago(3600 * 5), now)).toBe('5h');
    expect(relativeTime(ago(86400 * 3), now)).toBe('3d');
    expect(relativeTime(ago(86400 * 45), now)).toBe('1mo');
    expect(relativeTime(ago(86400 * 800), now)).toBe('2y');
  });

  it('never goes negative for a clock a little ahead', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('0s');
  });
});

describe('notification badge', () => {
  it("shows the unread count, '9+' above 9, nothing at 0", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});

describe('notification links', () => {
  it('stay on the site', () => {
    expect(isSafeLink('/mentor/bookings')).toBe(true);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(isSafeLink('https://evil.example')).toBe(false);
    expect(isSafeLink('/\\evil.example')).toBe(false);
  });
});

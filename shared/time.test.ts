import { describe, expect, it } from 'vitest';
import { badgeText, isSafeLink } from './notifications.ts';
import { elapsed } from './time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time (docs/product.md#settings-and-language: m, h, d, mo, y)', () => {
  it('uses the largest whole unit', () => {
    expect(elapsed(ago(60), now)).toEqual({ unit: 'm', count: 1 });
    expect(elapsed(ago(3599), now)).toEqual({ unit: 'm', count: 59 });
    expect(elapsed(ago(3600 * 5), now)).toEqual({ unit: 'h', count: 5 });
    expect(elapsed(ago(86400 * 3), now)).toEqual({ unit: 'd', count: 3 });
    expect(elapsed(ago(86400 * 45), now)).toEqual({ unit: 'mo', count: 1 });
    expect(elapsed(ago(86400 * 800), now)).toEqual({ unit: 'y', count: 2 });
  });

  it("is 'just now' (null) under a minute: a new listing never says '0s' (issue #23)", () => {
    expect(elapsed(ago(0), now)).toBeNull();
    expect(elapsed(ago(59), now)).toBeNull();
  });

  it('never goes negative for a clock a little ahead', () => {
    expect(elapsed(new Date(now.getTime() + 5000), now)).toBeNull();
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

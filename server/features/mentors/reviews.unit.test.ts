/** When a session's mentee may review it: after its end, never before. */
import { describe, expect, it } from 'vitest';
import { sessionEnded } from './reviews.ts';

const now = new Date('2026-12-01T12:00:00Z');
const hour = 3_600_000;

describe('sessionEnded', () => {
  it('is true for a timed session after its end, accepted or completed', () => {
    const endsAt = new Date(now.getTime() - hour);
    expect(sessionEnded({ status: 'accepted', endsAt }, now)).toBe(true);
    expect(sessionEnded({ status: 'completed', endsAt }, now)).toBe(true);
  });

  it('is false before the end, even when the mentor marked it complete early', () => {
    const endsAt = new Date(now.getTime() + 24 * hour);
    expect(sessionEnded({ status: 'accepted', endsAt }, now)).toBe(false);
    expect(sessionEnded({ status: 'completed', endsAt }, now)).toBe(false);
  });

  it('takes a request-only booking (no time) as ended once completed, and never otherwise', () => {
    expect(sessionEnded({ status: 'completed', endsAt: null }, now)).toBe(true);
    expect(sessionEnded({ status: 'accepted', endsAt: null }, now)).toBe(false);
    expect(sessionEnded({ status: 'cancelled', endsAt: new Date(now.getTime() - hour) }, now)).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  isSuspended,
  reportedThingLine,
  shownModeration,
  suspendedMessage,
  suspensionEnd,
} from './moderation.ts';
import { reportBodySchema } from './schemas/moderation.ts';

const from = new Date('2026-11-28T10:00:00Z');

describe('suspensions', () => {
  it('last 1, 7 or 30 days from when they start, or forever', () => {
    expect(suspensionEnd('1d', from)?.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(suspensionEnd('7d', from)?.toISOString()).toBe('2026-12-05T10:00:00.000Z');
    expect(suspensionEnd('30d', from)?.toISOString()).toBe('2026-12-28T10:00:00.000Z');
    expect(suspensionEnd('permanent', from)).toBeNull();
  });

  it('hold until their end, and a permanent one always', () => {
    const week = { until: '2026-12-05T10:00:00.000Z', reason: 'Spam' };
    expect(isSuspended(week, from)).toBe(true);
    expect(isSuspended(week, new Date('2026-12-05T10:00:01Z'))).toBe(false);
    expect(isSuspended({ until: null, reason: 'Fraud' }, new Date('2099-01-01'))).toBe(true);
    expect(isSuspended(null, from)).toBe(false);
  });

  it("say 'Your account is suspended until {date}: {reason}'", () => {
    expect(suspendedMessage({ until: '2026-12-05T10:00:00.000Z', reason: 'Spam' })).toBe(
      'Your account is suspended until 2026-12-05: Spam',
    );
    expect(suspendedMessage({ until: null, reason: 'Fraud' })).toBe(
      'Your account is suspended permanently: Fraud',
    );
  });
});

describe('reports', () => {
  it('take a reason from the list, with details required only for Other', () => {
    expect(reportBodySchema.safeParse({ reason: 'spam' }).success).toBe(true);
    expect(reportBodySchema.safeParse({ reason: 'other' }).success).toBe(false);
    expect(reportBodySchema.safeParse({ reason: 'other', details: 'Odd' }).success).toBe(true);
    expect(reportBodySchema.safeParse({ reason: 'rude' }).success).toBe(false);
    // Older clients sent details alone: that is an 'other' report.
    expect(reportBodySchema.parse({ details: 'Scam' })).toEqual({
      reason: 'other',
      details: 'Scam',
    });
  });

  it('name what was reported by its title, else the start of its words', () => {
    expect(reportedThingLine('Room in Oakland', 'Nice room')).toBe('Room in Oakland');
    expect(reportedThingLine(null, '  Buy   now  ')).toBe('Buy now');
    expect(reportedThingLine(null, 'x'.repeat(100))).toHaveLength(80);
  });

  it('tell readers hidden or removed, and nothing of a suspension', () => {
    expect(shownModeration('hidden')).toBe('hidden');
    expect(shownModeration('removed')).toBe('removed');
    expect(shownModeration('suspended')).toBeNull();
    expect(shownModeration(null)).toBeNull();
  });
});

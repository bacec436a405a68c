import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  topicFilterTags,
} from '../../../shared/mentors.ts';
import { checkTransition, mayBook, mayEditMentor, partyOf } from './policy.ts';

/** docs/product.md#mentors: requested → accepted | declined, accepted → completed (mentor) | cancelled (either side, issue #42); the mentee withdraws a request. */
const ALLOWED: Record<string, BookingStatus> = {
  'mentor accept requested': 'accepted',
  'mentor decline requested': 'declined',
  'mentor complete accepted': 'completed',
  'mentor cancel accepted': 'cancelled',
  'mentee cancel accepted': 'cancelled',
  'mentee withdraw requested': 'cancelled',
};

describe('the booking state machine', () => {
  for (const party of ['mentor', 'mentee', null] as const) {
    for (const action of BOOKING_ACTIONS) {
      for (const status of BOOKING_STATUSES) {
        const key = `${party} ${action} ${status}`;
        it(key, () => {
          const result = checkTransition(party, action as BookingAction, status);
          const to = ALLOWED[key];
          if (to) expect(result).toEqual({ ok: true, to });
          else expect(result.ok).toBe(false);
        });
      }
    }
  }

  it('a wrong party is 403, a wrong status for the right party is 409', () => {
    expect(checkTransition('mentee', 'accept', 'requested')).toMatchObject({ status: 403 });
    expect(checkTransition(null, 'withdraw', 'requested')).toMatchObject({ status: 403 });
    expect(checkTransition('mentor', 'accept', 'accepted')).toMatchObject({ status: 409 });
  });

  it('offers the buttons of each side', () => {
    expect(actionsFor('mentor', 'requested')).toEqual(['accept', 'decline']);
    expect(actionsFor('mentor', 'accepted')).toEqual(['complete', 'cancel']);
    expect(actionsFor('mentee', 'requested')).toEqual(['withdraw']);
    expect(actionsFor('mentee', 'accepted')).toEqual(['cancel']);
    expect(actionsFor('mentor', 'completed')).toEqual([]);
  });
});

describe('mentor rules', () => {
  it('only the owner edits; nobody books themselves, nor across a block', () => {
    expect(mayEditMentor('a', { userId: 'a' })).toBe(true);
    expect(mayEditMentor('b', { userId: 'a' })).toBe(false);
    expect(mayBook('a', { userId: 'a' }, false)).toBe('own_profile');
    expect(mayBook('b', { userId: 'a' }, false)).toBe('ok');
    expect(mayBook('b', { userId: 'a' }, true)).toBe('blocked');
  });

  it('knows each side of a booking', () => {
    const booking = { menteeId: 'm', mentorUserId: 't' };
    expect(partyOf('t', booking)).toBe('mentor');
    expect(partyOf('m', booking)).toBe('mentee');
    expect(partyOf('x', booking)).toBeNull();
  });

  it('maps expertise areas to the directory’s topic filter values', () => {
    expect(topicFilterTags(['Software Engineering', 'Career Development'])).toEqual([
      'career',
      'tech',
    ]);
    expect(topicFilterTags(['Finance', 'Business Strategy'])).toEqual(['finance', 'business']);
    expect(topicFilterTags(['Immigration paperwork'])).toEqual(['immigration']);
    expect(topicFilterTags(['Cooking'])).toEqual([]);
  });
});

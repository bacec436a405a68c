import { describe, expect, it } from 'vitest';
import {
  acceptsByWriting,
  mayAnswer,
  requestView,
  startingRequestState,
} from './request-policy.ts';

describe('message request policy (issue #41)', () => {
  it('only a member thread to someone who never wrote to its opener starts as a request', () => {
    expect(startingRequestState('member', false)).toBe('pending');
    expect(startingRequestState('member', true)).toBeNull();
    for (const kind of ['listing', 'mentor', 'direct'] as const)
      expect(startingRequestState(kind, false)).toBeNull();
  });

  it.each([
    [{ state: null, viewerOpened: false }, 'inbox'],
    [{ state: 'pending', viewerOpened: true }, 'inbox'],
    [{ state: 'declined', viewerOpened: true }, 'inbox'],
    [{ state: 'pending', viewerOpened: false }, 'request'],
    [{ state: 'accepted', viewerOpened: false }, 'inbox'],
    [{ state: 'declined', viewerOpened: false }, 'hidden'],
  ] as const)('%o is shown as %s (the sender never learns of a decline)', (facts, view) => {
    expect(requestView(facts)).toBe(view);
  });

  it('only the recipient of a pending request answers it', () => {
    expect(mayAnswer({ isMember: true, state: 'pending', viewerOpened: false })).toBe('ok');
    expect(mayAnswer({ isMember: true, state: 'pending', viewerOpened: true })).toBe('no_request');
    expect(mayAnswer({ isMember: true, state: 'accepted', viewerOpened: false })).toBe(
      'no_request',
    );
    expect(mayAnswer({ isMember: true, state: null, viewerOpened: false })).toBe('no_request');
    expect(mayAnswer({ isMember: true, state: 'declined', viewerOpened: false })).toBe('not_found');
    expect(mayAnswer({ isMember: false, state: 'pending', viewerOpened: false })).toBe('not_found');
  });

  it('the recipient writing in the thread accepts it; the sender writing does not', () => {
    expect(acceptsByWriting({ state: 'pending', viewerOpened: false })).toBe(true);
    expect(acceptsByWriting({ state: 'declined', viewerOpened: false })).toBe(true);
    expect(acceptsByWriting({ state: 'pending', viewerOpened: true })).toBe(false);
    expect(acceptsByWriting({ state: null, viewerOpened: false })).toBe(false);
  });
});

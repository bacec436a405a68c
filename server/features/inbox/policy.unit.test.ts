import { describe, expect, it } from 'vitest';
import { type MessageFacts, mayChangeMessage, mayOpen, mayRead, maySend } from './policy.ts';

describe('inbox policy', () => {
  it.each([
    [{ isMember: true, blockedEitherWay: false }, 'ok'],
    [{ isMember: true, blockedEitherWay: true }, 'blocked'],
    [{ isMember: false, blockedEitherWay: false }, 'not_found'],
    [{ isMember: false, blockedEitherWay: true }, 'not_found'],
    [{ isMember: true, blockedEitherWay: false, counterpartDeleted: true }, 'gone'],
    [{ isMember: false, blockedEitherWay: false, counterpartDeleted: true }, 'not_found'],
  ] as const)('send with %o is %s (a non-member never learns about blocks)', (facts, verdict) => {
    expect(maySend(facts)).toBe(verdict);
  });

  it('only members read a thread; anyone else gets not found', () => {
    expect(mayRead({ isMember: true })).toBe('ok');
    expect(mayRead({ isMember: false })).toBe('not_found');
  });

  it('refuses opening a thread with yourself, or across a block', () => {
    expect(mayOpen('a', 'a', false)).toBe('self');
    expect(mayOpen('a', 'b', true)).toBe('blocked');
    expect(mayOpen('a', 'b', false)).toBe('ok');
  });

  const mine: MessageFacts = {
    isMember: true,
    isAuthor: true,
    withinWindow: true,
    deleted: false,
    moderated: false,
    blockedEitherWay: false,
  };
  it.each([
    ['edit', {}, 'ok'],
    ['delete', {}, 'ok'],
    ['edit', { isMember: false, isAuthor: false }, 'not_found'],
    ['delete', { isAuthor: false }, 'not_yours'],
    ['edit', { withinWindow: false }, 'too_late'],
    ['delete', { withinWindow: false }, 'too_late'],
    ['delete', { deleted: true, withinWindow: false }, 'deleted'],
    ['edit', { moderated: true }, 'moderated'],
    ['delete', { moderated: true }, 'ok'],
    ['edit', { blockedEitherWay: true }, 'blocked'],
    ['delete', { blockedEitherWay: true }, 'ok'],
  ] as const)(
    '%s of a message with %o is %s (author only, within 15 minutes)',
    (action, change, verdict) => {
      expect(mayChangeMessage(action, { ...mine, ...change })).toBe(verdict);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { mayOpen, mayRead, maySend } from './policy.ts';

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
});

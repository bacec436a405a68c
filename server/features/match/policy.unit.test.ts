import { describe, expect, it } from 'vitest';
import { mayView, type Person } from './policy.ts';

const me: Person = { userId: 'me', gender: 'man', seeking: 'women' };
const her: Person = { userId: 'her', gender: 'woman', seeking: 'men' };

describe('who sees a match profile', () => {
  it.each([
    [
      'no profile of my own',
      { viewer: null, target: her, blockedEitherWay: false },
      'profile_required',
    ],
    ['a fitting profile', { viewer: me, target: her, blockedEitherWay: false }, 'ok'],
    ['an absent profile', { viewer: me, target: null, blockedEitherWay: false }, 'not_found'],
    ['my own profile', { viewer: me, target: me, blockedEitherWay: false }, 'not_found'],
    ['a block either way', { viewer: me, target: her, blockedEitherWay: true }, 'not_found'],
    [
      'my gender does not fit their seeking',
      { viewer: me, target: { ...her, seeking: 'women' as const }, blockedEitherWay: false },
      'not_found',
    ],
    [
      'their gender does not fit my seeking',
      { viewer: me, target: { ...her, gender: 'man' as const }, blockedEitherWay: false },
      'not_found',
    ],
    [
      "'everyone' fits all",
      {
        viewer: { ...me, gender: 'non-binary' as const, seeking: 'everyone' as const },
        target: { ...her, seeking: 'everyone' as const },
        blockedEitherWay: false,
      },
      'ok',
    ],
    [
      'my profile without every answer',
      { viewer: me, viewerAnsweredAll: false, target: her, blockedEitherWay: false },
      'answers_required',
    ],
  ] as const)('%s', (_name, facts, verdict) => {
    expect(mayView({ viewerAnsweredAll: true, ...facts })).toBe(verdict);
  });
});

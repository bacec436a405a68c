import { describe, expect, it } from 'vitest';
import { type FavoriteDecision, type FavoriteTarget, mayFavorite } from './policy.ts';

const me = 'user-me';
const them = 'user-them';

describe('who may save a listing (docs/product.md#listings Favourite)', () => {
  const cases: [string, FavoriteTarget, FavoriteDecision][] = [
    ['another member’s active listing', { userId: them, status: 'active' }, 'allowed'],
    [
      'their own active listing: the owner cannot save it',
      { userId: me, status: 'active' },
      'own_listing',
    ],
    ['an inactive listing of someone else', { userId: them, status: 'inactive' }, 'not_found'],
    ['a deleted listing', { userId: them, status: 'deleted' }, 'not_found'],
    [
      'their own inactive listing (no hint that it exists beyond a 404)',
      { userId: me, status: 'inactive' },
      'not_found',
    ],
    ['a listing that does not exist', null, 'not_found'],
  ];
  it.each(cases)('%s', (_name, listing, expected) => {
    expect(mayFavorite(listing, me)).toBe(expected);
  });
});

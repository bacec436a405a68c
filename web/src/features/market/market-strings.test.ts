import { describe, expect, it } from 'vitest';
// The area's own file: it comes with the marketplace's pages, not in the first load (page-areas.ts).
import market from '../../i18n/en/market.json';

const at = (path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], market as unknown);

describe("the marketplace's words are the spec's (docs/product.md#marketplace, docs/product.md#marketplace, docs/product.md#marketplace)", () => {
  it.each([
    ['title', 'Marketplace'],
    ['postItem', 'Post Item'],
    ['empty', 'No items found'],
    ['detail.contactSeller', 'Contact Seller'],
    ['detail.manageListing', 'Manage Listing'],
    ['detail.loadFailed', 'Failed to load listing'],
    ['favorites.authTitle', 'Authentication Required'],
    ['favorites.signIn', 'Please sign in to save items'],
    ['favorites.saved', 'Saved to favorites'],
    ['favorites.removed', 'Removed from favorites'],
    ['favorites.failed', 'Failed to save item'],
  ])('market.%s is %j', (key, text) => {
    expect(at(key)).toBe(text);
  });
});

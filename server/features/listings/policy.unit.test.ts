import { describe, expect, it } from 'vitest';
import {
  isOwner,
  keepsOnlyOwnPhotos,
  mayChangeListing,
  mayReadContact,
  mayReadListing,
  type OwnerDecision,
  type Reader,
} from './policy.ts';

const me = 'user-me';
const them = 'user-them';
const signedOut: Reader = null;
const member: Reader = { id: them };
const owner: Reader = { id: me };
const admin: Reader = { id: 'user-admin', moderator: true };

describe('who may read a listing (docs/product.md#listings)', () => {
  const cases: [string, string, Reader, boolean][] = [
    ['an active listing, signed out', 'active', signedOut, true],
    ['an active listing, another member', 'active', member, true],
    ['an inactive listing, another member', 'inactive', member, false],
    ['an inactive listing, signed out', 'inactive', signedOut, false],
    ['an inactive listing, its owner', 'inactive', owner, true],
    ['a held listing, its owner', 'held', owner, true],
    ['a held listing, an admin', 'held', admin, true],
    ['a held listing, another member', 'held', member, false],
    ['an inactive listing, an admin (only holds are theirs to see)', 'inactive', admin, false],
  ];
  it.each(cases)('%s', (_name, status, reader, expected) => {
    expect(mayReadListing({ userId: me, status }, reader)).toBe(expected);
  });
});

describe('who sees the contact', () => {
  const cases: [string, boolean, Reader, boolean][] = [
    ['signed out', false, signedOut, false],
    ['another member', false, member, true],
    ['another member, contact hidden', true, member, false],
    ['the owner, contact hidden', true, owner, true],
  ];
  it.each(cases)('%s', (_name, contactHidden, reader, expected) => {
    expect(mayReadContact({ userId: me, contactHidden }, reader)).toBe(expected);
  });
});

describe('owner-only details', () => {
  it('are the owner’s alone', () => {
    expect(isOwner({ userId: me }, owner)).toBe(true);
    expect(isOwner({ userId: me }, member)).toBe(false);
    expect(isOwner({ userId: me }, admin)).toBe(false);
    expect(isOwner({ userId: me }, signedOut)).toBe(false);
  });
});

describe('who may edit or delete a listing', () => {
  const cases: [string, { userId: string } | null, OwnerDecision][] = [
    ['their own', { userId: me }, 'allowed'],
    ['someone else’s: 403', { userId: them }, 'not_yours'],
    ['one that does not exist: 404', null, 'not_found'],
  ];
  it.each(cases)('%s', (_name, listing, expected) => {
    expect(mayChangeListing(listing, me)).toBe(expected);
  });
});

describe('photos an edit keeps', () => {
  const listing = { images: ['/media/a.webp', '/media/b.webp'] };
  it('may be any of the listing’s own, or none', () => {
    expect(keepsOnlyOwnPhotos(listing, ['/media/b.webp'])).toBe(true);
    expect(keepsOnlyOwnPhotos(listing, [])).toBe(true);
  });
  it('may not name a file the listing does not have', () => {
    expect(keepsOnlyOwnPhotos(listing, ['/media/a.webp', '/media/other.webp'])).toBe(false);
  });
});

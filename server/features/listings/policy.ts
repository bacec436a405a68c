/**
 * Who may do what with a listing (docs/product.md#listings): pure decisions
 * on rows already read; the service reads the rows and turns a decision into
 * a 403/404 or a narrower reply.
 */
import type { Listing } from '../../db/schema/listings.ts';

/** Who is reading: null when signed out. */
/** `moderator`: an admin, who also sees listings moderation holds (issue #39). */
export type Reader = { id: string; moderator?: boolean } | null;

/** The owner alone sees the street address, the exact map point and a hold's reason. */
export function isOwner(listing: Pick<Listing, 'userId'>, reader: Reader): boolean {
  return reader?.id === listing.userId;
}

/** An active listing is everyone's to read; any other only its owner's (a held one: also an admin's). */
export function mayReadListing(listing: Pick<Listing, 'userId' | 'status'>, reader: Reader) {
  if (listing.status === 'active' || isOwner(listing, reader)) return true;
  return listing.status === 'held' && reader?.moderator === true;
}

/** The contact: for signed-in readers; when contact_hidden, for the owner alone. */
export function mayReadContact(listing: Pick<Listing, 'userId' | 'contactHidden'>, reader: Reader) {
  if (!reader) return false;
  return isOwner(listing, reader) || !listing.contactHidden;
}

export type OwnerDecision = 'allowed' | 'not_found' | 'not_yours';

/** Editing or deleting: a missing listing is a 404, someone else's a 403. */
export function mayChangeListing(
  listing: Pick<Listing, 'userId'> | null | undefined,
  userId: string,
): OwnerDecision {
  if (!listing) return 'not_found';
  return listing.userId === userId ? 'allowed' : 'not_yours';
}

/** An edit may keep only photos the listing already has (never another listing's files). */
export function keepsOnlyOwnPhotos(listing: Pick<Listing, 'images'>, kept: string[]): boolean {
  return kept.every((url) => listing.images.includes(url));
}

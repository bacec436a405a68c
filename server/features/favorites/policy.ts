/**
 * Who may save a listing (docs/product.md#listings Favourite):
 * a signed-in member may save an active listing of someone else. A listing
 * that is not active is as good as missing; the owner cannot save their own.
 */
import { COMMON_MESSAGES } from '../../../shared/errors.ts';

export type FavoriteTarget = { userId: string; status: string } | null;

export type FavoriteDecision = 'allowed' | 'not_found' | 'own_listing';

export function mayFavorite(listing: FavoriteTarget, userId: string): FavoriteDecision {
  if (listing?.status !== 'active') return 'not_found';
  if (listing.userId === userId) return 'own_listing';
  return 'allowed';
}

export const OWN_LISTING_MESSAGE = COMMON_MESSAGES.ownListing;

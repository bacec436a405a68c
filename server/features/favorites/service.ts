/**
 * Favourites (docs/product.md#listings Favourites): a user's saved listings. Saving is
 * idempotent; only active listings can be saved, never one's own (policy.ts),
 * and only active ones are listed back (a listing taken down disappears from
 * everyone's saved list).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  favorites,
  listingContacts,
  listingReadColumns,
  listings,
} from '../../db/schema/listings.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { toListingReply } from '../listings/reply.ts';
import { mayFavorite, OWN_LISTING_MESSAGE } from './policy.ts';

export type FavoriteReply = { listing_id: string; created_at: string; listing: ListingReply };

/** A member's saved listings, with contacts: a named statement (db/prepared.ts). */
const savedListings = preparedFor((db) =>
  db
    .select({ favorite: favorites, listing: listingReadColumns, contact: listingContacts })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .leftJoin(listingContacts, eq(listingContacts.listingId, listings.id))
    .where(and(eq(favorites.userId, sql.placeholder('userId')), eq(listings.status, 'active')))
    .orderBy(desc(favorites.createdAt))
    .prepare('favorites-list'),
);

export async function listFavorites(db: Db, userId: string): Promise<FavoriteReply[]> {
  const rows = await savedListings(db).execute({ userId });
  return rows.map(({ favorite, listing, contact }) => ({
    listing_id: favorite.listingId,
    created_at: favorite.createdAt.toISOString(),
    listing: toListingReply(listing, contact, { id: userId }),
  }));
}

/** Ids of the user's saved listings, to show the hearts filled in. */
export async function favoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  return rows.map((row) => row.id);
}

export async function addFavorite(db: Db, userId: string, listingId: string) {
  const [listing] = isUuid(listingId)
    ? await db
        .select({ userId: listings.userId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, listingId))
    : [];
  switch (mayFavorite(listing ?? null, userId)) {
    case 'not_found':
      throw ApiError.notFound(COMMON_MESSAGES.listingNotFound);
    case 'own_listing':
      throw new ApiError(403, 'own_listing', OWN_LISTING_MESSAGE);
  }
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: string, listingId: string) {
  if (!isUuid(listingId)) return;
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

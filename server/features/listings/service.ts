/**
 * Listings, write side and owner views (docs/product.md#listings Listings create, update,
 * delete, own). A save is all or nothing: photos are processed first, stored,
 * then the listing and its contact are written in one statement (an edit: in
 * one transaction); if any step fails, the files already stored are removed again.
 */

import { and, desc, eq, sql } from 'drizzle-orm';
import { LISTINGS_PER_USER_PER_HOUR } from '../../../shared/constants.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { EXPIRY_MESSAGES } from '../../../shared/listing-expiry.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { ValidListingInput } from '../../../shared/schemas/listing-input.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import {
  type Listing,
  listingContacts,
  listingReadColumns,
  listings,
} from '../../db/schema/listings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import {
  checkPhotoCount,
  processAll,
  removePhotoFiles,
  withStoredPhotos,
} from '../../platform/media/photo-pipeline.ts';
import { limitPhotoUploads } from '../../platform/media/upload-limit.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import { announcementWaiting } from '../saved-searches/announcements.ts';
import { keepsOnlyOwnPhotos, mayChangeListing, mayReadListing, type Reader } from './policy.ts';
import { type ContactRow, toListingReply } from './reply.ts';
import { contactValues, listingValues } from './values.ts';

export const LISTING_NOT_FOUND = COMMON_MESSAGES.listingNotFound;
const NOT_YOURS = COMMON_MESSAGES.listingNotYours;

type SaveDeps = Pick<Deps, 'db' | 'media' | 'logger' | 'config'>;

export async function createListing(
  deps: SaveDeps,
  userId: string,
  input: ValidListingInput,
  uploads: UploadedPhoto[],
): Promise<ListingReply> {
  if (input.images.length > 0) {
    throw ApiError.badRequest('A new listing cannot reuse stored photos.', {
      images: 'Upload the photos with the listing.',
    });
  }
  checkPhotoCount(uploads.length);
  await refuseOverLimit(
    deps.db,
    `listings:create:${userId}`,
    { max: LISTINGS_PER_USER_PER_HOUR, windowSeconds: 3600 },
    `You have posted ${LISTINGS_PER_USER_PER_HOUR} listings in the last hour. Please try again later.`,
  );
  await limitPhotoUploads(deps.db, userId, uploads.length);
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  return withStoredPhotos(deps.media, userId, photos, async (urls) => {
    const { row, contact } = await insertListing(deps.db, input, userId, urls);
    return toListingReply(row, contact, { id: userId });
  });
}

/**
 * The listing, its contact and its announcement to saved searches in one
 * statement: atomic without a transaction's BEGIN and COMMIT, one round trip
 * where there were four (issue #45), and no listing without its announcement
 * waiting (saved-searches/announcements.ts).
 */
async function insertListing(db: Db, input: ValidListingInput, userId: string, images: string[]) {
  const inserted = db.$with('inserted').as(
    db
      .insert(listings)
      .values({ ...listingValues(input), userId, images, status: 'active' })
      .returning(listingReadColumns),
  );
  const announced = announcementWaiting(db, sql`(SELECT id FROM inserted)`);
  const values = contactValues(input);
  if (!values) {
    const [row] = await db.with(inserted, announced).select().from(inserted);
    if (!row) throw new Error('The listing insert returned no row');
    return { row, contact: null };
  }
  const contact = db.$with('contact').as(
    db
      .insert(listingContacts)
      .values({
        listingId: sql`(SELECT id FROM inserted)`,
        contactMethod: values.method,
        contactValue: values.value,
      })
      .returning(),
  );
  const [joined] = await db
    .with(inserted, contact, announced)
    .select()
    .from(inserted)
    .innerJoin(contact, sql`true`);
  if (!joined) throw new Error('The listing insert returned no row');
  return { row: joined.inserted, contact: joined.contact as ContactRow };
}

export async function updateListing(
  deps: SaveDeps,
  userId: string,
  listingId: string,
  input: ValidListingInput,
  uploads: UploadedPhoto[],
): Promise<ListingReply> {
  // Early answers (404/403, foreign photos) before any photo work; checked again under lock below.
  checkKeptPhotos(await findOwned(deps.db, userId, listingId), input.images);
  checkPhotoCount(input.images.length + uploads.length);
  await limitPhotoUploads(deps.db, userId, uploads.length);
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  let before: string[] = [];
  const reply = await withStoredPhotos(deps.media, userId, photos, async (urls) =>
    deps.db.transaction(async (tx) => {
      // Locked, so two edits at once cannot both keep a photo the other removed.
      const [current] = await tx
        .select()
        .from(listings)
        .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
        .for('update');
      if (!current) throw ApiError.notFound(LISTING_NOT_FOUND);
      checkKeptPhotos(current, input.images);
      before = current.images;
      const [row] = await tx
        .update(listings)
        .set({ ...listingValues(input), images: [...input.images, ...urls] })
        .where(eq(listings.id, listingId))
        .returning(listingReadColumns);
      if (!row) throw ApiError.notFound(LISTING_NOT_FOUND);
      const contact = await replaceContact(tx, row.id, input);
      return toListingReply(row, contact, { id: userId });
    }),
  );
  const dropped = before.filter((url) => !reply.images.includes(url));
  await removeUnusedPhotos(deps, userId, dropped);
  return reply;
}

/** Kept photos must be the listing's own. */
function checkKeptPhotos(listing: Listing, kept: string[]) {
  if (!keepsOnlyOwnPhotos(listing, kept)) {
    throw ApiError.badRequest(COMMON_MESSAGES.photosNotThisListing, {
      images: COMMON_MESSAGES.photosNotThisListing,
    });
  }
}

export async function deleteListing(deps: SaveDeps, userId: string, listingId: string) {
  await findOwned(deps.db, userId, listingId);
  const [row] = await deps.db
    .delete(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
    .returning({ images: listings.images });
  if (!row) throw ApiError.notFound(LISTING_NOT_FOUND);
  await removeUnusedPhotos(deps, userId, row.images);
}

/** The user's own listings, newest first, each with its contact (docs/product.md#listings Own listings). */
export async function ownListings(db: Db, userId: string): Promise<ListingReply[]> {
  const rows = await db
    .select({ listing: listingReadColumns, contact: listingContacts })
    .from(listings)
    .leftJoin(listingContacts, eq(listingContacts.listingId, listings.id))
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt));
  return rows.map(({ listing, contact }) => toListingReply(listing, contact, { id: userId }));
}

/** One listing as `reader` may see it: active ones for everybody, any status for the owner. */
export async function readListing(
  db: Db,
  listingId: string,
  reader: Reader,
): Promise<ListingReply> {
  const [row] = isUuid(listingId)
    ? await db
        .select({
          listing: listingReadColumns,
          contact: listingContacts,
          // The seller as readers know them: the display name they chose, never their email.
          sellerName: sql<
            string | null
          >`NULLIF(btrim(COALESCE(${profiles.displayName}, ${user.name})), '')`,
          memberSince: user.createdAt,
        })
        .from(listings)
        .leftJoin(listingContacts, eq(listingContacts.listingId, listings.id))
        .innerJoin(user, eq(user.id, listings.userId))
        .leftJoin(profiles, eq(profiles.id, listings.userId))
        .where(eq(listings.id, listingId))
    : [];
  // An expired listing tells its visitors so (410), rather than 'not found' (issue #44).
  if (row?.listing.status === 'expired' && row.listing.userId !== reader?.id) {
    throw new ApiError(410, 'expired', EXPIRY_MESSAGES.expired);
  }
  if (!row || !mayReadListing(row.listing, reader)) {
    throw ApiError.notFound(LISTING_NOT_FOUND);
  }
  return {
    ...toListingReply(row.listing, row.contact, reader),
    seller: { name: row.sellerName, member_since: row.memberSince.toISOString() },
  };
}

async function findOwned(db: Db, userId: string, listingId: string): Promise<Listing> {
  const [row] = isUuid(listingId)
    ? await db.select().from(listings).where(eq(listings.id, listingId))
    : [];
  const decision = mayChangeListing(row, userId);
  if (!row || decision === 'not_found') throw ApiError.notFound(LISTING_NOT_FOUND);
  if (decision === 'not_yours') throw ApiError.forbidden(NOT_YOURS);
  return row;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** On every edit the listing's contact is replaced by the one of the form (or none). */
async function replaceContact(tx: Tx, listingId: string, input: ValidListingInput) {
  await tx.delete(listingContacts).where(eq(listingContacts.listingId, listingId));
  const contact = contactValues(input);
  if (!contact) return null;
  const [row] = await tx
    .insert(listingContacts)
    .values({ listingId, contactMethod: contact.method, contactValue: contact.value })
    .returning();
  return (row ?? null) as ContactRow | null;
}

/** Removes photo files no listing of the user refers to any more. Failures are logged, not fatal. */
async function removeUnusedPhotos(deps: SaveDeps, userId: string, urls: string[]) {
  if (urls.length === 0) return;
  const stillUsed = await deps.db
    .select({ images: listings.images })
    .from(listings)
    .where(and(eq(listings.userId, userId), sql`${listings.images} && ${sql.param(urls)}::text[]`));
  const used = new Set(stillUsed.flatMap((row) => row.images));
  await removePhotoFiles(
    deps,
    urls.filter((url) => !used.has(url)),
  );
}

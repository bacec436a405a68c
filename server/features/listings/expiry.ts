/**
 * Listing expiry (issue #44): a listing expires LISTING_EXPIRY_DAYS after it
 * was posted or last renewed. A week before, its owner is told in the app and
 * by email with a one-click Renew; then the sweep sets it 'expired', which
 * takes it out of every public read (they read active listings only: browse,
 * search, the map, the sitemap, home rows, favourites, similar and seller
 * cards) and drops the answers signed-out readers share (changes.ts). Its
 * owner keeps it in My Listings and renews it there.
 *
 * The sweep takes the moment as a parameter (tests move it instead of
 * waiting); server/background.ts runs it on an interval today.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { EXPIRY_REMINDER_DAYS, expiresAt, renewPath } from '../../../shared/listing-expiry.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import { LISTING_EXPIRED_NOTICE, LISTING_EXPIRING_NOTICE } from '../../../shared/saved-searches.ts';
import { listingContacts, listingReadColumns, listings } from '../../db/schema/listings.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { kindEmailRecipients, withUnsubscribe } from '../notification-settings/kind-email.ts';
import { notify } from '../notifications/service.ts';
import { expiryReminderEmail } from './expiry-email.ts';
import { toListingReply } from './reply.ts';

type SweepDeps = Pick<
  Deps,
  'db' | 'hub' | 'mailer' | 'config' | 'logger' | 'publicAnswers' | 'memberAnswers'
>;

const DAY_MS = 86_400_000;
/** Listings handled per pass of each step: a backlog is worked through pass after pass. */
const SWEEP_BATCH = 500;

export type SweepResult = { reminded: number; expired: number };

export async function sweepListingExpiry(deps: SweepDeps, now: Date): Promise<SweepResult> {
  const days = deps.config.listingExpiry.days;
  const remindBefore = new Date(now.getTime() - (days - EXPIRY_REMINDER_DAYS) * DAY_MS);
  const expireBefore = new Date(now.getTime() - days * DAY_MS);

  // Expired first, so a listing past its date is not reminded of it too.
  // Claimed with SKIP LOCKED: two instances sweeping at once take different listings.
  const { rows: expired } = await deps.db.execute<{
    id: string;
    user_id: string;
    title: string;
  }>(sql`
    UPDATE ${listings} SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM ${listings}
        WHERE status = 'active' AND renewed_at <= ${expireBefore.toISOString()}::timestamptz
        ORDER BY renewed_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id, title`);
  for (const listing of expired) {
    await notify(deps.db, deps.hub, listing.user_id, {
      type: LISTING_EXPIRED_NOTICE,
      title: 'Your listing has expired',
      body: listing.title,
      link: renewPath(listing.id),
    });
  }
  if (expired.length > 0) await listingsChanged(deps);

  const { rows: due } = await deps.db.execute<{
    id: string;
    user_id: string;
    title: string;
    renewed_at: string | Date;
  }>(sql`
    UPDATE ${listings} SET expiry_reminded_at = ${now.toISOString()}::timestamptz
     WHERE id IN (
       SELECT id FROM ${listings}
        WHERE status = 'active' AND renewed_at <= ${remindBefore.toISOString()}::timestamptz
          AND expiry_reminded_at IS NULL
        ORDER BY renewed_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id, title, renewed_at`);
  if (due.length > 0) {
    // Owners who turned expiry emails off are told in the app only (notify heeds the in-app switch).
    const recipients = await kindEmailRecipients(
      deps.db,
      due.map((listing) => listing.user_id),
      'listing_expiry',
    );
    for (const listing of due) {
      const expires = expiresAt(new Date(listing.renewed_at), days);
      await notify(deps.db, deps.hub, listing.user_id, {
        type: LISTING_EXPIRING_NOTICE,
        title: `Your listing expires in ${EXPIRY_REMINDER_DAYS} days`,
        body: listing.title,
        link: renewPath(listing.id),
      });
      const recipient = recipients.get(listing.user_id);
      if (recipient) {
        await deps.mailer.send(
          withUnsubscribe(
            expiryReminderEmail({
              to: recipient.email,
              language: recipient.language,
              title: listing.title,
              expires,
              renewUrl: `${deps.config.publicUrl}${renewPath(listing.id)}`,
            }),
            {
              publicUrl: deps.config.publicUrl,
              secret: deps.config.auth.secret,
              userId: listing.user_id,
              kind: 'listing_expiry',
              language: recipient.language ?? 'en',
            },
          ),
        );
      }
    }
  }
  return { reminded: due.length, expired: expired.length };
}

/**
 * The owner renews an active or expired listing: it stays up another
 * LISTING_EXPIRY_DAYS from `now`, back in every read if it had expired, and
 * will be reminded again before then.
 */
export async function renewListing(
  deps: Pick<Deps, 'db' | 'hub' | 'publicAnswers' | 'memberAnswers'>,
  userId: string,
  listingId: string,
  now: Date,
): Promise<ListingReply> {
  const [current] = isUuid(listingId)
    ? await deps.db
        .select({ userId: listings.userId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, listingId))
    : [];
  if (!current) throw ApiError.notFound(COMMON_MESSAGES.listingNotFound);
  if (current.userId !== userId) throw ApiError.forbidden(COMMON_MESSAGES.listingNotYours);
  const [row] = await deps.db
    .update(listings)
    .set({ renewedAt: now, expiryRemindedAt: null, status: 'active' })
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.userId, userId),
        inArray(listings.status, ['active', 'expired']),
      ),
    )
    .returning(listingReadColumns);
  // Held by moderation, or taken down: renewing cannot bring it back.
  if (!row) throw ApiError.conflict(COMMON_MESSAGES.forbidden);
  const [contact] = await deps.db
    .select()
    .from(listingContacts)
    .where(eq(listingContacts.listingId, listingId));
  if (current.status === 'expired') await listingsChanged(deps);
  return toListingReply(row, contact ?? null, { id: userId });
}

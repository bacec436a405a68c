/**
 * Reports (spec core §7 Favourites and reports): anyone may report an active
 * listing, signed in or not; every report is stored (the original only logged
 * the drawer's). Limited per account and per address against floods, and
 * anonymous reports per listing too (many addresses cannot flood one listing).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, reports } from '../../db/schema/listings.ts';
import { ApiError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { isUuid, LISTING_NOT_FOUND } from '../listings/service.ts';

/** Reports one account or address may file per hour. */
export const REPORTS_PER_HOUR = 10;
/**
 * Anonymous reports one listing takes per day, from all addresses together:
 * many addresses cannot flood one listing. Members' reports are not capped here.
 */
export const ANONYMOUS_REPORTS_PER_LISTING_PER_DAY = 20;
export const LISTING_REPORTS_FULL =
  'This listing has already been reported many times today. Sign in to report it too.';

export async function fileReport(
  db: Db,
  input: {
    listingId: string;
    reporterId: string | null;
    address: string;
    reason: string;
    details: string;
  },
): Promise<{ id: string }> {
  const [listing] = isUuid(input.listingId)
    ? await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, input.listingId), eq(listings.status, 'active')))
    : [];
  if (!listing) throw ApiError.notFound(LISTING_NOT_FOUND);
  const keys = [`reports:ip:${input.address}`];
  if (input.reporterId) keys.push(`reports:user:${input.reporterId}`);
  for (const key of keys) {
    const limit = await hitRateLimit(db, key, { max: REPORTS_PER_HOUR, windowSeconds: 3600 });
    if (!limit.allowed) {
      throw rateLimited(
        'You have sent many reports in a short time. Please try again later.',
        limit.retryAfterSeconds,
      );
    }
  }
  if (!input.reporterId) {
    const limit = await hitRateLimit(db, `reports:listing:${listing.id}`, {
      max: ANONYMOUS_REPORTS_PER_LISTING_PER_DAY,
      windowSeconds: 86_400,
    });
    if (!limit.allowed) throw rateLimited(LISTING_REPORTS_FULL, limit.retryAfterSeconds);
  }
  const [row] = await db
    .insert(reports)
    .values({
      listingId: listing.id,
      reporterId: input.reporterId,
      reason: input.reason,
      details: input.details,
    })
    .returning({ id: reports.id });
  if (!row) throw new Error('The report insert returned no row');
  return row;
}

function rateLimited(message: string, retryAfterSeconds: number) {
  return new ApiError(429, 'rate_limited', message, undefined, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

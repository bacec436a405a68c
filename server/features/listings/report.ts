/**
 * Reports of a listing (docs/product.md#listings Favourites and reports): anyone may report
 * an active listing, signed in or not; every report joins the one moderation
 * queue (issue #39). Limited per account and per address against floods, and
 * anonymous reports per listing too (many addresses cannot flood one listing).
 */
import { and, eq } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { MODERATION_MESSAGES, type ReportReason } from '../../../shared/moderation.ts';
import { listings } from '../../db/schema/listings.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { fileReport } from '../../platform/moderation/reports.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { listingModeration } from './moderation.ts';
import { LISTING_NOT_FOUND } from './service.ts';

/** Reports one account or address may file per hour. */
export const REPORTS_PER_HOUR = 10;
/**
 * Anonymous reports one listing takes per day, from all addresses together:
 * many addresses cannot flood one listing. Members' reports are not capped here.
 */
export const ANONYMOUS_REPORTS_PER_LISTING_PER_DAY = 20;
export const LISTING_REPORTS_FULL = COMMON_MESSAGES.listingReportsFull;

export async function reportListing(
  deps: Deps,
  input: {
    listingId: string;
    reporterId: string | null;
    address: string;
    reason: ReportReason;
    details: string;
  },
): Promise<void> {
  const snapshot = await listingModeration.load(deps, input.listingId);
  // Only a listing its reader can see: an active one (its owner cannot report it anyway).
  if (!snapshot || snapshot.moderation !== null || !(await isActive(deps, input.listingId)))
    throw ApiError.notFound(LISTING_NOT_FOUND);
  const keys = [`reports:ip:${input.address}`];
  if (input.reporterId) keys.push(`reports:user:${input.reporterId}`);
  for (const key of keys) {
    const limit = await hitRateLimit(deps.db, key, {
      max: REPORTS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed) throw ApiError.tooManyRequests(MODERATION_MESSAGES.reportsFull, limit);
  }
  if (!input.reporterId) {
    const limit = await hitRateLimit(deps.db, `reports:listing:${input.listingId}`, {
      max: ANONYMOUS_REPORTS_PER_LISTING_PER_DAY,
      windowSeconds: 86_400,
    });
    if (!limit.allowed) throw ApiError.tooManyRequests(LISTING_REPORTS_FULL, limit);
  }
  await fileReport(deps, {
    target: listingModeration,
    targetId: input.listingId,
    reporterId: input.reporterId,
    reason: input.reason,
    details: input.details,
    snapshot,
  });
}

async function isActive(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'active')));
  return row !== undefined;
}

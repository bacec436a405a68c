/**
 * Reports of what members wrote (chat messages, forum topics and replies):
 * signed in only, stored with the reporter, the author and a copy of the
 * words; once per member and item; at most CONTENT_REPORTS_PER_HOUR per
 * member. The feature that owns the item checks it exists and may be seen
 * by the reporter, then calls `reportContent`.
 */
import type { Db } from '../../db/client.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import { ApiError } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';

export const CONTENT_REPORTS_PER_HOUR = 20;
const EXCERPT_MAX = 1_000;

export type ContentReportInput = {
  kind: string;
  targetId: string;
  reporterId: string;
  authorId: string | null;
  /** The reported words (shortened to 1,000 characters). */
  text: string;
  details?: string;
};

export async function reportContent(db: Db, input: ContentReportInput): Promise<void> {
  const limit = await hitRateLimit(db, `content-reports:${input.reporterId}`, {
    max: CONTENT_REPORTS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    throw new ApiError(
      429,
      'rate_limited',
      'You have sent many reports in a short time. Please try again later.',
      undefined,
      undefined,
      { 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  await db
    .insert(contentReports)
    .values({
      kind: input.kind,
      targetId: input.targetId,
      reporterId: input.reporterId,
      authorId: input.authorId,
      excerpt: input.text.slice(0, EXCERPT_MAX),
      details: input.details ?? '',
    })
    .onConflictDoNothing();
}

/**
 * Filing a report, whatever was reported (issue #39): the feature that owns
 * the item checks it exists and may be seen by the reporter, then calls
 * `fileReport` with a copy of it. Stored with the reporter and the author;
 * one open report per member and item; at most CONTENT_REPORTS_PER_HOUR per
 * member. Once HIDE_AFTER_REPORTERS different members have reported an item
 * it hides (its feature's `setState('hidden')`) until an admin decides.
 * The admins' queue hears of every report at once.
 */
import { and, countDistinct, eq, isNotNull } from 'drizzle-orm';
import {
  ADMIN_CHANNEL,
  type AdminQueueEvent,
  type AttachedMessage,
  CONTENT_REPORTS_PER_HOUR,
  HIDE_AFTER_REPORTERS,
  MODERATION_MESSAGES,
  type ReportReason,
} from '../../../shared/moderation.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { hitRateLimit } from '../rate-limit.ts';
import type { ModerationTarget, TargetSnapshot } from './target.ts';

const EXCERPT_MAX = 1_000;

export type NewReport = {
  target: ModerationTarget;
  targetId: string;
  /** Null: a signed-out visitor (listings only; the listing limits those itself). */
  reporterId: string | null;
  reason: ReportReason;
  details: string;
  snapshot: TargetSnapshot;
  /** A direct message's report: that message and the few before it. */
  attached?: AttachedMessage[];
};

export async function fileReport(deps: Deps, report: NewReport): Promise<void> {
  const { db, hub } = deps;
  if (report.reporterId && report.reporterId === report.snapshot.authorId)
    throw ApiError.badRequest(MODERATION_MESSAGES.ownReport);
  if (report.reporterId) {
    const limit = await hitRateLimit(db, `content-reports:${report.reporterId}`, {
      max: CONTENT_REPORTS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed) throw ApiError.tooManyRequests(MODERATION_MESSAGES.reportsFull, limit);
  }
  const { snapshot } = report;
  await db
    .insert(contentReports)
    .values({
      kind: report.target.kind,
      targetId: report.targetId,
      reporterId: report.reporterId,
      authorId: snapshot.authorId,
      reason: report.reason,
      title: snapshot.title,
      excerpt: snapshot.text.slice(0, EXCERPT_MAX),
      photos: snapshot.photos,
      attached: report.attached ?? null,
      details: report.details,
    })
    .onConflictDoNothing();
  if (report.reporterId && snapshot.moderation === null && report.target.setState) {
    const [row] = await db
      .select({ reporters: countDistinct(contentReports.reporterId) })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.kind, report.target.kind),
          eq(contentReports.targetId, report.targetId),
          eq(contentReports.status, 'open'),
          isNotNull(contentReports.reporterId),
        ),
      );
    if ((row?.reporters ?? 0) >= HIDE_AFTER_REPORTERS)
      await report.target.setState(deps, report.targetId, 'hidden', '');
  }
  const event: AdminQueueEvent = { kind: 'moderation.queue-changed' };
  await hub.tryPublish(ADMIN_CHANNEL, event);
}

/**
 * Reports what the reporter can see: `notFound` when it is gone, or hidden
 * from them (only its author and admins see hidden content).
 */
export async function reportVisible(
  deps: Deps,
  input: {
    target: ModerationTarget;
    targetId: string;
    reporterId: string;
    reason: ReportReason;
    details: string;
    notFound: string;
  },
): Promise<void> {
  const snapshot = await input.target.load(deps, input.targetId);
  if (!snapshot || (snapshot.moderation !== null && snapshot.authorId !== input.reporterId))
    throw ApiError.notFound(input.notFound);
  await fileReport(deps, { ...input, snapshot });
}

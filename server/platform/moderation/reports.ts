/**
 * Filing a report, whatever was reported (issue #39): the feature that owns
 * the item checks it exists and may be seen by the reporter, then calls
 * `fileReport` with a copy of it. Stored with the reporter and the author;
 * one open report per member and item; at most CONTENT_REPORTS_PER_HOUR per
 * member. Once HIDE_AFTER_REPORTERS different members have reported an item
 * it hides (its feature's `setState('hidden')`) until an admin decides.
 * The admins' queue hears of every report at once.
 */
import { and, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ADMIN_CHANNEL,
  type AdminQueueEvent,
  type AttachedMessage,
  CONTENT_REPORTS_PER_HOUR,
  HIDE_AFTER_REPORTERS,
  MODERATION_MESSAGES,
  type ReportReason,
} from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { contentReports, reportCases } from '../../db/schema/content-reports.ts';
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

/**
 * Stores one report in its target's open case (made on the first report), in
 * one transaction: the case row stays locked until the report has joined it,
 * so an admin resolving the case meanwhile resolves this report too. A
 * member's second open report of one target changes nothing.
 */
export async function storeReport(
  db: Db,
  report: Omit<typeof contentReports.$inferInsert, 'caseId' | 'status'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO ${reportCases} (kind, target_id) VALUES (${report.kind}, ${report.targetId})
      ON CONFLICT (kind, target_id) WHERE status = 'open' DO UPDATE SET kind = EXCLUDED.kind
      RETURNING id`);
    const caseId = rows[0]?.id;
    if (!caseId) throw new Error('Opening the report case returned no row');
    const added = await tx
      .insert(contentReports)
      .values({ ...report, caseId })
      .onConflictDoNothing()
      .returning({ createdAt: contentReports.createdAt });
    const createdAt = added[0]?.createdAt;
    if (!createdAt) return false;
    await tx
      .update(reportCases)
      .set({
        reportCount: sql`${reportCases.reportCount} + 1`,
        latestReportAt: sql`GREATEST(${reportCases.latestReportAt}, ${createdAt.toISOString()}::timestamptz)`,
      })
      .where(eq(reportCases.id, caseId));
    return true;
  });
}

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
  await storeReport(db, {
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
  });
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

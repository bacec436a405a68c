/**
 * The report queue (issue #39): reports grouped by what they report. An open
 * group is every open report on one target; a resolved group, the reports
 * one action resolved. Each group shows the reported content as the newest
 * report copied it, its author, every report (reason, details, reporter)
 * and, once resolved, the action.
 */
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_PAGE_SIZE,
  type ModerationAction,
  type ReportGroup,
  type ReportKind,
  type ReportQueue,
  type ReportReason,
  type ReportSort,
  type ReportStatus,
} from '../../../shared/moderation.ts';
import { user } from '../../db/schema/auth.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import { moderationActions } from '../../db/schema/moderation.ts';
import { activeSuspension } from '../../platform/auth/suspension.ts';
import type { Deps } from '../../platform/context.ts';
import { labelsFor } from '../people/labels.ts';
import { MODERATION_TARGETS } from './targets.ts';

type GroupKey = { kind: ReportKind; targetId: string; actionId: string | null };

export async function readQueue(
  deps: Deps,
  query: { kind?: ReportKind; status: ReportStatus; sort: ReportSort; page: number },
): Promise<ReportQueue> {
  const r = contentReports;
  const where: SQL[] = [eq(r.status, query.status)];
  if (query.kind) where.push(eq(r.kind, query.kind));
  const filter = and(...where);
  const reports = sql<number>`count(*)::int`;
  const latest = sql<Date>`max(${r.createdAt})`;
  const [groups, [total]] = await Promise.all([
    deps.db
      .select({ kind: r.kind, targetId: r.targetId, actionId: r.actionId, reports, latest })
      .from(r)
      .where(filter)
      .groupBy(r.kind, r.targetId, r.actionId)
      .orderBy(...(query.sort === 'most' ? [desc(reports), desc(latest)] : [desc(latest)]))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db
      .select({ n: sql<number>`count(DISTINCT (${r.kind}, ${r.targetId}, ${r.actionId}))::int` })
      .from(r)
      .where(filter),
  ]);
  const page = await Promise.all(
    groups.map((group) =>
      readGroup(deps, {
        kind: group.kind as ReportKind,
        targetId: group.targetId,
        actionId: group.actionId,
      }),
    ),
  );
  return {
    groups: page.filter((group): group is ReportGroup => group !== null),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

const reporters = alias(user, 'reporter');

/** One group: the open reports on a target (actionId null), or those one action resolved. */
export async function readGroup(deps: Deps, key: GroupKey): Promise<ReportGroup | null> {
  const r = contentReports;
  const rows = await deps.db
    .select({ report: r, reporterName: reporters.name })
    .from(r)
    .leftJoin(reporters, eq(reporters.id, r.reporterId))
    .where(
      and(
        eq(r.kind, key.kind),
        eq(r.targetId, key.targetId),
        key.actionId ? eq(r.actionId, key.actionId) : and(eq(r.status, 'open'), isNull(r.actionId)),
      ),
    )
    .orderBy(desc(r.createdAt));
  const newest = rows[0]?.report;
  if (!newest) return null;
  const target = MODERATION_TARGETS[key.kind];
  const [now, action] = await Promise.all([
    target.load(deps, key.targetId),
    key.actionId ? actionOf(deps, key.actionId) : null,
  ]);
  const authorId = now?.authorId ?? newest.authorId;
  const [labels, suspension] = await Promise.all([
    labelsFor(deps.db, authorId ? [authorId] : []),
    authorId ? activeSuspension(deps.db, authorId) : null,
  ]);
  return {
    kind: key.kind,
    target_id: key.targetId,
    status: key.actionId ? 'resolved' : 'open',
    content: {
      title: newest.title,
      text: newest.excerpt,
      photos: newest.photos,
      posted_at: now?.postedAt?.toISOString() ?? null,
      ...(newest.attached ? { messages: newest.attached } : {}),
    },
    author: authorId ? { id: authorId, name: labels.get(authorId)?.label ?? '', suspension } : null,
    link: now?.link ?? null,
    moderation: now?.moderation ?? null,
    report_count: rows.length,
    latest_report_at: newest.createdAt.toISOString(),
    reports: rows.map(({ report, reporterName }) => ({
      id: report.id,
      reason: report.reason as ReportReason,
      details: report.details,
      reporter: report.reporterId ? { id: report.reporterId, name: reporterName ?? '' } : null,
      created_at: report.createdAt.toISOString(),
    })),
    outcome: action,
  };
}

async function actionOf(deps: Deps, actionId: string) {
  const [row] = await deps.db
    .select({ action: moderationActions, adminName: user.name })
    .from(moderationActions)
    .leftJoin(user, eq(user.id, moderationActions.adminId))
    .where(eq(moderationActions.id, actionId));
  if (!row) return null;
  return {
    action: row.action.action as ModerationAction,
    note: row.action.note,
    admin: row.action.adminId ? { id: row.action.adminId, name: row.adminName ?? '' } : null,
    at: row.action.createdAt.toISOString(),
  };
}

/** Open reports on each member or on anything they posted. */
export async function openReportCounts(deps: Deps, memberIds: string[]) {
  if (memberIds.length === 0) return new Map<string, number>();
  const rows = await deps.db
    .select({ authorId: contentReports.authorId, n: sql<number>`count(*)::int` })
    .from(contentReports)
    .where(and(eq(contentReports.status, 'open'), inArray(contentReports.authorId, memberIds)))
    .groupBy(contentReports.authorId);
  return new Map(rows.map((row) => [row.authorId ?? '', row.n]));
}

/**
 * The report queue (issue #39): one group per case (report_cases: a target's
 * open reports, or the reports one action resolved), paged by an index. A
 * page's reports, names, suspensions and actions are read in one query each;
 * each target is looked at once for where it lives and its state now. Each
 * group shows the content as its newest report copied it, its author, every
 * report (reason, details, reporter) and, once resolved, the action.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_PAGE_SIZE,
  type ModerationAction,
  type ModerationOutcome,
  type ReportGroup,
  type ReportKind,
  type ReportQueue,
  type ReportReason,
  type ReportSort,
  type ReportStatus,
  type Suspension,
} from '../../../shared/moderation.ts';
import { user } from '../../db/schema/auth.ts';
import {
  type ContentReport,
  contentReports,
  type ReportCase,
  reportCases,
} from '../../db/schema/content-reports.ts';
import { memberSuspensions, moderationActions } from '../../db/schema/moderation.ts';
import type { Deps } from '../../platform/context.ts';
import { labelsFor } from '../people/labels.ts';
import { MODERATION_TARGETS } from './targets.ts';

export async function readQueue(
  deps: Deps,
  query: { kind?: ReportKind; status: ReportStatus; sort: ReportSort; page: number },
): Promise<ReportQueue> {
  const c = reportCases;
  const where: SQL[] = [eq(c.status, query.status)];
  if (query.kind) where.push(eq(c.kind, query.kind));
  const filter = and(...where);
  const [cases, [total]] = await Promise.all([
    deps.db
      .select()
      .from(c)
      .where(filter)
      .orderBy(
        ...(query.sort === 'most'
          ? [desc(c.reportCount), desc(c.latestReportAt)]
          : [desc(c.latestReportAt)]),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db.select({ n: count() }).from(c).where(filter),
  ]);
  return {
    groups: await readGroups(deps, cases),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** The open case of a target, or the case one action resolved, as a group. */
export async function readCase(
  deps: Deps,
  key: { kind: ReportKind; targetId: string } & ({ open: true } | { actionId: string }),
): Promise<ReportGroup | null> {
  const c = reportCases;
  const [row] = await deps.db
    .select()
    .from(c)
    .where(
      and(
        eq(c.kind, key.kind),
        eq(c.targetId, key.targetId),
        'open' in key ? eq(c.status, 'open') : eq(c.actionId, key.actionId),
      ),
    );
  if (!row) return null;
  const [group] = await readGroups(deps, [row]);
  return group ?? null;
}

const reporters = alias(user, 'reporter');

async function readGroups(deps: Deps, cases: ReportCase[]): Promise<ReportGroup[]> {
  if (cases.length === 0) return [];
  const caseIds = cases.map((row) => row.id);
  const actionIds = cases.flatMap((row) => (row.actionId ? [row.actionId] : []));
  const [reports, actions, targets] = await Promise.all([
    deps.db
      .select({ report: contentReports, reporterName: reporters.name })
      .from(contentReports)
      .leftJoin(reporters, eq(reporters.id, contentReports.reporterId))
      .where(inArray(contentReports.caseId, caseIds))
      .orderBy(desc(contentReports.createdAt)),
    actionsById(deps, actionIds),
    Promise.all(
      cases.map((row) => MODERATION_TARGETS[row.kind as ReportKind].load(deps, row.targetId)),
    ),
  ]);
  const byCase = new Map<string, { report: ContentReport; reporterName: string | null }[]>();
  for (const row of reports) {
    const list = byCase.get(row.report.caseId ?? '') ?? [];
    list.push(row);
    byCase.set(row.report.caseId ?? '', list);
  }
  const authorIds = cases.map(
    (row, i) => targets[i]?.authorId ?? byCase.get(row.id)?.[0]?.report.authorId ?? null,
  );
  const known = authorIds.filter((id): id is string => id !== null);
  const [labels, suspensions] = await Promise.all([
    labelsFor(deps.db, known),
    suspensionsOf(deps, known),
  ]);
  return cases.flatMap((row, i): ReportGroup[] => {
    const rows = byCase.get(row.id) ?? [];
    const newest = rows[0]?.report;
    if (!newest) return [];
    const now = targets[i];
    const authorId = authorIds[i] ?? null;
    return [
      {
        kind: row.kind as ReportKind,
        target_id: row.targetId,
        status: row.status as ReportStatus,
        content: {
          title: newest.title,
          text: newest.excerpt,
          photos: newest.photos,
          posted_at: now?.postedAt?.toISOString() ?? null,
          ...(newest.attached ? { messages: newest.attached } : {}),
        },
        author: authorId
          ? {
              id: authorId,
              name: labels.get(authorId)?.label ?? '',
              suspension: suspensions.get(authorId) ?? null,
            }
          : null,
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
        outcome: row.actionId ? (actions.get(row.actionId) ?? null) : null,
      },
    ];
  });
}

async function actionsById(deps: Deps, ids: string[]): Promise<Map<string, ModerationOutcome>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ action: moderationActions, adminName: user.name })
    .from(moderationActions)
    .leftJoin(user, eq(user.id, moderationActions.adminId))
    .where(inArray(moderationActions.id, ids));
  return new Map(
    rows.map(({ action, adminName }) => [
      action.id,
      {
        action: action.action as ModerationAction,
        note: action.note,
        admin: action.adminId ? { id: action.adminId, name: adminName ?? '' } : null,
        at: action.createdAt.toISOString(),
      },
    ]),
  );
}

/** The suspensions holding now of these members. */
async function suspensionsOf(deps: Deps, ids: string[]): Promise<Map<string, Suspension>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(memberSuspensions)
    .where(inArray(memberSuspensions.userId, [...new Set(ids)]));
  const now = Date.now();
  return new Map(
    rows
      .filter((row) => row.until === null || row.until.getTime() > now)
      .map((row) => [row.userId, { until: row.until?.toISOString() ?? null, reason: row.reason }]),
  );
}

/** Open reports on each member or on anything they posted. */
export async function openReportCounts(deps: Deps, memberIds: string[]) {
  if (memberIds.length === 0) return new Map<string, number>();
  const rows = await deps.db
    .select({ authorId: contentReports.authorId, n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.status, 'open'), inArray(contentReports.authorId, memberIds)))
    .groupBy(contentReports.authorId);
  return new Map(rows.map((row) => [row.authorId ?? '', row.n]));
}

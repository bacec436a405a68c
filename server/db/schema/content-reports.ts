/**
 * Every report, whatever was reported (a listing, a chat line, a forum topic
 * or reply, a direct message, a mentor or match profile, a member): one table,
 * one queue for moderation (issue #39). A report is open until an admin acts
 * on its target; the action resolves every open report on that target at once.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttachedMessage } from '../../../shared/moderation.ts';
import { user } from './auth.ts';
import { createdAt, memberOrNull, randomId, timestamptz } from './columns.ts';

/**
 * One case per reported target and round of moderation (Discourse's
 * reviewable): open while reports come in, resolved by one action. The queue
 * pages through cases by an index, whatever the number of reports behind them.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    id: randomId(),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    reportCount: integer('report_count').notNull().default(0),
    latestReportAt: timestamptz('latest_report_at').notNull().defaultNow(),
    /** The moderation_actions row that resolved it. */
    actionId: uuid('action_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one open case per target: new reports join it.
    uniqueIndex('report_cases_open_target').on(t.kind, t.targetId).where(sql`${t.status} = 'open'`),
    // The queue's two orders, with and without a kind.
    index('report_cases_newest_idx').on(t.status, t.latestReportAt.desc().nullsFirst()),
    index('report_cases_most_idx').on(
      t.status,
      t.reportCount.desc().nullsFirst(),
      t.latestReportAt.desc().nullsFirst(),
    ),
    index('report_cases_kind_newest_idx').on(
      t.status,
      t.kind,
      t.latestReportAt.desc().nullsFirst(),
    ),
  ],
);

export const contentReports = pgTable(
  'content_reports',
  {
    id: randomId(),
    /** shared/moderation.ts REPORT_KINDS */
    kind: text('kind').notNull(),
    /** The reported row's id in its feature's table (kept after that row is deleted). */
    targetId: text('target_id').notNull(),
    /** Null: a signed-out visitor's listing report (docs/product.md#moderation). */
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The reported author, so moderation sees repeat offenders even after a delete. */
    authorId: memberOrNull('author_id'),
    /** shared/moderation.ts REPORT_REASONS */
    reason: text('reason').notNull().default('other'),
    /** A copy of the reported title and words at the time of the report. */
    title: text('title'),
    excerpt: text('excerpt').notNull(),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** A direct message's report: that message and the few before it. */
    attached: jsonb('attached').$type<AttachedMessage[]>(),
    details: text('details').notNull().default(''),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    resolvedAt: timestamptz('resolved_at'),
    /** The moderation_actions row that resolved it. */
    actionId: uuid('action_id'),
    /** The case it belongs to (the queue's group). */
    caseId: uuid('case_id').references(() => reportCases.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per member and item: reporting twice changes nothing.
    uniqueIndex('content_reports_open_once')
      .on(t.kind, t.targetId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    // The queue: the groups of a status (and kind), and one target's reports.
    index('content_reports_target_idx').on(t.kind, t.targetId, t.status),
    index('content_reports_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // A case's reports.
    index('content_reports_case_idx').on(t.caseId, t.createdAt.desc().nullsFirst()),
    // A member's open reports (on them, or on what they posted).
    index('content_reports_author_idx').on(t.authorId, t.status),
  ],
);

export type ContentReport = typeof contentReports.$inferSelect;

export type ReportCase = typeof reportCases.$inferSelect;

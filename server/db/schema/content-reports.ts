/**
 * Reports of what members wrote (a chat message, a forum topic or reply,
 * later anything else): one table for moderation, whatever the feature.
 * Listing reports keep their own table (spec core §3 Report).
 */
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What was reported: 'chat_message', 'forum_topic', 'forum_reply', ... */
    kind: text('kind').notNull(),
    /** The reported row's id in its feature's table (kept after that row is deleted). */
    targetId: text('target_id').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The reported author, so moderation sees repeat offenders even after a delete. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** A copy of the reported words at the time of the report. */
    excerpt: text('excerpt').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One report per member and item: reporting twice changes nothing.
    unique('content_reports_once').on(t.kind, t.targetId, t.reporterId),
    // Moderation: newest reports of one kind.
    index('content_reports_kind_idx').on(t.kind, t.createdAt.desc()),
  ],
);

export type ContentReport = typeof contentReports.$inferSelect;

/** Notifications (docs/product.md#notifications): created only by server code, read and marked by their owner. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, randomId, timestamptz } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: randomId(),
    userId: memberRef(),
    title: text('title').notNull(),
    body: text('body'),
    type: text('type').notNull(),
    /** A path on this site ("/mentor/bookings"), never an outside address. */
    link: text('link'),
    createdAt: createdAt(),
    /** Empty means unread. */
    readAt: timestamptz('read_at'),
  },
  (table) => [
    // Serves the bell and the page: a user's newest notifications.
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    // Serves the unread badge count and mark-all.
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} IS NULL`),
    // Serves the missed-mail scan: unread notifications by age (issue #44).
    index('notifications_unread_created_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Who blocked whom: the one block list (ARCHITECTURE: one block list) that
 * the inbox, match, chat and forums all read through features/blocks.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key serves "has A blocked B" and "whom did A block".
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    // Serves "who blocked B" (match hides both directions).
    index('blocks_blocked_idx').on(table.blockedId),
    check('blocks_not_self', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

export type BlockRow = typeof blocks.$inferSelect;

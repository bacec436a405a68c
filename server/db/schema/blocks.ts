/**
 * Who blocked whom: the one block list (ARCHITECTURE: one block list) that
 * the inbox, match, chat and forums all read through features/blocks.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, memberRef } from './columns.ts';

export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberRef('blocker_id'),
    blockedId: memberRef('blocked_id'),
    createdAt: createdAt(),
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

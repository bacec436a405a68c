/**
 * City chat (docs/product.md#city-chat Chat message): messages per city and board,
 * and how many sockets each instance has open on each board (the live
 * people count, summed over instances).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, randomId, timestamptz } from './columns.ts';
import { moderationColumns } from './moderation.ts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: randomId(),
    /** The board's order and the paging cursor: later inserts get larger numbers. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    content: text('content').notNull(),
    userId: memberRef(),
    /** The city as the sender's page named it ('Zürich, Switzerland'). */
    city: text('city').notNull(),
    /** shared/chat.ts chatCityKey(city) ('zurich'): what a board is found by. */
    cityKey: text('city_key').notNull(),
    board: text('board').notNull(),
    /** The line this one answers, quoted above it; null when that line's row is gone. */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    /** Deleted by its author: the words are erased and 'Message deleted' shows in its place. */
    deletedAt: timestamptz('deleted_at'),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // A board's newest page and older pages: WHERE city_key, board AND seq < $before ORDER BY seq DESC.
    index('chat_messages_board_idx').on(t.cityKey, t.board, t.seq.desc().nullsFirst()),
    // Deleting a member's account removes their messages (ON DELETE CASCADE).
    index('chat_messages_user_idx').on(t.userId),
    // ON DELETE SET NULL of the replies to a line whose row goes (its author's account deleted).
    index('chat_messages_reply_to_idx').on(t.replyToId).where(sql`${t.replyToId} IS NOT NULL`),
    check(
      'chat_messages_board_known',
      sql`${t.board} IN ('general','housing','jobs','services','events')`,
    ),
    // A deleted line keeps no words; any other line has 1 to 1,000 characters.
    check(
      'chat_messages_content_length',
      sql`char_length(${t.content}) <= 1000 AND (${t.deletedAt} IS NOT NULL OR char_length(${t.content}) >= 1)`,
    ),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Sockets each server instance has open on a board channel, refreshed while
 * the instance lives; a row not seen for a minute belongs to an instance
 * that died and is no longer counted.
 */
export const chatBoardSockets = pgTable(
  'chat_board_sockets',
  {
    instanceId: text('instance_id').notNull(),
    channel: text('channel').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.instanceId] }),
    index('chat_board_sockets_instance_idx').on(t.instanceId),
  ],
);

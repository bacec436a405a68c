/**
 * Direct messages (docs/product.md#inbox-and-direct-messages dm_threads / dm_members / dm_messages).
 * One thread model serves every entry point: a thread is keyed by its two
 * members and its subject (a listing, a mentor profile, or none for match and
 * direct). The server creates threads and members; nobody inserts them directly.
 * Unread is a position: each member's last-read message id.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, memberOrNull, memberRef, partOf, randomId, timestamptz } from './columns.ts';
import { moderationColumns } from './moderation.ts';

/** A PostgreSQL tsvector, only ever written by PostgreSQL (a generated column) and read as text. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

export const dmThreads = pgTable(
  'dm_threads',
  {
    id: randomId(),
    /** 'listing' | 'mentor' | 'direct' (match and direct share 'direct') | 'member' (issue #41). */
    subjectKind: text('subject_kind').notNull(),
    /** The listing id or mentor profile id; '' for direct threads (so the key is unique). */
    subjectId: text('subject_id').notNull().default(''),
    /**
     * The two members, ordered (low < high), so one pair and subject has one thread.
     * Null once that member deleted their account: the other keeps the thread (issue #40).
     */
    memberLow: memberOrNull('member_low'),
    memberHigh: memberOrNull('member_high'),
    /** Who opened it: the other member sees it only once it has a message. */
    createdBy: memberOrNull('created_by'),
    createdAt: createdAt(),
    /** The newest message (for the list's preview and order), kept by the send. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamptz('last_message_at'),
    /**
     * A member thread opened with someone who had never written to its opener
     * is a message request (issue #41): 'pending', then 'accepted' or
     * 'declined' by its recipient (the member who did not open it). Null: not a request.
     */
    requestState: text('request_state'),
  },
  (t) => [
    check(
      'dm_threads_subject_known',
      sql`${t.subjectKind} IN ('listing', 'mentor', 'direct', 'member')`,
    ),
    check(
      'dm_threads_request_state_known',
      sql`${t.requestState} IS NULL OR ${t.requestState} IN ('pending', 'accepted', 'declined')`,
    ),
    check('dm_threads_members_ordered', sql`${t.memberLow} < ${t.memberHigh}`),
    // Serves open-or-create: the same pair and subject reuse one thread.
    uniqueIndex('dm_threads_pair_subject_key').on(
      t.memberLow,
      t.memberHigh,
      t.subjectKind,
      t.subjectId,
    ),
    // Serves the account delete: the member's threads where they are the higher id.
    index('dm_threads_member_high_idx').on(t.memberHigh),
  ],
);

export const dmMembers = pgTable(
  'dm_members',
  {
    threadId: partOf('thread_id', () => dmThreads.id),
    userId: memberRef(),
    /** Messages with a larger id than this are unread for this member. */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /**
     * Messages from the counterpart after lastReadMessageId: a counter kept by send (+1 for
     * the recipient, in the message's transaction) and recounted by mark-read, so the list
     * and the badge never scan messages.
     */
    unreadCount: integer('unread_count').notNull().default(0),
    /** A 'New message from' notification is out and unread: no second one until they read. */
    notified: boolean('notified').notNull().default(false),
    /** When lastReadMessageId last moved: the counterpart's 'Seen' time (issue #41). */
    lastReadAt: timestamptz('last_read_at'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    // Serves the inbox list: a member's threads.
    index('dm_members_user_idx').on(t.userId),
    // Serves the missed-mail scan: memberships with unread messages (issue #44).
    index('dm_members_unread_idx').on(t.userId).where(sql`${t.unreadCount} > 0`),
  ],
);

export const dmMessages = pgTable(
  'dm_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: partOf('thread_id', () => dmThreads.id),
    /** Null once the sender deleted their account ('Deleted member'); the message stays (issue #40). */
    senderId: memberOrNull('sender_id'),
    /** '' once deleted by its author (deletedAt set): 'Message deleted' stays in its place. */
    body: text('body').notNull(),
    ...moderationColumns(),
    createdAt: createdAt(),
    /** Its author changed its words (within DM_EDIT_WINDOW_MS): shown 'edited' (issue #41). */
    editedAt: timestamptz('edited_at'),
    /** Its author deleted it (within DM_EDIT_WINDOW_MS); its words are erased (issue #41). */
    deletedAt: timestamptz('deleted_at'),
    /**
     * Its photos' store keys (`dm_{thread}/...`, issue #41), in order, at most
     * DM_MAX_PHOTOS; served to the thread's members only. Emptied when deleted.
     */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Its words as message search reads them (issue #41, migration 0033): the
     * body folded (search_fold, shared/search-text.ts) and split into words by
     * the 'simple' configuration. Kept by PostgreSQL itself on every write.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, search_fold(body))`),
  },
  (t) => [
    // A deleted message keeps no words; any other has 1 to 4,000 characters, or photos alone.
    check(
      'dm_messages_body_length',
      sql`char_length(${t.body}) <= 4000 AND (${t.deletedAt} IS NOT NULL OR char_length(${t.body}) >= 1 OR cardinality(${t.photos}) >= 1)`,
    ),
    check('dm_messages_photos_count', sql`cardinality(${t.photos}) <= 4`),
    // Serves a history page (thread, id < before, newest first), catch-up (id > after) and unread counts.
    index('dm_messages_thread_id_idx').on(t.threadId, t.id),
    // Serves the account delete: setting a deleted member's messages' sender to null (and counting them).
    index('dm_messages_sender_idx').on(t.senderId),
    // Serves message search (GET /api/inbox/search): the messages holding q's words.
    index('dm_messages_inbox_search_idx').using('gin', t.searchVector),
  ],
);

export type DmThreadRow = typeof dmThreads.$inferSelect;
/**
 * A message's columns as replies read them: all but its search vector, which
 * only search reads (and which would double what a history page carries).
 */
export const dmMessageReadColumns = (() => {
  const { searchVector: _vector, ...read } = getTableColumns(dmMessages);
  return read;
})();
export type DmMessageRow = Omit<typeof dmMessages.$inferSelect, 'searchVector'>;

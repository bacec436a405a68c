/**
 * Forums (docs/product.md#forums forum_boards and Forum data): boards, topics per
 * board and city, replies. Stored on the server and readable by everyone (the
 * original kept them in one browser). The 9 spec boards are inserted by the
 * migration; the seed page may upsert more by slug.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, memberRef, partOf, randomId, timestamptz, updatedAt } from './columns.ts';
import { cityKey } from './listings.ts';
import { moderationColumns } from './moderation.ts';

export const forumBoards = pgTable('forum_boards', {
  slug: text('slug').primaryKey(),
  /** The English name; the web app shows the Tigrinya one from shared/forums.ts when it has one. */
  name: text('name').notNull(),
});

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: randomId(),
    board: text('board')
      .notNull()
      .references(() => forumBoards.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The shown name; empty is shown as 'Anon'. */
    authorName: text('author_name'),
    /** Kept for moderation even when the shown name is 'Anon'. */
    userId: memberRef(),
    city: text('city').notNull(),
    createdAt: createdAt(),
    /** Latest activity: the topic's creation or its newest reply. */
    updatedAt: updatedAt(),
    replies: integer('replies').notNull().default(0),
    /** When its author last edited it (shown as 'edited'); null if never. */
    editedAt: timestamptz('edited_at'),
    ...moderationColumns(),
  },
  (t) => [
    // Serves a board's topic page in a city (latest activity first, paged) and
    // the board grid's per-board count and latest activity in a city.
    index('forum_topics_city_board_updated_idx').on(
      cityKey(t.city),
      t.board,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A member's own topics (moderation, account deletion).
    index('forum_topics_user_idx').on(t.userId),
    check('forum_topics_replies_not_negative', sql`${t.replies} >= 0`),
  ],
);

export const forumMessages = pgTable(
  'forum_messages',
  {
    id: randomId(),
    topicId: partOf('topic_id', () => forumTopics.id),
    authorName: text('author_name'),
    userId: memberRef(),
    body: text('body').notNull(),
    /** When its author last edited it (shown as 'edited'); null if never. */
    editedAt: timestamptz('edited_at'),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // Serves a topic's replies, oldest first.
    index('forum_messages_topic_created_idx').on(t.topicId, t.createdAt, t.id),
    index('forum_messages_user_idx').on(t.userId),
  ],
);

/**
 * A member's mark on a post (following a topic, liking a topic's opening post
 * or a reply): one per member and post, gone with either. `postId` is the
 * topic's or the reply's id, in the column `post.column`. The key, post
 * first, serves a post's marks and "has the reader marked it"; the member
 * index serves removing an account (ON DELETE CASCADE).
 */
function memberMarks(name: string, post: { column: string; id: Parameters<typeof partOf>[1] }) {
  return pgTable(
    name,
    { postId: partOf(post.column, post.id), userId: memberRef(), createdAt: createdAt() },
    (t) => [primaryKey({ columns: [t.postId, t.userId] }), index(`${name}_user_idx`).on(t.userId)],
  );
}

/** The members' marks on one kind of post (forumFollows, forumTopicLikes, forumReplyLikes). */
export type PostMarks = ReturnType<typeof memberMarks>;

const topic = { column: 'topic_id', id: () => forumTopics.id };
const reply = { column: 'reply_id', id: () => forumMessages.id };

/** Members following a topic: they hear of its replies (issue #40). */
export const forumFollows = memberMarks('forum_follows', topic);

/** A member's like of a topic's opening post (issue #40): one per member per topic. */
export const forumTopicLikes = memberMarks('forum_topic_likes', topic);

/** A member's like of a reply (issue #40): one per member per reply. */
export const forumReplyLikes = memberMarks('forum_reply_likes', reply);

export type ForumTopicRow = typeof forumTopics.$inferSelect;
export type ForumMessageRow = typeof forumMessages.$inferSelect;

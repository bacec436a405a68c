/**
 * Forums: boards, topics per board and city, replies. Everyone reads; posting
 * needs sign-in and is rate limited; authors delete their own posts; anyone
 * signed in reports one. A reply is stored first (with the topic's replies
 * count and updated_at in the same transaction), then its id is published on
 * the topic's channel, and readers refetch.
 */
import { and, asc, count, desc, eq, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import {
  boardOrder,
  FORUM_BOARDS,
  FORUM_MESSAGES,
  FORUM_REPLIES_MAX,
  FORUM_REPLIES_PER_HOUR,
  FORUM_TOPICS_PAGE_SIZE,
  FORUM_TOPICS_PER_HOUR,
  type ForumBoard,
  type ForumBoardEvent,
  type ForumBoardSummary,
  type ForumFollowReply,
  type ForumReplyDto,
  type ForumTopicDto,
  type ForumTopicEvent,
  type ForumTopicReply,
  type ForumTopicsReply,
  forumBoardChannel,
} from '../../../shared/forums.ts';
import { type ModerationState, shownModeration } from '../../../shared/moderation.ts';
import { topicChannel } from '../../../shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import {
  forumBoards,
  forumFollows,
  forumMessages,
  forumReplyLikes,
  forumTopicLikes,
  forumTopics,
} from '../../db/schema/forums.ts';
import { cityKey } from '../../db/schema/listings.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError, foundOr404 } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { blockedByViewerSql, isBlockedBetween } from '../blocks/service.ts';
import { notify } from '../notifications/service.ts';
import { labelFor } from '../people/labels.ts';
import { queueFollowerNotices } from './follower-notices.ts';
import { countMarks, setMark } from './marks.ts';
import { mayDelete, mayEdit, shouldNotifyAuthor } from './policy.ts';

/** The signed-in reader, or null: marks their own posts and the ones of people they blocked. */
type Viewer = string | null;

const blockedSql = (
  viewer: Viewer,
  column: typeof forumTopics.userId | typeof forumMessages.userId,
) => (viewer ? blockedByViewerSql(viewer, column) : sql<boolean>`false`);
const mineSql = (
  viewer: Viewer,
  column: typeof forumTopics.userId | typeof forumMessages.userId,
) => (viewer ? sql<boolean>`${column} = ${viewer}` : sql<boolean>`false`);

const sameCity = (city: string): SQL => sql`${cityKey(forumTopics.city)} = ${cityKey(city)}`;

function topicColumns(viewer: Viewer) {
  return {
    id: forumTopics.id,
    board: forumTopics.board,
    title: forumTopics.title,
    body: forumTopics.body,
    authorName: forumTopics.authorName,
    userId: forumTopics.userId,
    city: forumTopics.city,
    createdAt: forumTopics.createdAt,
    updatedAt: forumTopics.updatedAt,
    replies: forumTopics.replies,
    editedAt: forumTopics.editedAt,
    following: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${forumFollows} WHERE ${forumFollows.postId} = ${forumTopics.id} AND ${forumFollows.userId} = ${viewer})`
      : sql<boolean>`false`,
    ...readerColumns(viewer, forumTopics, forumTopicLikes),
  };
}

/**
 * What a reader sees of any post, topic or reply, beyond its words: how many
 * liked it and whether they did, whether it is theirs or by someone they
 * blocked, and its moderation state.
 */
function readerColumns(
  viewer: Viewer,
  post: typeof forumTopics | typeof forumMessages,
  likes: typeof forumTopicLikes | typeof forumReplyLikes,
) {
  return {
    likes: sql<number>`(SELECT count(*)::int FROM ${likes} WHERE ${likes.postId} = ${post.id})`,
    liked: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${likes} WHERE ${likes.postId} = ${post.id} AND ${likes.userId} = ${viewer})`
      : sql<boolean>`false`,
    mine: mineSql(viewer, post.userId),
    blocked: blockedSql(viewer, post.userId),
    moderation: post.moderation,
    moderationNote: post.moderationNote,
  };
}

/**
 * Posts hidden by reports reach only their author until an admin decides;
 * removed ones stay as placeholders (`listed`: a board's list leaves them out).
 */
function visibleSql(
  viewer: Viewer,
  table: typeof forumTopics | typeof forumMessages,
  listed = false,
  moderator = false,
): SQL {
  if (moderator) return sql`true`;
  const shown = listed
    ? isNull(table.moderation)
    : or(isNull(table.moderation), eq(table.moderation, 'removed'));
  return (viewer ? or(shown, eq(table.userId, viewer)) : shown) as SQL;
}

/** What a post's reader gets of its moderation: removed words only for its author. */
function moderated<T extends { title?: string; body: string }>(
  row: { mine: boolean; moderation: string | null; moderationNote: string | null },
  words: T,
): T & { moderation: ModerationState | null; moderation_note: string | null } {
  const moderation = shownModeration(row.moderation);
  const blank = moderation === 'removed' && !row.mine;
  return {
    ...words,
    ...(blank ? { body: '', ...('title' in words ? { title: '' } : {}) } : {}),
    moderation,
    moderation_note: row.mine ? row.moderationNote : null,
  };
}

type TopicRow = {
  id: string;
  board: string;
  title: string;
  body: string;
  authorName: string | null;
  userId: string;
  city: string;
  createdAt: Date;
  updatedAt: Date;
  replies: number;
  editedAt: Date | null;
  following?: boolean;
  likes?: number;
  liked?: boolean;
  mine: boolean;
  blocked: boolean;
  moderation: string | null;
  moderationNote: string | null;
};

/**
 * Whose member card a post's name opens (issue #41): nobody's when it was
 * posted anonymously, so 'Anon' stays anonymous.
 */
const authorIdOf = (row: { authorName: string | null; userId: string }) =>
  row.authorName === null ? null : row.userId;

const topicDto = (row: TopicRow): ForumTopicDto => ({
  id: row.id,
  board: row.board,
  ...moderated({ ...row, mine: !!row.mine }, { title: row.title, body: row.body }),
  author_name: row.authorName,
  author_id: authorIdOf(row),
  city: row.city,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  replies: row.replies,
  mine: !!row.mine,
  blocked: !!row.blocked,
  edited_at: row.editedAt?.toISOString() ?? null,
  following: !!row.following,
  likes: Number(row.likes ?? 0),
  liked: !!row.liked,
});

/**
 * The grid's boards with their topic count and latest activity in the city,
 * in grid order: the spec's nine always (an empty one invites the first
 * topic), and a board the seed page added beside them only where it has
 * topics (issue #40: four near-duplicates of the nine, empty, crowded the grid).
 */
export async function listBoards(db: Db, city: string): Promise<ForumBoardSummary[]> {
  const boards = await db.select().from(forumBoards);
  const stats = city.trim()
    ? await db
        .select({
          board: forumTopics.board,
          topics: count(),
          latest: max(forumTopics.updatedAt),
        })
        .from(forumTopics)
        .where(and(sameCity(city), isNull(forumTopics.moderation)))
        .groupBy(forumTopics.board)
    : [];
  const byBoard = new Map(stats.map((row) => [row.board, row]));
  return boards
    .filter((board) => isSpecBoard(board.slug) || (byBoard.get(board.slug)?.topics ?? 0) > 0)
    .map((board) => {
      const stat = byBoard.get(board.slug);
      return {
        slug: board.slug,
        name: board.name,
        topics: stat?.topics ?? 0,
        latest_at: stat?.latest ? new Date(stat.latest).toISOString() : null,
      };
    })
    .sort((a, b) => boardOrder(a.slug) - boardOrder(b.slug) || a.name.localeCompare(b.name));
}

const isSpecBoard = (slug: string) => boardOrder(slug) < FORUM_BOARDS.length;

export function findBoard(db: Db, slug: string): Promise<ForumBoard> {
  const lookup = db.select().from(forumBoards).where(eq(forumBoards.slug, slug));
  return foundOr404(lookup, FORUM_MESSAGES.unknownBoard);
}

/** A board's topics in a city, latest activity first, one page. */
export async function listTopics(
  db: Db,
  viewer: Viewer,
  input: { board: string; city: string; page: number },
): Promise<ForumTopicsReply> {
  const board = await findBoard(db, input.board);
  if (!input.city.trim()) throw ApiError.badRequest(FORUM_MESSAGES.cityRequired);
  const rows = await db
    .select(topicColumns(viewer))
    .from(forumTopics)
    .where(
      and(
        sameCity(input.city),
        eq(forumTopics.board, board.slug),
        visibleSql(viewer, forumTopics, true),
      ),
    )
    .orderBy(desc(forumTopics.updatedAt), desc(forumTopics.id))
    .limit(FORUM_TOPICS_PAGE_SIZE + 1)
    .offset((input.page - 1) * FORUM_TOPICS_PAGE_SIZE);
  return {
    board,
    topics: rows.slice(0, FORUM_TOPICS_PAGE_SIZE).map(topicDto),
    page: input.page,
    has_more: rows.length > FORUM_TOPICS_PAGE_SIZE,
  };
}

export async function topicRow(
  db: Db,
  viewer: Viewer,
  id: string,
  moderator = false,
): Promise<TopicRow & { userId: string }> {
  const [row] = isUuid(id)
    ? await db
        .select({ ...topicColumns(viewer), userId: forumTopics.userId })
        .from(forumTopics)
        .where(and(eq(forumTopics.id, id), visibleSql(viewer, forumTopics, false, moderator)))
    : [];
  if (!row) throw ApiError.notFound(FORUM_MESSAGES.topicNotFound);
  return row;
}

/** A topic with its replies, oldest first. */
/** `moderator`: an admin, who also sees what moderation hid (issue #39). */
export async function getTopic(
  db: Db,
  viewer: Viewer,
  id: string,
  moderator = false,
): Promise<ForumTopicReply> {
  const topic = await topicRow(db, viewer, id, moderator);
  const [board] = await db.select().from(forumBoards).where(eq(forumBoards.slug, topic.board));
  const replies = await db
    .select({
      id: forumMessages.id,
      topicId: forumMessages.topicId,
      authorName: forumMessages.authorName,
      userId: forumMessages.userId,
      body: forumMessages.body,
      createdAt: forumMessages.createdAt,
      editedAt: forumMessages.editedAt,
      ...readerColumns(viewer, forumMessages, forumReplyLikes),
    })
    .from(forumMessages)
    .where(
      and(eq(forumMessages.topicId, topic.id), visibleSql(viewer, forumMessages, false, moderator)),
    )
    .orderBy(asc(forumMessages.createdAt), asc(forumMessages.id))
    .limit(FORUM_REPLIES_MAX);
  return {
    topic: topicDto(topic),
    board: board ?? { slug: topic.board, name: topic.board },
    replies: replies.map(
      (row): ForumReplyDto => ({
        id: row.id,
        topic_id: row.topicId,
        author_name: row.authorName,
        author_id: authorIdOf(row),
        ...moderated({ ...row, mine: !!row.mine }, { body: row.body }),
        created_at: row.createdAt.toISOString(),
        mine: !!row.mine,
        blocked: !!row.blocked,
        edited_at: row.editedAt?.toISOString() ?? null,
        likes: Number(row.likes),
        liked: !!row.liked,
      }),
    ),
  };
}

const limit = (db: Db, key: string, max: number, message: string) =>
  refuseOverLimit(db, key, { max, windowSeconds: 3600 }, message);

/**
 * The name a post is shown under: the member's own (their profile's display
 * name, which the account's name follows, else their label), or null ('Anon')
 * when they post anonymously. Never a name from the request (issue #39).
 */
async function authorName(db: Db, userId: string, anonymous: boolean): Promise<string | null> {
  if (anonymous) return null;
  return (await labelFor(db, userId))?.label ?? null;
}

export async function createTopic(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  input: { board: string; city: string; title: string; body: string; anonymous: boolean },
): Promise<ForumTopicDto> {
  const board = await findBoard(db, input.board);
  await limit(db, `forum-topics:${userId}`, FORUM_TOPICS_PER_HOUR, FORUM_MESSAGES.tooManyTopics);
  const [row] = await db
    .insert(forumTopics)
    .values({
      board: board.slug,
      city: input.city,
      title: input.title,
      body: input.body,
      authorName: await authorName(db, userId, input.anonymous),
      userId,
    })
    .returning();
  if (!row) throw new Error('Inserting the topic returned no row');
  await announceOnBoard(hub, row, 'created');
  return topicDto({ ...row, mine: true, blocked: false });
}

export const publish = (hub: RealtimeHub, topicId: string, event: ForumTopicEvent) =>
  hub.tryPublish(topicChannel(topicId), event);

/** Tells the board's readers in the topic's city that its list changed (stored first). */
const announceOnBoard = (
  hub: RealtimeHub,
  topic: { id: string; city: string; board: string },
  change: ForumBoardEvent['change'],
) =>
  hub.tryPublish(forumBoardChannel(topic.city, topic.board), {
    kind: 'forum.board.changed',
    topicId: topic.id,
    change,
  } satisfies ForumBoardEvent);

export async function createReply(
  deps: Pick<Deps, 'db' | 'hub' | 'jobs'>,
  userId: string,
  topicId: string,
  input: { body: string; anonymous: boolean },
): Promise<ForumReplyDto> {
  const { db, hub } = deps;
  const topic = await topicRow(db, userId, topicId);
  await limit(db, `forum-replies:${userId}`, FORUM_REPLIES_PER_HOUR, FORUM_MESSAGES.tooManyReplies);
  const author = await authorName(db, userId, input.anonymous);
  const row = await db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(forumMessages)
      .values({
        topicId: topic.id,
        userId,
        body: input.body,
        authorName: author,
      })
      .returning();
    if (!reply) throw new Error('Inserting the reply returned no row');
    const [updated] = await tx
      .update(forumTopics)
      .set({ replies: sql`${forumTopics.replies} + 1`, updatedAt: reply.createdAt })
      .where(eq(forumTopics.id, topic.id))
      .returning({ id: forumTopics.id });
    // The topic was deleted between the read and the write: the reply goes with it.
    if (!updated) throw ApiError.notFound(FORUM_MESSAGES.topicNotFound);
    return reply;
  });
  await publish(hub, topic.id, { kind: 'forum.reply.created', topicId: topic.id, replyId: row.id });
  await announceOnBoard(hub, topic, 'replied');
  if (
    shouldNotifyAuthor(
      topic.userId,
      userId,
      topic.userId !== userId && (await isBlockedBetween(db, topic.userId, userId)),
    )
  ) {
    await notify(db, hub, topic.userId, {
      title: 'New reply to your topic',
      body: topic.title,
      type: 'forum_reply',
      link: `/forums/topic/${topic.id}`,
    });
  }
  // Followers may be many: they are told by a queued job (follower-notices.ts), not before this answer.
  await queueFollowerNotices(deps, topic.id, userId);
  return ownReply(row, { likes: 0 });
}

/** One's own reply as its writer sees it after a write (never liked by themselves, never blocked). */
function ownReply(
  row: typeof forumMessages.$inferSelect,
  extra: Pick<ForumReplyDto, 'likes'> & Partial<ForumReplyDto>,
): ForumReplyDto {
  return {
    id: row.id,
    topic_id: row.topicId,
    author_name: row.authorName,
    author_id: authorIdOf(row),
    body: row.body,
    created_at: row.createdAt.toISOString(),
    mine: true,
    blocked: false,
    edited_at: row.editedAt?.toISOString() ?? null,
    liked: false,
    ...extra,
  };
}

/** Follows (or stops following) a topic the member can see; answers whether they follow it now. */
export async function setFollowing(
  db: Db,
  userId: string,
  topicId: string,
  follow: boolean,
): Promise<ForumFollowReply> {
  const topic = await topicRow(db, userId, topicId);
  await setMark(db, forumFollows, topic.id, userId, follow);
  return { following: follow };
}

export async function deleteTopic(db: Db, hub: RealtimeHub, userId: string, id: string) {
  const topic = await topicRow(db, userId, id);
  if (!mayDelete(userId, topic)) throw ApiError.forbidden(FORUM_MESSAGES.notYours);
  await db.delete(forumTopics).where(eq(forumTopics.id, topic.id));
  await publish(hub, topic.id, { kind: 'forum.topic.deleted', topicId: topic.id });
  await announceOnBoard(hub, topic, 'deleted');
}

/** Refuses an edit by anyone but the author (403), and of a post under moderation (409). */
function refuseEdit(userId: string, post: { userId: string; moderation: string | null }) {
  if (post.userId !== userId) throw ApiError.forbidden(FORUM_MESSAGES.notYoursToEdit);
  if (!mayEdit(userId, post)) throw ApiError.conflict(FORUM_MESSAGES.underModeration);
}

/**
 * The post an edit writes: still the author's, and still not under moderation
 * (a report may have hidden it since it was read).
 */
const stillEditable = (
  posts: typeof forumTopics | typeof forumMessages,
  id: string,
  userId: string,
) => and(eq(posts.id, id), eq(posts.userId, userId), isNull(posts.moderation));

/** The author's new title and body; the topic is marked edited, its readers refetch. */
export async function editTopic(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  id: string,
  input: { title: string; body: string },
): Promise<ForumTopicDto> {
  const topic = await topicRow(db, userId, id);
  refuseEdit(userId, topic);
  const [row] = await db
    .update(forumTopics)
    .set({ title: input.title, body: input.body, editedAt: new Date() })
    .where(stillEditable(forumTopics, topic.id, userId))
    .returning();
  if (!row) throw ApiError.conflict(FORUM_MESSAGES.underModeration);
  await publish(hub, topic.id, { kind: 'forum.topic.edited', topicId: topic.id });
  await announceOnBoard(hub, topic, 'edited');
  return topicDto({ ...row, likes: topic.likes, mine: true, blocked: false });
}

/** The author's new words for a reply; it is marked edited, the topic's readers refetch. */
export async function editReply(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  id: string,
  input: { body: string },
): Promise<ForumReplyDto> {
  const reply = await replyRow(db, id);
  refuseEdit(userId, reply);
  const [row] = await db
    .update(forumMessages)
    .set({ body: input.body, editedAt: new Date() })
    .where(stillEditable(forumMessages, reply.id, userId))
    .returning();
  if (!row) throw ApiError.conflict(FORUM_MESSAGES.underModeration);
  await publish(hub, row.topicId, {
    kind: 'forum.reply.edited',
    topicId: row.topicId,
    replyId: row.id,
  });
  return ownReply(row, {
    likes: await replyLikes(db, row.id),
    moderation: null,
    moderation_note: null,
  });
}

export function replyRow(db: Db, id: string) {
  // An id that is no UUID names no reply (and is not sent to PostgreSQL).
  const lookup = isUuid(id) ? db.select().from(forumMessages).where(eq(forumMessages.id, id)) : [];
  return foundOr404(lookup, FORUM_MESSAGES.replyNotFound);
}

/** Deletes one's own reply; the topic's count goes down with it (its latest activity stays). */
export async function deleteReply(db: Db, hub: RealtimeHub, userId: string, id: string) {
  const reply = await replyRow(db, id);
  if (!mayDelete(userId, reply)) throw ApiError.forbidden(FORUM_MESSAGES.notYours);
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(forumMessages)
      .where(eq(forumMessages.id, reply.id))
      .returning({ id: forumMessages.id });
    if (gone.length === 0) return false;
    await tx
      .update(forumTopics)
      .set({ replies: sql`GREATEST(${forumTopics.replies} - 1, 0)` })
      .where(eq(forumTopics.id, reply.topicId));
    return true;
  });
  if (deleted) {
    await publish(hub, reply.topicId, {
      kind: 'forum.reply.deleted',
      topicId: reply.topicId,
      replyId: reply.id,
    });
  }
}

const replyLikes = (db: Db, replyId: string) => countMarks(db, forumReplyLikes, replyId);

/**
 * Likes on a topic's opening post and on its replies (issue #40): one per
 * member per post, taken back by unliking. A like is stored first, then the
 * topic's channel hears of it and its readers refetch the counts.
 */
import { and, count, eq } from 'drizzle-orm';
import { FORUM_MESSAGES, type ForumLikeReply } from '../../../shared/forums.ts';
import type { Db } from '../../db/client.ts';
import { forumReplyLikes, forumTopicLikes } from '../../db/schema/forums.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { likeRefusal } from './policy.ts';
import { publish, replyRow, topicRow } from './service.ts';

async function refuseLike(
  db: Db,
  userId: string,
  post: { userId: string; moderation: string | null },
) {
  const blocked = post.userId !== userId && (await isBlockedBetween(db, userId, post.userId));
  const refusal = likeRefusal(userId, post, blocked);
  if (refusal === 'own') throw ApiError.forbidden(FORUM_MESSAGES.ownLike);
  if (refusal === 'moderated') throw ApiError.conflict(FORUM_MESSAGES.likeModerated);
  if (refusal === 'blocked') throw ApiError.forbidden(FORUM_MESSAGES.likeBlocked);
}

/** Likes (or unlikes) a topic's opening post the member can see. */
export async function setTopicLike(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  topicId: string,
  like: boolean,
): Promise<ForumLikeReply> {
  const topic = await topicRow(db, userId, topicId);
  if (like) {
    await refuseLike(db, userId, topic);
    await db.insert(forumTopicLikes).values({ topicId: topic.id, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(forumTopicLikes)
      .where(and(eq(forumTopicLikes.topicId, topic.id), eq(forumTopicLikes.userId, userId)));
  }
  const [row] = await db
    .select({ likes: count() })
    .from(forumTopicLikes)
    .where(eq(forumTopicLikes.topicId, topic.id));
  await publish(hub, topic.id, { kind: 'forum.post.liked', topicId: topic.id, postId: topic.id });
  return { liked: like, likes: row?.likes ?? 0 };
}

/** Likes (or unlikes) a reply the member can see, in a topic they can see. */
export async function setReplyLike(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  replyId: string,
  like: boolean,
): Promise<ForumLikeReply> {
  const reply = await replyRow(db, replyId);
  // A reply hidden by reports reaches only its author (as on the topic's page).
  if (reply.moderation === 'hidden' && reply.userId !== userId) {
    throw ApiError.notFound(FORUM_MESSAGES.replyNotFound);
  }
  const topic = await topicRow(db, userId, reply.topicId);
  if (like) {
    await refuseLike(db, userId, reply);
    await db.insert(forumReplyLikes).values({ replyId: reply.id, userId }).onConflictDoNothing();
  } else {
    await db
      .delete(forumReplyLikes)
      .where(and(eq(forumReplyLikes.replyId, reply.id), eq(forumReplyLikes.userId, userId)));
  }
  const [row] = await db
    .select({ likes: count() })
    .from(forumReplyLikes)
    .where(eq(forumReplyLikes.replyId, reply.id));
  await publish(hub, topic.id, { kind: 'forum.post.liked', topicId: topic.id, postId: reply.id });
  return { liked: like, likes: row?.likes ?? 0 };
}

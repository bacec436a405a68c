/**
 * Likes on a topic's opening post and on its replies (issue #40): one per
 * member per post, taken back by unliking. A like is stored first, then the
 * topic's channel hears of it and its readers refetch the counts.
 */
import { FORUM_MESSAGES, type ForumLikeReply } from '../../../shared/forums.ts';
import type { Db } from '../../db/client.ts';
import { forumReplyLikes, forumTopicLikes, type PostMarks } from '../../db/schema/forums.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { countMarks, setMark } from './marks.ts';
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
  return setLike(db, hub, userId, like, forumTopicLikes, topic, topic.id);
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
  return setLike(db, hub, userId, like, forumReplyLikes, reply, topic.id);
}

/** Stores (or takes back) the like of a post in `likes`, then tells its topic's readers. */
async function setLike(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  like: boolean,
  likes: PostMarks,
  post: { id: string; userId: string; moderation: string | null },
  topicId: string,
): Promise<ForumLikeReply> {
  if (like) await refuseLike(db, userId, post);
  await setMark(db, likes, post.id, userId, like);
  const count = await countMarks(db, likes, post.id);
  await publish(hub, topicId, { kind: 'forum.post.liked', topicId, postId: post.id });
  return { liked: like, likes: count };
}

/**
 * Demo forum topics with replies in several boards of the demo cities, by
 * demo members who live there. Fixed ids (stableUuid) and ON CONFLICT DO
 * NOTHING: a second run adds nothing. Dates move with `now`. Some posts have
 * likes from other demo members of their city (issue #40), never their author's.
 */

import { z as zod } from 'zod';
import { FORUM_BOARDS } from '../../../shared/forums.ts';
import {
  forumMessages,
  forumReplyLikes,
  forumTopicLikes,
  forumTopics,
} from '../../db/schema/forums.ts';
import { checkedDemoContent } from '../demo/content-file.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { presentUserIds } from '../demo/present-users.ts';
import { stableUuid } from '../demo/random.ts';
import demoJson from './demo.json' with { type: 'json' };

/**
 * The topics and their replies (demo.json). A topic's place in the list is its
 * id (stableUuid), so new ones are appended; Oakland, the demo's home city, has
 * a topic on every board (issue #40: a newcomer met a grid of nearly empty boards).
 */
const TOPICS = checkedDemoContent(
  'forums/demo.json',
  zod.array(
    zod.strictObject({
      board: zod.enum(FORUM_BOARDS.map((board) => board.slug)),
      city: zod.string().min(1),
      title: zod.string().min(1),
      body: zod.string().min(1),
      /** Hours before now the topic was started. */
      hoursAgo: zod.number(),
      /** Replies in order, each with the hours after the topic it came. */
      replies: zod.array(zod.strictObject({ body: zod.string().min(1), after: zod.number() })),
      anon: zod.boolean().optional(),
    }),
  ),
  demoJson,
);

/** A demo member who lives in the city (else any), picked by the topic's number. */
function memberIn(city: string, n: number): string {
  const locals = DEMO_USERS.filter((member) => member.cities.includes(city));
  const pool = locals.length > 0 ? locals : DEMO_USERS;
  const member = pool[n % pool.length] ?? DEMO_USERS[0];
  if (!member) throw new Error('no demo users');
  return member.id;
}

const HOUR_MS = 3_600_000;

/** A few demo members of the city other than the author, varied by `n` (0 to 3 of them). */
function likersOf(city: string, authorId: string, n: number, existing: Set<string>): string[] {
  const likers = new Set<string>();
  for (let k = 1; k <= n % 4; k++) likers.add(memberIn(city, n + k));
  likers.delete(authorId);
  return [...likers].filter((id) => existing.has(id));
}

export async function seedForums({ db, now }: FeatureSeedDeps): Promise<Record<string, number>> {
  const existing = await presentUserIds(
    db,
    DEMO_USERS.map((member) => member.id),
  );
  const topics: (typeof forumTopics.$inferInsert)[] = [];
  const replies: (typeof forumMessages.$inferInsert)[] = [];
  const topicLikes: (typeof forumTopicLikes.$inferInsert)[] = [];
  const replyLikes: (typeof forumReplyLikes.$inferInsert)[] = [];
  TOPICS.forEach((topic, i) => {
    const authorId = memberIn(topic.city, i);
    if (!existing.has(authorId)) return;
    const id = stableUuid(`forum-topic:${i}`);
    const createdAt = new Date(now.getTime() - topic.hoursAgo * HOUR_MS);
    const kept = topic.replies
      .map((reply, r) => ({ ...reply, userId: memberIn(topic.city, i + r + 1) }))
      .filter((reply) => existing.has(reply.userId));
    const last = kept.at(-1);
    topics.push({
      id,
      board: topic.board,
      city: topic.city,
      title: topic.title,
      body: topic.body,
      authorName: topic.anon
        ? null
        : (DEMO_USERS.find((member) => member.id === authorId)?.name ?? null),
      userId: authorId,
      createdAt,
      updatedAt: last ? new Date(createdAt.getTime() + last.after * HOUR_MS) : createdAt,
      replies: kept.length,
    });
    for (const userId of likersOf(topic.city, authorId, i + 2, existing)) {
      topicLikes.push({ postId: id, userId, createdAt });
    }
    kept.forEach((reply, r) => {
      const replyId = stableUuid(`forum-reply:${i}:${r}`);
      for (const userId of likersOf(topic.city, reply.userId, i + r, existing)) {
        replyLikes.push({ postId: replyId, userId });
      }
      replies.push({
        id: replyId,
        topicId: id,
        userId: reply.userId,
        authorName: DEMO_USERS.find((member) => member.id === reply.userId)?.name ?? null,
        body: reply.body,
        createdAt: new Date(createdAt.getTime() + reply.after * HOUR_MS),
      });
    });
  });
  if (topics.length === 0) return { forumTopics: 0, forumReplies: 0, forumLikes: 0 };
  return db.transaction(async (tx) => {
    const addedTopics = await tx
      .insert(forumTopics)
      .values(topics)
      .onConflictDoNothing()
      .returning({ id: forumTopics.id });
    const added = new Set(addedTopics.map((row) => row.id));
    // Replies only for topics this run added: a topic kept from before keeps its count true.
    const newReplies = replies.filter((reply) => added.has(reply.topicId));
    const addedReplies =
      newReplies.length > 0
        ? await tx
            .insert(forumMessages)
            .values(newReplies)
            .onConflictDoNothing()
            .returning({ id: forumMessages.id })
        : [];
    // Likes only on posts this run added, as their replies.
    const addedReply = new Set(addedReplies.map((row) => row.id));
    const newTopicLikes = topicLikes.filter((like) => added.has(like.postId));
    const newReplyLikes = replyLikes.filter((like) => addedReply.has(like.postId));
    if (newTopicLikes.length > 0) {
      await tx.insert(forumTopicLikes).values(newTopicLikes).onConflictDoNothing();
    }
    if (newReplyLikes.length > 0) {
      await tx.insert(forumReplyLikes).values(newReplyLikes).onConflictDoNothing();
    }
    return {
      forumTopics: addedTopics.length,
      forumReplies: addedReplies.length,
      forumLikes: newTopicLikes.length + newReplyLikes.length,
    };
  });
}

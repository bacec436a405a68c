/**
 * A reply's notices to the topic's followers (issue #40), sent by a queued job
 * (issue #44): 'forums.followers' {topicId, replierId}. A topic may have many
 * followers, so the reply's answer does not wait for them; a failed run is
 * retried (a follower told before the failure may be told again).
 */
import { and, eq, ne, not } from 'drizzle-orm';
import { forumFollows, forumTopics } from '../../db/schema/forums.ts';
import type { Deps } from '../../platform/context.ts';
import { blockedEitherWaySql } from '../blocks/service.ts';
import { notify } from '../notifications/service.ts';

export const FORUM_FOLLOWERS_JOB = 'forums.followers';

export type FollowerNotices = { topicId: string; replierId: string };

export async function queueFollowerNotices(
  deps: Pick<Deps, 'jobs'>,
  topicId: string,
  replierId: string,
) {
  await deps.jobs.enqueue(FORUM_FOLLOWERS_JOB, { topicId, replierId } satisfies FollowerNotices, {
    maxAttempts: 3,
  });
}

/**
 * Those following the topic hear of a reply: not the one who wrote it, not the
 * topic's author (told at once by createReply), and no one the replier and
 * they blocked either way (issue #40). Run by the 'forums.followers' job
 * (jobs.ts); a topic deleted since tells no one.
 */
export async function notifyFollowers(
  deps: Pick<Deps, 'db' | 'hub'>,
  topicId: string,
  replierId: string,
) {
  const { db, hub } = deps;
  const [topic] = await db
    .select({ id: forumTopics.id, title: forumTopics.title, userId: forumTopics.userId })
    .from(forumTopics)
    .where(eq(forumTopics.id, topicId));
  if (!topic) return;
  const followers = await db
    .select({ userId: forumFollows.userId })
    .from(forumFollows)
    .where(
      and(
        eq(forumFollows.postId, topic.id),
        ne(forumFollows.userId, replierId),
        ne(forumFollows.userId, topic.userId),
        not(blockedEitherWaySql(replierId, forumFollows.userId)),
      ),
    );
  for (const follower of followers) {
    await notify(db, hub, follower.userId, {
      // Its own kind: the web shows the title in the reader's language (notifications.types).
      title: 'New reply in a topic you follow',
      body: topic.title,
      type: 'forum_followed_reply',
      link: `/forums/topic/${topic.id}`,
    });
  }
}

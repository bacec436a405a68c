/**
 * Forum topics and replies under moderation (issue #39): hidden by reports
 * (their author still sees them, marked), or removed (a placeholder keeps
 * the thread readable). The topic's readers hear 'forum.moderated' and refetch.
 */
import { eq } from 'drizzle-orm';
import { topicChannel } from '../../../shared/realtime.ts';
import { forumMessages, forumTopics } from '../../db/schema/forums.ts';
import type { Deps } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { postSnapshot, postTarget, storeThenTell } from '../../platform/moderation/post-target.ts';
import type { ModerationTarget } from '../../platform/moderation/target.ts';

const announce = (deps: Deps, topicId: string) =>
  deps.hub.tryPublish(topicChannel(topicId), { kind: 'forum.moderated', topicId });

export const forumTopicModeration = postTarget({
  kind: 'forum_topic',
  table: forumTopics,
  shows: (row) => ({
    authorId: row.userId,
    title: row.title,
    text: row.body,
    link: `/forums/topic/${row.id}`,
  }),
  setState: storeThenTell(forumTopics, (deps, row) => announce(deps, row.id)),
});

export const forumReplyModeration: ModerationTarget = {
  kind: 'forum_reply',
  async load(deps, id) {
    if (!isUuid(id)) return null;
    const [row] = await deps.db
      .select({ reply: forumMessages, title: forumTopics.title })
      .from(forumMessages)
      .innerJoin(forumTopics, eq(forumTopics.id, forumMessages.topicId))
      .where(eq(forumMessages.id, id));
    if (!row) return null;
    return postSnapshot(row.reply, {
      authorId: row.reply.userId,
      // The topic it answers, so the queue reads it in context.
      title: row.title,
      text: row.reply.body,
      link: `/forums/topic/${row.reply.topicId}#reply-${row.reply.id}`,
    });
  },
  setState: storeThenTell(forumMessages, (deps, row) => announce(deps, row.topicId)),
};

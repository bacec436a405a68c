import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORUM_BOARDS } from '../../../shared/forums.ts';
import {
  forumMessages,
  forumReplyLikes,
  forumTopicLikes,
  forumTopics,
} from '../../db/schema/forums.ts';
import { silentLogger } from '../../platform/logger.ts';
import type { MediaStore } from '../../platform/media/store.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { withDemoMembers } from '../../test/demo-seed.ts';
import { seedForums } from './demo.ts';

const database = setupTestDatabase();
const now = new Date('2026-11-25T12:00:00Z');
const run = () =>
  seedForums({ db: database.db, media: {} as MediaStore, logger: silentLogger, now });

withDemoMembers(database);

describe('forum demo data', () => {
  it('adds topics with replies in several boards of several demo cities, counts kept true', async () => {
    const added = await run();
    expect(added.forumTopics).toBeGreaterThanOrEqual(10);
    expect(added.forumReplies).toBeGreaterThanOrEqual(10);
    const topics = await database.db.select().from(forumTopics);
    expect(new Set(topics.map((topic) => topic.board)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(topics.map((topic) => topic.city)).size).toBeGreaterThanOrEqual(6);
    for (const topic of topics) {
      const [replies] = await database.db
        .select({ n: count() })
        .from(forumMessages)
        .where(eq(forumMessages.topicId, topic.id));
      expect(replies?.n, topic.title).toBe(topic.replies);
      expect(topic.updatedAt >= topic.createdAt).toBe(true);
      expect(topic.updatedAt <= now).toBe(true);
    }
  });

  it("gives every one of the spec's boards topics in the demo's home city (issue #40)", async () => {
    const boards = await database.db
      .selectDistinct({ board: forumTopics.board })
      .from(forumTopics)
      .where(eq(forumTopics.city, 'Oakland'));
    expect(boards.map((row) => row.board).sort()).toEqual(
      FORUM_BOARDS.map((board) => board.slug).sort(),
    );
  });

  it('gives some posts likes from other members, never their author (issue #40)', async () => {
    const topicLikes = await database.db
      .select({ author: forumTopics.userId, liker: forumTopicLikes.userId })
      .from(forumTopicLikes)
      .innerJoin(forumTopics, eq(forumTopics.id, forumTopicLikes.postId));
    const replyLikes = await database.db
      .select({ author: forumMessages.userId, liker: forumReplyLikes.userId })
      .from(forumReplyLikes)
      .innerJoin(forumMessages, eq(forumMessages.id, forumReplyLikes.postId));
    expect(topicLikes.length).toBeGreaterThanOrEqual(5);
    expect(replyLikes.length).toBeGreaterThanOrEqual(5);
    for (const like of [...topicLikes, ...replyLikes]) expect(like.liker).not.toBe(like.author);
  });

  it('adds nothing a second time', async () => {
    expect(await run()).toEqual({ forumTopics: 0, forumReplies: 0, forumLikes: 0 });
  });
});

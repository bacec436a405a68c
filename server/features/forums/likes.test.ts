/** Likes on forum posts (issue #40): one per member per post, toggled, counted, live. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { topicChannel } from '../../../shared/realtime.ts';
import { forumMessages, forumTopics } from '../../db/schema/forums.ts';
import { json } from '../../test/app.ts';
import type { TestBrowser } from '../../test/auth-client.ts';
import { forumTestFixture, postReply, postTopic, topicOf } from '../../test/forums.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';

const { database, server, people } = forumTestFixture();

const like = (browser: TestBrowser, path: string, on = true) =>
  browser.request(`/api/forums/${path}/like`, { method: on ? 'PUT' : 'DELETE' });

describe('liking forum posts', () => {
  it('counts one like per member on a topic and a reply, taken back by unliking', async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    const first = await like(people.bob.browser, `topics/${topic.id}`);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ liked: true, likes: 1 });
    // Twice is still one like.
    expect(await json(await like(people.bob.browser, `topics/${topic.id}`))).toEqual({
      liked: true,
      likes: 1,
    });
    expect(await json(await like(people.carol.browser, `topics/${topic.id}`))).toEqual({
      liked: true,
      likes: 2,
    });
    expect(await json(await like(people.alice.browser, `replies/${reply.id}`))).toEqual({
      liked: true,
      likes: 1,
    });

    const forBob = await topicOf(people.bob.browser, topic.id);
    expect(forBob.topic).toMatchObject({ likes: 2, liked: true });
    expect(forBob.replies[0]).toMatchObject({ likes: 1, liked: false });
    const forAlice = await topicOf(people.alice.browser, topic.id);
    expect(forAlice.replies[0]).toMatchObject({ likes: 1, liked: true });
    // Signed out sees the counts, and likes nothing.
    const forAnonymous = await topicOf(people.anonymous, topic.id);
    expect(forAnonymous.topic).toMatchObject({ likes: 2, liked: false });
    expect((await like(people.anonymous, `topics/${topic.id}`)).status).toBe(401);
    expect((await like(people.anonymous, `replies/${reply.id}`, false)).status).toBe(401);

    const taken = await like(people.bob.browser, `topics/${topic.id}`, false);
    expect(await json(taken)).toEqual({ liked: false, likes: 1 });
    expect((await topicOf(people.bob.browser, topic.id)).topic).toMatchObject({
      likes: 1,
      liked: false,
    });
    expect(await json(await like(people.alice.browser, `replies/${reply.id}`, false))).toEqual({
      liked: false,
      likes: 0,
    });
    const missing = await like(people.bob.browser, 'topics/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('refuses a like of one’s own post', async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    const ownTopic = await like(people.alice.browser, `topics/${topic.id}`);
    expect(ownTopic.status).toBe(403);
    expect(await json(ownTopic)).toMatchObject({
      error: { message: 'You cannot like your own post' },
    });
    expect((await like(people.bob.browser, `replies/${reply.id}`)).status).toBe(403);
    expect((await topicOf(people.anonymous, topic.id)).topic.likes).toBe(0);
  });

  it('refuses a like between members where one blocked the other, either way', async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    await people.alice.browser.request(`/api/blocks/${people.carol.userId}`, { method: 'PUT' });
    const blocked = await like(people.carol.browser, `topics/${topic.id}`);
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toMatchObject({ error: { message: 'You cannot like this post' } });
    expect((await like(people.alice.browser, `replies/${reply.id}`)).status).toBe(200);
    await people.alice.browser.request(`/api/blocks/${people.carol.userId}`, { method: 'DELETE' });
    expect((await like(people.carol.browser, `topics/${topic.id}`)).status).toBe(200);
  });

  it('refuses a like of a post moderation hid or removed', async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    await database.db
      .update(forumMessages)
      .set({ moderation: 'removed' })
      .where(eq(forumMessages.id, reply.id));
    const removed = await like(people.carol.browser, `replies/${reply.id}`);
    expect(removed.status).toBe(409);
    await database.db
      .update(forumMessages)
      .set({ moderation: 'hidden' })
      .where(eq(forumMessages.id, reply.id));
    expect((await like(people.carol.browser, `replies/${reply.id}`)).status).toBe(404);
    await database.db
      .update(forumTopics)
      .set({ moderation: 'removed' })
      .where(eq(forumTopics.id, topic.id));
    expect((await like(people.carol.browser, `topics/${topic.id}`)).status).toBe(409);
  });

  it("tells the topic's readers of a like on its channel, stored first", async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    const reader = await RealtimeTestClient.connect(server.ws);
    expect(await reader.subscribe(topicChannel(topic.id))).toMatchObject({ type: 'subscribed' });
    const liked = (postId: string) => (m: ServerMessage) =>
      m.type === 'event' && m.event.kind === 'forum.post.liked' && m.event.postId === postId;
    await like(people.carol.browser, `replies/${reply.id}`);
    expect(await reader.next(liked(reply.id))).toMatchObject({
      event: { kind: 'forum.post.liked', topicId: topic.id, postId: reply.id },
    });
    expect((await topicOf(people.anonymous, topic.id)).replies[0]?.likes).toBe(1);
    await like(people.carol.browser, `topics/${topic.id}`);
    await reader.next(liked(topic.id));
    reader.close();
  });
});

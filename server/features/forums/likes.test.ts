/** Likes on forum posts (issue #40): one per member per post, toggled, counted, live. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ForumReplyDto, ForumTopicDto, ForumTopicReply } from '../../../shared/forums.ts';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { topicChannel } from '../../../shared/realtime.ts';
import { forumMessages, forumTopics } from '../../db/schema/forums.ts';
import { json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { liveTestServer } from '../../test/live-server.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';

const database = setupTestDatabase();
const server = liveTestServer(database);
let alice: Member;
let bob: Member;
let carol: Member;
let anonymous: TestBrowser;

beforeAll(async () => {
  alice = await signedUpMember(server.app, database.db, 'Alice');
  bob = await signedUpMember(server.app, database.db, 'Bob');
  carol = await signedUpMember(server.app, database.db, 'Carol');
  anonymous = new TestBrowser(server.app);
});

async function postTopic(member: Member) {
  const response = await member.browser.request('/api/forums/topics', {
    json: { board: 'general', city: 'Oakland', title: 'Buna Saturday', body: 'Who comes?' },
  });
  expect(response.status).toBe(201);
  return json<ForumTopicDto>(response);
}

async function postReply(member: Member, topicId: string) {
  const response = await member.browser.request(`/api/forums/topics/${topicId}/replies`, {
    json: { body: 'I will bring bread' },
  });
  expect(response.status).toBe(201);
  return json<ForumReplyDto>(response);
}

const topicOf = async (browser: TestBrowser, id: string) =>
  json<ForumTopicReply>(await browser.request(`/api/forums/topics/${id}`));

const like = (browser: TestBrowser, path: string, on = true) =>
  browser.request(`/api/forums/${path}/like`, { method: on ? 'PUT' : 'DELETE' });

describe('liking forum posts', () => {
  it('counts one like per member on a topic and a reply, taken back by unliking', async () => {
    const topic = await postTopic(alice);
    const reply = await postReply(bob, topic.id);
    const first = await like(bob.browser, `topics/${topic.id}`);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ liked: true, likes: 1 });
    // Twice is still one like.
    expect(await json(await like(bob.browser, `topics/${topic.id}`))).toEqual({
      liked: true,
      likes: 1,
    });
    expect(await json(await like(carol.browser, `topics/${topic.id}`))).toEqual({
      liked: true,
      likes: 2,
    });
    expect(await json(await like(alice.browser, `replies/${reply.id}`))).toEqual({
      liked: true,
      likes: 1,
    });

    const forBob = await topicOf(bob.browser, topic.id);
    expect(forBob.topic).toMatchObject({ likes: 2, liked: true });
    expect(forBob.replies[0]).toMatchObject({ likes: 1, liked: false });
    const forAlice = await topicOf(alice.browser, topic.id);
    expect(forAlice.replies[0]).toMatchObject({ likes: 1, liked: true });
    // Signed out sees the counts, and likes nothing.
    const forAnonymous = await topicOf(anonymous, topic.id);
    expect(forAnonymous.topic).toMatchObject({ likes: 2, liked: false });
    expect((await like(anonymous, `topics/${topic.id}`)).status).toBe(401);
    expect((await like(anonymous, `replies/${reply.id}`, false)).status).toBe(401);

    const taken = await like(bob.browser, `topics/${topic.id}`, false);
    expect(await json(taken)).toEqual({ liked: false, likes: 1 });
    expect((await topicOf(bob.browser, topic.id)).topic).toMatchObject({ likes: 1, liked: false });
    expect(await json(await like(alice.browser, `replies/${reply.id}`, false))).toEqual({
      liked: false,
      likes: 0,
    });
    const missing = await like(bob.browser, 'topics/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('refuses a like of one’s own post', async () => {
    const topic = await postTopic(alice);
    const reply = await postReply(bob, topic.id);
    const ownTopic = await like(alice.browser, `topics/${topic.id}`);
    expect(ownTopic.status).toBe(403);
    expect(await json(ownTopic)).toMatchObject({
      error: { message: 'You cannot like your own post' },
    });
    expect((await like(bob.browser, `replies/${reply.id}`)).status).toBe(403);
    expect((await topicOf(anonymous, topic.id)).topic.likes).toBe(0);
  });

  it('refuses a like between members where one blocked the other, either way', async () => {
    const topic = await postTopic(alice);
    const reply = await postReply(bob, topic.id);
    await alice.browser.request(`/api/blocks/${carol.userId}`, { method: 'PUT' });
    const blocked = await like(carol.browser, `topics/${topic.id}`);
    expect(blocked.status).toBe(403);
    expect(await json(blocked)).toMatchObject({ error: { message: 'You cannot like this post' } });
    expect((await like(alice.browser, `replies/${reply.id}`)).status).toBe(200);
    await alice.browser.request(`/api/blocks/${carol.userId}`, { method: 'DELETE' });
    expect((await like(carol.browser, `topics/${topic.id}`)).status).toBe(200);
  });

  it('refuses a like of a post moderation hid or removed', async () => {
    const topic = await postTopic(alice);
    const reply = await postReply(bob, topic.id);
    await database.db
      .update(forumMessages)
      .set({ moderation: 'removed' })
      .where(eq(forumMessages.id, reply.id));
    const removed = await like(carol.browser, `replies/${reply.id}`);
    expect(removed.status).toBe(409);
    await database.db
      .update(forumMessages)
      .set({ moderation: 'hidden' })
      .where(eq(forumMessages.id, reply.id));
    expect((await like(carol.browser, `replies/${reply.id}`)).status).toBe(404);
    await database.db
      .update(forumTopics)
      .set({ moderation: 'removed' })
      .where(eq(forumTopics.id, topic.id));
    expect((await like(carol.browser, `topics/${topic.id}`)).status).toBe(409);
  });

  it("tells the topic's readers of a like on its channel, stored first", async () => {
    const topic = await postTopic(alice);
    const reply = await postReply(bob, topic.id);
    const reader = await RealtimeTestClient.connect(server.ws);
    expect(await reader.subscribe(topicChannel(topic.id))).toMatchObject({ type: 'subscribed' });
    const liked = (postId: string) => (m: ServerMessage) =>
      m.type === 'event' && m.event.kind === 'forum.post.liked' && m.event.postId === postId;
    await like(carol.browser, `replies/${reply.id}`);
    expect(await reader.next(liked(reply.id))).toMatchObject({
      event: { kind: 'forum.post.liked', topicId: topic.id, postId: reply.id },
    });
    expect((await topicOf(anonymous, topic.id)).replies[0]?.likes).toBe(1);
    await like(carol.browser, `topics/${topic.id}`);
    await reader.next(liked(topic.id));
    reader.close();
  });
});

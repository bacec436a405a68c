import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FORUM_BOARDS,
  FORUM_REPLIES_PER_HOUR,
  FORUM_TOPICS_PAGE_SIZE,
  FORUM_TOPICS_PER_HOUR,
  type ForumBoardsReply,
  type ForumTopicsReply,
  forumBoardChannel,
} from '../../../shared/forums.ts';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { rateLimits } from '../../db/schema/auth.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import { forumTopics } from '../../db/schema/forums.ts';
import { json } from '../../test/app.ts';
import type { Member, TestBrowser } from '../../test/auth-client.ts';
import { forumTestFixture, postReply, postTopic, topicOf } from '../../test/forums.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { noticesOf } from '../../test/notices.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';

const { database, server, people } = forumTestFixture();

/** Forgets a member's forum windows, as if the hour had passed. */
async function windowPassed(member: Member) {
  await database.db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.key} IN (${`forum-topics:${member.userId}`}, ${`forum-replies:${member.userId}`})`,
    );
}

const topicsOf = async (browser: TestBrowser, board: string, city: string, page = 1) => {
  const response = await browser.request(
    `/api/forums/boards/${board}/topics?city=${encodeURIComponent(city)}&page=${page}`,
  );
  expect(response.status).toBe(200);
  return json<ForumTopicsReply>(response);
};

describe('forum boards', () => {
  it('has the 9 spec boards from the migration, each with a zero count in an empty city', async () => {
    const reply = await json<ForumBoardsReply>(
      await people.anonymous.request('/api/forums/boards?city=Nowhere'),
    );
    expect(reply.boards.map((board) => board.slug)).toEqual(FORUM_BOARDS.map((b) => b.slug));
    expect(reply.boards.every((board) => board.topics === 0 && board.latest_at === null)).toBe(
      true,
    );
  });

  it('counts topics and latest activity per board in the chosen city only', async () => {
    await postTopic(people.alice, {
      city: 'Asmara',
      board: 'jobs_career',
      title: 'Jobs in Asmara',
    });
    const newer = await postTopic(people.bob, { city: 'asmara, Eritrea', board: 'jobs_career' });
    await postTopic(people.bob, { city: 'Addis Ababa', board: 'jobs_career' });
    const reply = await json<ForumBoardsReply>(
      await people.anonymous.request('/api/forums/boards?city=Asmara'),
    );
    const jobs = reply.boards.find((board) => board.slug === 'jobs_career');
    expect(jobs).toMatchObject({ topics: 2, latest_at: newer.updated_at });
    expect(reply.boards.find((board) => board.slug === 'general')?.topics).toBe(0);
  });

  it('serves any board in the table, and says plainly when a board does not exist', async () => {
    await database.db.execute(
      sql`INSERT INTO forum_boards (slug, name) VALUES ('rentals_qa', 'Rentals Q&A') ON CONFLICT DO NOTHING`,
    );
    const extra = await topicsOf(people.anonymous, 'rentals_qa', 'Oakland');
    expect(extra.board).toEqual({ slug: 'rentals_qa', name: 'Rentals Q&A' });
    // The grid lists the spec's nine even when empty, and a seed page board only where it has topics.
    const grid = async (city: string) =>
      (
        await json<ForumBoardsReply>(
          await people.anonymous.request(`/api/forums/boards?city=${encodeURIComponent(city)}`),
        )
      ).boards.map((board) => board.slug);
    const city = `Gridtown ${Date.now()}`;
    expect(await grid(city)).toEqual(FORUM_BOARDS.map((board) => board.slug));
    await postTopic(people.alice, { city, board: 'rentals_qa', title: 'Rooms?' });
    expect(await grid(city)).toEqual([...FORUM_BOARDS.map((board) => board.slug), 'rentals_qa']);
    expect(await grid(`${city} elsewhere`)).not.toContain('rentals_qa');
    await windowPassed(people.alice);
    const unknown = await people.anonymous.request('/api/forums/boards/nope/topics?city=Oakland');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ error: { message: 'This board does not exist' } });
  });
});

describe('forum topics', () => {
  it('keeps cities apart: a topic in one city is not listed in another', async () => {
    const topic = await postTopic(people.alice, { city: 'Frankfurt', board: 'housing_tips' });
    const here = await topicsOf(people.bob.browser, 'housing_tips', 'frankfurt');
    expect(here.topics.map((t) => t.id)).toEqual([topic.id]);
    const there = await topicsOf(people.bob.browser, 'housing_tips', 'Oakland');
    expect(there.topics).toEqual([]);
    await windowPassed(people.alice);
  });

  it('lists a board’s topics latest activity first, paged', async () => {
    const rows = Array.from({ length: FORUM_TOPICS_PAGE_SIZE + 3 }, (_, i) => ({
      board: 'tech_learn',
      city: 'Paging City',
      title: `Topic ${i}`,
      body: 'x',
      userId: people.carol.userId,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await database.db.insert(forumTopics).values(rows);
    const first = await topicsOf(people.anonymous, 'tech_learn', 'Paging City');
    expect(first.topics).toHaveLength(FORUM_TOPICS_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(first.topics[0]?.title).toBe(`Topic ${FORUM_TOPICS_PAGE_SIZE + 2}`);
    const second = await topicsOf(people.anonymous, 'tech_learn', 'Paging City', 2);
    expect(second.topics.map((t) => t.title)).toEqual(['Topic 2', 'Topic 1', 'Topic 0']);
    expect(second.has_more).toBe(false);

    // A reply brings an old topic to the top.
    const oldest = second.topics[2];
    if (!oldest) throw new Error('no oldest topic');
    await postReply(people.bob, oldest.id);
    const after = await topicsOf(people.anonymous, 'tech_learn', 'Paging City');
    expect(after.topics[0]?.id).toBe(oldest.id);
    await windowPassed(people.bob);
  });

  it('needs a title and a body, with clear messages and limits', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', 'Title is required'],
      [{ title: undefined }, 'title', 'Title is required'],
      [{ body: '' }, 'body', 'Body is required'],
      [{ title: 'x'.repeat(141) }, 'title', 'Title must be at most 140 characters'],
      [{ body: 'x'.repeat(10_001) }, 'body', 'Body must be at most 10,000 characters'],
      [{ city: '' }, 'city', 'Please select a city first'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await people.alice.browser.request('/api/forums/topics', {
        json: { board: 'general', city: 'Oakland', title: 'T', body: 'B', ...fields },
      });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { fields: { [field]: message } } });
    }
    const unknownBoard = await people.alice.browser.request('/api/forums/topics', {
      json: { board: 'nope', city: 'Oakland', title: 'T', body: 'B' },
    });
    expect(unknownBoard.status).toBe(404);
    const atLimit = await postTopic(people.alice, {
      title: 'x'.repeat(140),
      body: 'y'.repeat(10_000),
    });
    expect(atLimit.title).toHaveLength(140);
    await windowPassed(people.alice);
  });

  it("takes a post's author from the member's profile, never from the request; Anon (null) when asked, and the account kept for moderation", async () => {
    // Issue #39: a member posted as 'Selam Tesfay' by naming her in the request.
    const named = await postTopic(people.alice, { author_name: 'Selam Tesfay' });
    expect(named.author_name).toBe('Alice');
    const anon = await postTopic(people.alice, { author_name: 'Selam Tesfay', anonymous: true });
    expect(anon.author_name).toBeNull();
    const reply = await postReply(people.bob, named.id, 'Hi', { author_name: 'Selam Tesfay' });
    expect(reply.author_name).toBe('Bob');
    const anonReply = await postReply(people.bob, named.id, 'Hi', { anonymous: true });
    expect(anonReply.author_name).toBeNull();
    expect(
      (await topicOf(people.carol.browser, named.id)).replies.map((r) => r.author_name),
    ).toEqual(['Bob', null]);
    // Whose member card a name opens (issue #41): nobody's for 'Anon'.
    expect(named.author_id).toBe(people.alice.userId);
    expect(anon.author_id).toBeNull();
    expect((await topicOf(people.carol.browser, named.id)).replies.map((r) => r.author_id)).toEqual(
      [people.bob.userId, null],
    );
    await windowPassed(people.bob);
    const [row] = await database.db.select().from(forumTopics).where(eq(forumTopics.id, anon.id));
    expect(row?.userId).toBe(people.alice.userId);
    // The reader never sees the account behind the name.
    expect(JSON.stringify(await topicOf(people.bob.browser, anon.id))).not.toContain(
      people.alice.userId,
    );
    await windowPassed(people.alice);
  });

  it('needs sign-in to post', async () => {
    const response = await people.anonymous.request('/api/forums/topics', {
      json: { board: 'general', city: 'Oakland', title: 'T', body: 'B' },
    });
    expect(response.status).toBe(401);
  });

  it(`allows ${FORUM_TOPICS_PER_HOUR} topics an hour, then 429 with a readable message, and recovers after the window`, async () => {
    await windowPassed(people.carol);
    for (let i = 0; i < FORUM_TOPICS_PER_HOUR; i++) await postTopic(people.carol);
    const over = await people.carol.browser.request('/api/forums/topics', {
      json: { board: 'general', city: 'Oakland', title: 'One more', body: 'B' },
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(await json(over)).toMatchObject({
      error: { message: 'You can start 5 topics an hour. Please try again later.' },
    });
    await database.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(eq(rateLimits.key, `forum-topics:${people.carol.userId}`));
    await postTopic(people.carol);
    await windowPassed(people.carol);
  });
});

describe('forum replies', () => {
  it('shows replies oldest first; each adds 1 to replies and refreshes updated_at in the same write', async () => {
    const topic = await postTopic(people.alice, { city: 'Toronto' });
    const first = await postReply(people.bob, topic.id, 'first');
    const second = await postReply(people.carol, topic.id, 'second');
    const read = await topicOf(people.anonymous, topic.id);
    expect(read.replies.map((r) => r.body)).toEqual(['first', 'second']);
    expect(read.topic.replies).toBe(2);
    expect(read.topic.updated_at).toBe(second.created_at);
    expect(new Date(read.topic.updated_at) > new Date(topic.updated_at)).toBe(true);
    expect(first.author_name).toBe('Bob');
    await windowPassed(people.alice);
    await windowPassed(people.bob);
    await windowPassed(people.carol);
  });

  it('needs a non-empty body and a real topic', async () => {
    const topic = await postTopic(people.alice);
    const empty = await people.bob.browser.request(`/api/forums/topics/${topic.id}/replies`, {
      json: { body: ' \n ' },
    });
    expect(empty.status).toBe(400);
    expect(await json(empty)).toMatchObject({
      error: { fields: { body: 'Reply cannot be empty' } },
    });
    const missing = await people.bob.browser.request(
      '/api/forums/topics/00000000-0000-4000-8000-000000000000/replies',
      { json: { body: 'hi' } },
    );
    expect(missing.status).toBe(404);
    const notAnId = await people.anonymous.request('/api/forums/topics/not-an-id');
    expect(notAnId.status).toBe(404);
    await windowPassed(people.alice);
  });

  it('notifies the topic’s author of a reply, not of their own', async () => {
    const topic = await postTopic(people.alice, { title: 'Notify me' });
    const unread = async () => (await noticesOf(people.alice)).notifications;
    const before = (await unread()).length;
    await postReply(people.alice, topic.id, 'my own reply');
    expect((await unread()).length).toBe(before);
    await postReply(people.bob, topic.id, 'from Bob');
    const after = await unread();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ body: 'Notify me', link: `/forums/topic/${topic.id}` });
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });

  it('publishes the new reply’s id on the topic channel, for everyone, after storing it', async () => {
    const topic = await postTopic(people.alice);
    const reader = await RealtimeTestClient.connect(server.ws);
    expect(await reader.subscribe(`topic:${topic.id}`)).toMatchObject({ type: 'subscribed' });
    const reply = await postReply(people.bob, topic.id, 'live');
    const event = await reader.next((m) => m.type === 'event' && m.channel === `topic:${topic.id}`);
    expect(event).toMatchObject({
      event: { kind: 'forum.reply.created', topicId: topic.id, replyId: reply.id },
    });
    // Stored before published: the id is readable by the time the event arrives.
    expect((await topicOf(people.anonymous, topic.id)).replies.map((r) => r.id)).toContain(
      reply.id,
    );
    reader.close();
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });

  it('lets the author alone edit a topic or reply, marks it edited, tells its readers, and refuses while moderation holds it (issue #40)', async () => {
    const topic = await postTopic(people.alice, { title: 'Room wanted', body: 'Near downtown' });
    expect(topic.edited_at).toBeNull();
    const reader = await RealtimeTestClient.connect(server.ws);
    expect(await reader.subscribe(`topic:${topic.id}`)).toMatchObject({ type: 'subscribed' });
    const edit = (member: Member, path: string, body: unknown) =>
      member.browser.request(path, { method: 'PATCH', json: body });

    const byBob = await edit(people.bob, `/api/forums/topics/${topic.id}`, {
      title: 'Mine',
      body: 'x',
    });
    expect(byBob.status).toBe(403);
    const empty = await edit(people.alice, `/api/forums/topics/${topic.id}`, {
      title: ' ',
      body: 'x',
    });
    expect(empty.status).toBe(400);
    const edited = await edit(people.alice, `/api/forums/topics/${topic.id}`, {
      title: 'Room wanted (found)',
      body: 'Found one, thanks',
    });
    expect(edited.status).toBe(200);
    expect(await reader.next((m) => m.type === 'event')).toMatchObject({
      event: { kind: 'forum.topic.edited', topicId: topic.id },
    });
    const shown = await topicOf(people.anonymous, topic.id);
    expect(shown.topic).toMatchObject({ title: 'Room wanted (found)', body: 'Found one, thanks' });
    expect(shown.topic.edited_at).not.toBeNull();

    const reply = await postReply(people.bob, topic.id, 'Congrats');
    await reader.next((m) => m.type === 'event' && m.event.kind === 'forum.reply.created');
    expect(
      (await edit(people.alice, `/api/forums/replies/${reply.id}`, { body: 'x' })).status,
    ).toBe(403);
    const fixed = await edit(people.bob, `/api/forums/replies/${reply.id}`, {
      body: 'Congratulations!',
    });
    expect(fixed.status).toBe(200);
    expect(await reader.next((m) => m.type === 'event')).toMatchObject({
      event: { kind: 'forum.reply.edited', replyId: reply.id },
    });
    const after = (await topicOf(people.anonymous, topic.id)).replies.find(
      (r) => r.id === reply.id,
    );
    expect(after).toMatchObject({ body: 'Congratulations!' });
    expect(after?.edited_at).not.toBeNull();

    // Hidden by moderation: its author cannot edit it past the moderators.
    await database.db
      .update(forumTopics)
      .set({ moderation: 'hidden' })
      .where(eq(forumTopics.id, topic.id));
    const held = await edit(people.alice, `/api/forums/topics/${topic.id}`, {
      title: 'Sneaky',
      body: 'y',
    });
    expect(held.status).toBe(409);
    reader.close();
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });

  it('a member who follows a topic is told of its replies, except their own, until they stop (issue #40)', async () => {
    const topic = await postTopic(people.alice, { title: 'Buna ceremony Saturday' });
    const followed = async (member: Member) =>
      (await noticesOf(member)).notifications.filter(
        (n) => n.type === 'forum_followed_reply' && n.link === `/forums/topic/${topic.id}`,
      ).length;
    expect((await topicOf(people.bob.browser, topic.id)).topic.following).toBe(false);
    const follow = await people.bob.browser.request(`/api/forums/topics/${topic.id}/follow`, {
      method: 'PUT',
    });
    expect(follow.status).toBe(200);
    expect(await json(follow)).toEqual({ following: true });
    expect((await topicOf(people.bob.browser, topic.id)).topic.following).toBe(true);
    expect((await topicOf(people.anonymous, topic.id)).topic.following).toBe(false);

    // Followers are told by a queued job: runDueJobs runs it as the worker would.
    await postReply(people.carol, topic.id, 'I will bring popcorn');
    await runDueJobs(server.deps);
    expect(await followed(people.bob)).toBe(1);
    // Their own reply tells them nothing; the author hears as the author, once.
    await postReply(people.bob, topic.id, 'Me too');
    await runDueJobs(server.deps);
    expect(await followed(people.bob)).toBe(1);
    expect(await followed(people.alice)).toBe(0);

    const stop = await people.bob.browser.request(`/api/forums/topics/${topic.id}/follow`, {
      method: 'DELETE',
    });
    expect(await json(stop)).toEqual({ following: false });
    await postReply(people.carol, topic.id, 'See you there');
    await runDueJobs(server.deps);
    expect(await followed(people.bob)).toBe(1);
    const missing = await people.bob.browser.request(
      '/api/forums/topics/00000000-0000-4000-8000-000000000000/follow',
      { method: 'PUT' },
    );
    expect(missing.status).toBe(404);
    for (const member of [people.alice, people.bob, people.carol]) await windowPassed(member);
  });

  it("tells a board's readers in that city of a new topic, a reply and a deletion (issue #40), and no other board or city", async () => {
    const city = `Liveboard ${Date.now()}`;
    const reader = await RealtimeTestClient.connect(server.ws);
    const elsewhere = await RealtimeTestClient.connect(server.ws);
    const channel = forumBoardChannel(`${city.toUpperCase()}, Somewhere`, 'general');
    expect(await reader.subscribe(channel)).toMatchObject({ type: 'subscribed' });
    expect(await elsewhere.subscribe(forumBoardChannel(city, 'housing_tips'))).toMatchObject({
      type: 'subscribed',
    });
    const onBoard = (change: string) => (m: ServerMessage) =>
      m.type === 'event' && m.channel === channel && m.event.change === change;
    const topic = await postTopic(people.alice, { city });
    expect(await reader.next(onBoard('created'))).toMatchObject({
      event: { kind: 'forum.board.changed', topicId: topic.id, change: 'created' },
    });
    // Stored before published: the list has it when the event arrives.
    const list = await people.anonymous.request(
      `/api/forums/boards/general/topics?city=${encodeURIComponent(city)}`,
    );
    expect((await json<ForumTopicsReply>(list)).topics.map((t) => t.id)).toContain(topic.id);
    await postReply(people.bob, topic.id, 'live on the board');
    expect(await reader.next(onBoard('replied'))).toMatchObject({ event: { topicId: topic.id } });
    await people.alice.browser.request(`/api/forums/topics/${topic.id}`, { method: 'DELETE' });
    expect(await reader.next(onBoard('deleted'))).toMatchObject({ event: { topicId: topic.id } });
    await expect(elsewhere.next((m) => m.type === 'event', 300)).rejects.toThrow();
    reader.close();
    elsewhere.close();
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });

  it(`allows ${FORUM_REPLIES_PER_HOUR} replies an hour, then 429 with a readable message`, async () => {
    const topic = await postTopic(people.alice);
    await windowPassed(people.carol);
    for (let i = 0; i < FORUM_REPLIES_PER_HOUR; i++)
      await postReply(people.carol, topic.id, `r${i}`);
    const over = await people.carol.browser.request(`/api/forums/topics/${topic.id}/replies`, {
      json: { body: 'one more' },
    });
    expect(over.status).toBe(429);
    expect(await json(over)).toMatchObject({
      error: { message: 'You can post 30 replies an hour. Please try again later.' },
    });
    expect((await topicOf(people.anonymous, topic.id)).topic.replies).toBe(FORUM_REPLIES_PER_HOUR);
    await windowPassed(people.carol);
    await windowPassed(people.alice);
  });
});

describe('deleting, reporting and blocking', () => {
  it('deletes your own reply (the count goes down) and topic, never someone else’s', async () => {
    const topic = await postTopic(people.alice);
    const reply = await postReply(people.bob, topic.id);
    const notYours = await people.alice.browser.request(`/api/forums/replies/${reply.id}`, {
      method: 'DELETE',
    });
    expect(notYours.status).toBe(403);
    const own = await people.bob.browser.request(`/api/forums/replies/${reply.id}`, {
      method: 'DELETE',
    });
    expect(own.status).toBe(204);
    const read = await topicOf(people.anonymous, topic.id);
    expect(read.replies).toEqual([]);
    expect(read.topic.replies).toBe(0);

    const byOther = await people.bob.browser.request(`/api/forums/topics/${topic.id}`, {
      method: 'DELETE',
    });
    expect(byOther.status).toBe(403);
    const byAuthor = await people.alice.browser.request(`/api/forums/topics/${topic.id}`, {
      method: 'DELETE',
    });
    expect(byAuthor.status).toBe(204);
    expect((await people.anonymous.request(`/api/forums/topics/${topic.id}`)).status).toBe(404);
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });

  it('stores a report of a topic and of a reply, once per member', async () => {
    const topic = await postTopic(people.alice, { title: 'Reported', body: 'Spam here' });
    const reply = await postReply(people.alice, topic.id, 'Spam reply');
    for (let i = 0; i < 2; i++) {
      const response = await people.bob.browser.request(`/api/forums/topics/${topic.id}/reports`, {
        json: { reason: 'spam' },
      });
      expect(response.status).toBe(201);
    }
    const replyReport = await people.bob.browser.request(
      `/api/forums/replies/${reply.id}/reports`,
      {
        json: { reason: 'harassment', details: 'Insults' },
      },
    );
    expect(replyReport.status).toBe(201);
    const rows = await database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.reporterId, people.bob.userId)));
    expect(rows.map((row) => [row.kind, row.targetId, row.authorId, row.reason]).sort()).toEqual(
      [
        ['forum_reply', reply.id, people.alice.userId, 'harassment'],
        ['forum_topic', topic.id, people.alice.userId, 'spam'],
      ].sort(),
    );
    expect(rows.find((row) => row.kind === 'forum_topic')?.excerpt).toContain('Spam here');
    // 'Other' says what is wrong; the other reasons need no details.
    const bare = await people.bob.browser.request(`/api/forums/replies/${reply.id}/reports`, {
      json: {},
    });
    expect(bare.status).toBe(400);
    const signedOut = await people.anonymous.request(`/api/forums/topics/${topic.id}/reports`, {
      json: {},
    });
    expect(signedOut.status).toBe(401);
    await windowPassed(people.alice);
  });

  it('flags posts of people the reader blocked (collapsed for them only), and the reader’s own', async () => {
    const topic = await postTopic(people.alice, { city: 'Block City', board: 'faith_bible' });
    await postReply(people.bob, topic.id, 'from Bob');
    await people.carol.browser.request(`/api/blocks/${people.alice.userId}`, { method: 'PUT' });
    await people.carol.browser.request(`/api/blocks/${people.bob.userId}`, { method: 'PUT' });
    const forCarol = await topicOf(people.carol.browser, topic.id);
    expect(forCarol.topic.blocked).toBe(true);
    expect(forCarol.replies[0]?.blocked).toBe(true);
    const list = await topicsOf(people.carol.browser, 'faith_bible', 'Block City');
    expect(list.topics[0]?.blocked).toBe(true);
    const forAlice = await topicOf(people.alice.browser, topic.id);
    expect(forAlice.topic).toMatchObject({ blocked: false, mine: true });
    expect(forAlice.replies[0]).toMatchObject({ blocked: false, mine: false });
    const forAnonymous = await topicOf(people.anonymous, topic.id);
    expect(forAnonymous.topic).toMatchObject({ blocked: false, mine: false });
    await windowPassed(people.alice);
    await windowPassed(people.bob);
  });
});

describe('sitemap', () => {
  it('lists forum topics for search engines, with their latest activity', async () => {
    const topic = await postTopic(people.bob, { title: 'Findable' });
    const index = await (await people.anonymous.request('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/forum-topics-1.xml');
    const file = await people.anonymous.request('/sitemaps/forum-topics-1.xml');
    expect(file.status).toBe(200);
    const xml = await file.text();
    expect(xml).toContain(`/forums/topic/${topic.id}</loc>`);
    await windowPassed(people.bob);
  });
});

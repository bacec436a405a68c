/**
 * Message requests and the member card (issue #41), against PostgreSQL: a
 * first message from a member card to someone who never wrote to its sender
 * waits under Requests, rings nothing, and is accepted, declined (gone for the
 * recipient alone) or blocked; blocks and suspensions hold; the card is
 * public and carries no contact details.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DM_MESSAGES,
  type OpenThreadReply,
  type RequestList,
  type ThreadSummary,
} from '../../../shared/inbox.ts';
import type { MemberCard } from '../../../shared/member-card.ts';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import { json } from '../../test/app.ts';
import { type Member, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { sendIn, threadList } from '../../test/inbox-calls.ts';
import { insertListing } from '../../test/listings.ts';
import { liveTestServer } from '../../test/live-server.ts';
import { noticesOf } from '../../test/notices.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';

const database = setupTestDatabase();
const server = liveTestServer(database);

const { member } = server;
const openWith = async (from: Member, to: Member) => {
  const response = await from.browser.request('/api/inbox/threads', {
    json: { member: to.userId },
  });
  expect([200, 201]).toContain(response.status);
  return (await json<OpenThreadReply>(response)).thread;
};
const requests = async (who: Member) =>
  json<RequestList>(await who.browser.request('/api/inbox/requests'));
const unread = async (who: Member) =>
  (await json<{ unread: number }>(await who.browser.request('/api/inbox/unread'))).unread;
const answer = (who: Member, threadId: string, what: 'accept' | 'decline') =>
  who.browser.request(`/api/inbox/threads/${threadId}/${what}`, { json: {} });
const ids = (threads: ThreadSummary[]) => threads.map((t) => t.id);
const clearRateLimits = () => database.db.execute(sql`DELETE FROM rate_limits`);

/** A sends B a first message from B's card: the thread id. */
async function firstMessage(a: Member, b: Member, body = 'Selam! We met in city chat.') {
  const thread = await openWith(a, b);
  expect((await sendIn(a, thread.id, body)).status).toBe(201);
  return thread.id;
}

describe('a first message from a member card is a request', () => {
  it('waits under the recipient’s Requests with a count, out of their inbox, badge and bell', async () => {
    const [a, b] = [await member('Abel'), await member('Bethlehem')];
    const bell = async () => noticesOf(b);
    const bellBefore = await bell();
    const thread = await openWith(a, b);
    expect(thread.subject).toEqual({ kind: 'member', id: null, title: null });
    expect((await sendIn(a, thread.id, 'Selam Bethlehem')).status).toBe(201);
    expect((await sendIn(a, thread.id, 'Are you going on Sunday?')).status).toBe(201);

    const waiting = await requests(b);
    expect(waiting.count).toBe(1);
    expect(waiting.requests[0]).toMatchObject({
      id: thread.id,
      is_request: true,
      unread: 0,
      counterpart: { id: a.userId, label: 'Abel' },
      last_message: { preview: 'Are you going on Sunday?' },
    });
    expect(ids((await threadList(b)).threads)).not.toContain(thread.id);
    expect((await threadList(b)).unread).toBe(0);
    expect(await unread(b)).toBe(0);
    expect(await bell()).toEqual(bellBefore);
    // The recipient may read it before answering.
    expect((await b.browser.request(`/api/inbox/threads/${thread.id}/messages`)).status).toBe(200);

    // The sender sees their thread as any other: nothing says it waits.
    const mine = (await threadList(a)).threads.find((t) => t.id === thread.id);
    expect(mine).toMatchObject({ is_request: false, can_reply: true });
    expect((await requests(a)).count).toBe(0);
  });

  it('accepted, it joins the inbox with its unread; the reply reaches the sender', async () => {
    const [a, b] = [await member('Aster'), await member('Biniam')];
    const threadId = await firstMessage(a, b);
    const accepted = await answer(b, threadId, 'accept');
    expect(accepted.status).toBe(200);
    expect((await json<{ thread: ThreadSummary }>(accepted)).thread).toMatchObject({
      id: threadId,
      is_request: false,
    });
    expect((await requests(b)).count).toBe(0);
    expect(ids((await threadList(b)).threads)).toContain(threadId);
    expect(await unread(b)).toBe(1);
    expect((await sendIn(b, threadId, 'Selam Aster!')).status).toBe(201);
    const theirs = (await threadList(a)).threads.find((t) => t.id === threadId);
    expect(theirs).toMatchObject({ unread: 1, last_message: { preview: 'Selam Aster!' } });
    // Answered once: a second answer is a conflict, not a second change.
    expect((await answer(b, threadId, 'accept')).status).toBe(409);
    expect((await answer(b, threadId, 'decline')).status).toBe(409);
  });

  it('replying to a request accepts it', async () => {
    const [a, b] = [await member('Awet'), await member('Bisrat')];
    const threadId = await firstMessage(a, b);
    expect((await sendIn(b, threadId, 'Hi!')).status).toBe(201);
    expect((await requests(b)).count).toBe(0);
    expect(ids((await threadList(b)).threads)).toContain(threadId);
  });

  it('declined, it is gone for the recipient alone; the sender is not told and goes on as sent', async () => {
    const [a, b] = [await member('Amanuel'), await member('Betty')];
    const threadId = await firstMessage(a, b);
    const before = (await threadList(a)).threads.find((t) => t.id === threadId);
    expect((await answer(b, threadId, 'decline')).status).toBe(200);

    expect((await requests(b)).count).toBe(0);
    expect(ids((await threadList(b)).threads)).not.toContain(threadId);
    expect((await b.browser.request(`/api/inbox/threads/${threadId}`)).status).toBe(404);
    expect((await b.browser.request(`/api/inbox/threads/${threadId}/messages`)).status).toBe(404);
    expect((await sendIn(b, threadId, 'hm')).status).toBe(404);

    // The sender's view is what it was: no mark, replies still possible.
    const after = (await threadList(a)).threads.find((t) => t.id === threadId);
    expect(after).toEqual(before);
    expect((await sendIn(a, threadId, 'Did you get my message?')).status).toBe(201);
    expect((await requests(b)).count).toBe(0);
    expect(await unread(b)).toBe(0);
    // Reopening from the card finds the same thread, still out of the recipient's sight.
    expect((await openWith(a, b)).id).toBe(threadId);
    expect((await requests(b)).count).toBe(0);
  });

  it('only the recipient answers: the sender gets 409, anyone else 404, a stranger’s id 404', async () => {
    const [a, b, c] = [await member('Ariam'), await member('Berhane'), await member('Case')];
    const threadId = await firstMessage(a, b);
    expect((await answer(a, threadId, 'accept')).status).toBe(409);
    expect((await answer(c, threadId, 'accept')).status).toBe(404);
    expect((await answer(b, 'not-a-thread', 'accept')).status).toBe(404);
    expect((await requests(b)).count).toBe(1);
  });

  it('is no request when the recipient has written to the sender before (about a listing)', async () => {
    const [a, b] = [await member('Alem'), await member('Brook')];
    const listing = await insertListing(database.db, a.userId, { title: 'Bike' });
    const about = await json<OpenThreadReply>(
      await b.browser.request('/api/inbox/threads', { json: { listing: listing.id } }),
    );
    expect((await sendIn(b, about.thread.id, 'Is the bike still there?')).status).toBe(201);
    const threadId = await firstMessage(a, b, 'Yes! Also, selam.');
    expect((await requests(b)).count).toBe(0);
    expect(ids((await threadList(b)).threads)).toContain(threadId);
    expect(await unread(b)).toBe(1);
  });

  it('listing and match threads are never requests', async () => {
    const [a, b] = [await member('Adiam'), await member('Bruk')];
    const listing = await insertListing(database.db, b.userId, { title: 'Lamp' });
    for (const subject of [{ listing: listing.id }, { match: b.userId }]) {
      const { thread } = await json<OpenThreadReply>(
        await a.browser.request('/api/inbox/threads', { json: subject }),
      );
      expect((await sendIn(a, thread.id, 'Hello')).status).toBe(201);
      expect(ids((await threadList(b)).threads)).toContain(thread.id);
    }
    expect((await requests(b)).count).toBe(0);
    expect(await unread(b)).toBe(2);
  });
});

describe('blocks and suspensions hold', () => {
  it('blocking the sender (the one block list) takes the request away, and they can write no more', async () => {
    const [a, b] = [await member('Afewerki'), await member('Bana')];
    const threadId = await firstMessage(a, b);
    expect((await b.browser.request(`/api/blocks/${a.userId}`, { method: 'PUT' })).status).toBe(
      204,
    );
    expect((await requests(b)).count).toBe(0);
    expect(ids((await threadList(b)).threads)).not.toContain(threadId);
    expect((await sendIn(a, threadId, 'Again?')).status).toBe(403);
  });

  it('a blocked member cannot open a request to the one who blocked them, nor the blocker to them', async () => {
    const [a, b] = [await member('Alganesh'), await member('Bahlbi')];
    await b.browser.request(`/api/blocks/${a.userId}`, { method: 'PUT' });
    const refused = await a.browser.request('/api/inbox/threads', { json: { member: b.userId } });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { message: DM_MESSAGES.blocked } });
    const back = await b.browser.request('/api/inbox/threads', { json: { member: a.userId } });
    expect(back.status).toBe(403);
  });

  it('a suspended member cannot open a thread or write; they may still decline a request', async () => {
    const [a, b, c] = [await member('Asmerom'), await member('Bereket'), await member('Czech')];
    const threadId = await firstMessage(c, a);
    const open = await openWith(a, b);
    await database.db
      .insert(memberSuspensions)
      .values({ userId: a.userId, until: null, reason: 'Spam' });
    const opening = await a.browser.request('/api/inbox/threads', { json: { member: c.userId } });
    expect(opening.status).toBe(403);
    expect(await json(opening)).toMatchObject({ error: { code: 'suspended' } });
    expect((await sendIn(a, open.id, 'Hello')).status).toBe(403);
    expect((await answer(a, threadId, 'accept')).status).toBe(403);
    expect((await answer(a, threadId, 'decline')).status).toBe(200);
  });

  it('refuses the member subject for an unknown member, and oneself', async () => {
    const a = await member('Alone');
    await clearRateLimits();
    const unknown = await a.browser.request('/api/inbox/threads', { json: { member: 'nobody' } });
    expect(unknown.status).toBe(404);
    const self = await a.browser.request('/api/inbox/threads', { json: { member: a.userId } });
    expect(self.status).toBe(400);
  });
});

describe('a new request arrives live', () => {
  it('the recipient’s user channel hears of it (their Requests reread), with no unread added', async () => {
    const [a, b] = [await member('Ayda'), await member('Binyam')];
    const socket = await RealtimeTestClient.connect(server.ws, { cookie: b.browser.cookieHeader });
    try {
      await socket.next((m) => m.type === 'subscribed' && m.channel === `user:${b.userId}`);
      const threadId = await firstMessage(a, b);
      const event = await socket.next(
        (m: ServerMessage) =>
          m.type === 'event' &&
          m.channel === `user:${b.userId}` &&
          m.event.kind === 'inbox.changed',
      );
      expect(event).toMatchObject({ event: { threadId, unread: 0 } });
    } finally {
      socket.close();
    }
  });
});

describe('the member card (GET /api/members/:id/card)', () => {
  it('is public: name, city, member since and a few active listings, never contact details', async () => {
    const owner = await member('Saba Tesfay');
    await database.db.execute(
      sql`INSERT INTO profiles (id, display_name, city) VALUES (${owner.userId}, 'Saba Tesfay', 'Oakland, CA')
          ON CONFLICT (id) DO UPDATE SET city = 'Oakland, CA'`,
    );
    for (const title of ['Injera mitad', 'Coffee set', 'Habesha kemis', 'Jebena'])
      await insertListing(
        database.db,
        owner.userId,
        { title },
        { method: 'phone', value: '+1 555 0100' },
      );
    await insertListing(database.db, owner.userId, { title: 'Sold sofa', status: 'inactive' });

    const signedOut = await new TestBrowser(server.app).request(
      `/api/members/${owner.userId}/card`,
    );
    expect(signedOut.status).toBe(200);
    const text = await signedOut.text();
    const card = JSON.parse(text) as MemberCard;
    expect(card.member).toMatchObject({
      id: owner.userId,
      label: 'Saba Tesfay',
      city: 'Oakland, CA',
      listing_count: 4,
    });
    expect(card.member.listings.map((l) => l.title)).toEqual([
      'Jebena',
      'Habesha kemis',
      'Coffee set',
    ]);
    expect(card.viewer).toBeNull();
    expect(Date.parse(card.member.member_since)).not.toBeNaN();
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('@');
    // The phone number itself: a random id may hold '555'.
    expect(text).not.toContain('555 0100');
    expect(text).not.toMatch(/contact|phone|email|street/i);
  });

  it('tells a signed-in viewer whether they can message: not themselves, not across a block', async () => {
    const [a, b, c] = [await member('Almaz'), await member('Berhe'), await member('Carla')];
    const card = async (viewer: Member, of: Member) =>
      json<MemberCard>(await viewer.browser.request(`/api/members/${of.userId}/card`));
    expect((await card(a, b)).viewer).toEqual({ self: false, can_message: true });
    expect((await card(a, a)).viewer).toEqual({ self: true, can_message: false });
    await b.browser.request(`/api/blocks/${c.userId}`, { method: 'PUT' });
    expect((await card(c, b)).viewer).toEqual({ self: false, can_message: false });
    expect((await card(b, c)).viewer).toEqual({ self: false, can_message: false });
  });

  it('answers 404 for a member that does not exist', async () => {
    const response = await new TestBrowser(server.app).request('/api/members/nobody/card');
    expect(response.status).toBe(404);
  });
});

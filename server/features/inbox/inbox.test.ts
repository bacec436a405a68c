import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DM_MESSAGES,
  type MessagePage,
  type OpenThreadReply,
  type ThreadSummary,
} from '../../../shared/inbox.ts';
import { user } from '../../db/schema/auth.ts';
import { dmMessages } from '../../db/schema/inbox.ts';
import { json, testApp } from '../../test/app.ts';
import type { Member } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { sendIn, threadList } from '../../test/inbox-calls.ts';
import { insertListing } from '../../test/listings.ts';
import { noticesOf } from '../../test/notices.ts';

const database = setupTestDatabase();
const api = testApp(database);
let seller: Member;
let buyer: Member;
let stranger: Member;

beforeAll(async () => {
  seller = await api.member('Selam');
  buyer = await api.member('Bereket');
  stranger = await api.member('Stranger');
});

async function open(member: Member, body: unknown) {
  return member.browser.request('/api/inbox/threads', { json: body });
}
async function openOk(member: Member, body: unknown) {
  const response = await open(member, body);
  expect([200, 201]).toContain(response.status);
  return json<OpenThreadReply>(response);
}
const page = async (member: Member, threadId: string, query = '') =>
  json<MessagePage>(
    await member.browser.request(`/api/inbox/threads/${threadId}/messages${query}`),
  );
const clearRateLimits = () => database.db.execute(sql`DELETE FROM rate_limits`);

describe('open or create a thread (POST /api/inbox/threads)', () => {
  it('opens a thread with a listing’s owner about that listing, and reuses it the second time', async () => {
    const listing = await insertListing(database.db, seller.userId, { title: 'Sofa for sale' });
    const first = await open(buyer, { listing: listing.id });
    expect(first.status).toBe(201);
    const created = await json<OpenThreadReply>(first);
    expect(created).toMatchObject({
      created: true,
      thread: {
        counterpart: { id: seller.userId, label: 'Selam' },
        subject: { kind: 'listing', id: listing.id, title: 'Sofa for sale' },
        last_message: null,
        unread: 0,
      },
    });
    const again = await open(buyer, { listing: listing.id });
    expect(again.status).toBe(200);
    expect((await json<OpenThreadReply>(again)).thread.id).toBe(created.thread.id);
  });

  it('opens a direct thread from a match (a user id), the same one from either side', async () => {
    const mine = await openOk(buyer, { match: stranger.userId });
    expect(mine.thread.subject).toEqual({ kind: 'direct', id: null, title: null });
    const theirs = await openOk(stranger, { match: buyer.userId });
    expect(theirs.created).toBe(false);
    expect(theirs.thread.id).toBe(mine.thread.id);
  });

  it('keeps one thread per pair and subject: a listing thread and a direct thread are two', async () => {
    const listing = await insertListing(database.db, seller.userId);
    const aboutListing = await openOk(buyer, { listing: listing.id });
    const direct = await openOk(buyer, { match: seller.userId });
    expect(direct.thread.id).not.toBe(aboutListing.thread.id);
  });

  it('refuses yourself, a missing or inactive listing, an unknown user or mentor, with clear 4xx', async () => {
    const own = await insertListing(database.db, seller.userId);
    const inactive = await insertListing(database.db, seller.userId, { status: 'inactive' });
    const cases: [unknown, number, string][] = [
      [{ listing: own.id }, 400, DM_MESSAGES.self],
      [{ match: seller.userId }, 400, DM_MESSAGES.self],
      [{ listing: inactive.id }, 404, DM_MESSAGES.listingMissing],
      [{ listing: '00000000-0000-4000-8000-000000000000' }, 404, DM_MESSAGES.listingMissing],
      [{ listing: 'not-a-uuid' }, 404, DM_MESSAGES.listingMissing],
      [{ match: 'nobody-at-all' }, 404, DM_MESSAGES.userMissing],
      [{ mentor: 'no-such-mentor' }, 404, DM_MESSAGES.mentorMissing],
      [{}, 400, DM_MESSAGES.oneSubject],
      [{ listing: own.id, match: buyer.userId }, 400, DM_MESSAGES.oneSubject],
    ];
    for (const [body, status, message] of cases) {
      const response = await open(seller, body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(await json(response)).toMatchObject({ error: { message } });
    }
  });

  it('labels the counterpart by name, else the email before the at sign, never the full email', async () => {
    const nameless = await api.member('x');
    await database.db.update(user).set({ name: '' }).where(eq(user.id, nameless.userId));
    const { thread } = await openOk(buyer, { match: nameless.userId });
    expect(thread.counterpart?.label).toBe(nameless.email.split('@')[0]);
    await sendIn(buyer, thread.id, 'hello');
    const everything = JSON.stringify([
      await threadList(buyer),
      await threadList(nameless),
      await page(nameless, thread.id),
    ]);
    expect(everything).not.toContain(nameless.email);
    expect(everything).not.toContain(buyer.email);
  });
});

describe('messages: members only, in pages, unread and read', () => {
  it('sends a trimmed message; the counterpart sees the thread with its preview and an unread count', async () => {
    const listing = await insertListing(database.db, seller.userId, { title: 'Bike' });
    const { thread } = await openOk(buyer, { listing: listing.id });
    // The seller does not see an empty thread someone else opened.
    expect((await threadList(seller)).threads.map((t) => t.id)).not.toContain(thread.id);

    const response = await sendIn(buyer, thread.id, '  Is the bike still available?  ');
    expect(response.status).toBe(201);
    const { message } = await json<{ message: { body: string; sender_id: string } }>(response);
    expect(message).toMatchObject({
      body: 'Is the bike still available?',
      sender_id: buyer.userId,
    });

    const sellers = await threadList(seller);
    const seen = sellers.threads.find((t) => t.id === thread.id);
    expect(seen).toMatchObject({
      counterpart: { id: buyer.userId, label: 'Bereket' },
      subject: { title: 'Bike' },
      last_message: { preview: 'Is the bike still available?', sender_id: buyer.userId },
      unread: 1,
    });
    expect(sellers.unread).toBeGreaterThanOrEqual(1);
    // My own message is not unread for me.
    expect((await threadList(buyer)).threads.find((t) => t.id === thread.id)?.unread).toBe(0);
  });

  it('refuses an empty or too long body (400) and control characters', async () => {
    const { thread } = await openOk(buyer, { match: seller.userId });
    for (const body of ['', '   \n ', 'x'.repeat(4001), 'bad\u0000byte']) {
      expect((await sendIn(buyer, thread.id, body)).status).toBe(400);
    }
    expect((await sendIn(buyer, thread.id, 'x'.repeat(4000))).status).toBe(201);
  });

  it('a third member can neither read nor post nor mark: 404, as if the thread did not exist', async () => {
    const { thread } = await openOk(buyer, { match: seller.userId });
    const base = `/api/inbox/threads/${thread.id}`;
    expect((await stranger.browser.request(base)).status).toBe(404);
    expect((await stranger.browser.request(`${base}/messages`)).status).toBe(404);
    expect((await sendIn(stranger, thread.id, 'let me in')).status).toBe(404);
    expect((await stranger.browser.request(`${base}/read`, { json: {} })).status).toBe(404);
    expect((await stranger.browser.request('/api/inbox/threads/not-a-uuid')).status).toBe(404);
    expect((await threadList(stranger)).threads.map((t) => t.id)).not.toContain(thread.id);
  });

  it('pages history by 50, oldest first, and catches up after a given id', async () => {
    const talker = await api.member('Talker');
    const { thread } = await openOk(talker, { match: seller.userId });
    await database.db.insert(dmMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        threadId: thread.id,
        senderId: i % 2 ? talker.userId : seller.userId,
        body: `m${i}`,
      })),
    );
    const newest = await page(talker, thread.id);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1)?.body).toBe('m119');
    expect(newest.has_more).toBe(true);
    const older = await page(talker, thread.id, `?before=${newest.messages[0]?.id}`);
    expect(older.messages.map((m) => m.body).slice(0, 2)).toEqual(['m20', 'm21']);
    const oldest = await page(talker, thread.id, `?before=${older.messages[0]?.id}`);
    expect(oldest.messages).toHaveLength(20);
    expect(oldest.has_more).toBe(false);
    const after = await page(talker, thread.id, `?after=${newest.messages[47]?.id}`);
    expect(after.messages.map((m) => m.body)).toEqual(['m118', 'm119']);
    expect(
      (await talker.browser.request(`/api/inbox/threads/${thread.id}/messages?limit=0`)).status,
    ).toBe(400);
  });

  it('marks read for that member only, and the total falls', async () => {
    const a = await api.member('A');
    const b = await api.member('B');
    const { thread } = await openOk(a, { match: b.userId });
    await sendIn(a, thread.id, 'one');
    await sendIn(a, thread.id, 'two');
    expect((await threadList(b)).unread).toBe(2);
    expect(await json(await b.browser.request('/api/inbox/unread'))).toEqual({ unread: 2 });
    // Reading up to the first message leaves the second unread.
    const first = (await page(b, thread.id)).messages[0];
    const partly = await b.browser.request(`/api/inbox/threads/${thread.id}/read`, {
      json: { upTo: first?.id },
    });
    expect(await json(partly)).toEqual({ unread: 1 });
    const read = await b.browser.request(`/api/inbox/threads/${thread.id}/read`, { json: {} });
    expect(await json(read)).toEqual({ unread: 0 });
    expect((await threadList(b)).threads[0]?.unread).toBe(0);
    await sendIn(b, thread.id, 'reply');
    expect((await threadList(a)).unread).toBe(1);
  });

  it('counts a message in the inbox only: the bell gets no notification for it', async () => {
    const a = await api.member('Almaz');
    const b = await api.member('Biniam');
    const { thread } = await openOk(a, { match: b.userId });
    const before = (await noticesOf(b)).notifications.length;
    await sendIn(a, thread.id, 'first');
    await sendIn(a, thread.id, 'second');
    expect((await threadList(b)).unread).toBe(2);
    expect(await json(await b.browser.request('/api/inbox/unread'))).toEqual({ unread: 2 });
    const after = await noticesOf(b);
    expect(after.notifications).toHaveLength(before);
    expect(after.notifications.filter((n) => n.type === 'dm')).toEqual([]);
  });
});

describe('block and rate limits', () => {
  it('after a block the blocked member gets 403 "You can\'t message this person"; the thread stays, marked, in the blocker’s list', async () => {
    const a = await api.member('Pest');
    const b = await api.member('Blocker');
    const { thread } = await openOk(a, { match: b.userId });
    await sendIn(a, thread.id, 'hi');
    expect((await threadList(b)).threads.map((t) => t.id)).toContain(thread.id);
    expect((await b.browser.request(`/api/blocks/${a.userId}`, { method: 'PUT' })).status).toBe(
      204,
    );

    const refused = await sendIn(a, thread.id, 'hello?');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { message: DM_MESSAGES.blocked } });
    expect((await sendIn(b, thread.id, 'me neither')).status).toBe(403);
    expect((await open(a, { match: b.userId })).status).toBe(403);
    const blockerList = await threadList(b);
    expect(blockerList.threads.find((t) => t.id === thread.id)).toMatchObject({
      blocked_by_me: true,
      can_reply: false,
      unread: 0,
    });
    expect(blockerList.unread).toBe(0);
    // The blocked member is told they can't reply, not who blocked whom.
    const theirs = await json<{ thread: ThreadSummary }>(
      await a.browser.request(`/api/inbox/threads/${thread.id}`),
    );
    expect(theirs.thread).toMatchObject({ blocked_by_me: false, can_reply: false });

    await b.browser.request(`/api/blocks/${a.userId}`, { method: 'DELETE' });
    expect((await sendIn(a, thread.id, 'sorry')).status).toBe(201);
    expect((await threadList(b)).threads.find((t) => t.id === thread.id)).toMatchObject({
      blocked_by_me: false,
      can_reply: true,
    });
  });

  it('allows 30 messages a minute per user, then 429 with a readable message, and recovers after the window', async () => {
    await clearRateLimits();
    const a = await api.member('Fast');
    const { thread } = await openOk(a, { match: seller.userId });
    for (let i = 0; i < 30; i++) expect((await sendIn(a, thread.id, `m${i}`)).status).toBe(201);
    const over = await sendIn(a, thread.id, 'one too many');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(await json(over)).toMatchObject({ error: { message: DM_MESSAGES.sendTooFast } });
    await database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '2 minutes' WHERE key = ${`dm-send:${a.userId}`}`,
    );
    expect((await sendIn(a, thread.id, 'later')).status).toBe(201);
  });

  it('allows 20 new threads an hour per user; reopening an existing thread does not count', async () => {
    await clearRateLimits();
    const a = await api.member('Spammer');
    const listing = await insertListing(database.db, seller.userId);
    await openOk(a, { listing: listing.id });
    for (let i = 0; i < 5; i++) await openOk(a, { listing: listing.id });
    const others = await Promise.all(
      Array.from({ length: 19 }, (_, i) =>
        insertListing(database.db, seller.userId, { title: `L${i}` }),
      ),
    );
    for (const other of others) expect((await open(a, { listing: other.id })).status).toBe(201);
    const extra = await insertListing(database.db, seller.userId);
    const over = await open(a, { listing: extra.id });
    expect(over.status).toBe(429);
    expect(await json(over)).toMatchObject({ error: { message: DM_MESSAGES.openTooFast } });
    await database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '2 hours' WHERE key = ${`dm-open:${a.userId}`}`,
    );
    expect((await open(a, { listing: extra.id })).status).toBe(201);
    const stored = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dmMessages)
      .where(and(eq(dmMessages.senderId, a.userId)));
    expect(stored[0]?.n).toBe(0);
  });
});

import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  type ChatHistory,
  type ChatMessage,
  chatChannel,
  chatCityKey,
} from '../../../shared/chat.ts';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { user } from '../../db/schema/auth.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { contentReports } from '../../db/schema/content-reports.ts';
import { json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { twoInstances } from '../../test/server.ts';
import { trackBoardPeople } from './people.ts';

const database = setupTestDatabase({ max: 10, connectionTimeoutMillis: 10_000 });
const servers = twoInstances(database);
let alice: Member;
let bob: Member;
let carol: Member;

/** Signs up on instance one (both instances share the database, so the cookie works on two). */
const member = (name: string): Promise<Member> =>
  signedUpMember(servers.one.app, database.db, name);

/** Inserts `n` messages of `userId` straight into a board (history tests). */
async function insertMessages(userId: string, city: string, board: string, n: number) {
  const values = Array.from({ length: n }, (_, i) => ({
    content: `Message ${i + 1}`,
    userId,
    city,
    cityKey: chatCityKey(city),
    board,
  }));
  await database.db.insert(chatMessages).values(values);
}

const history = (browser: TestBrowser, query: string) =>
  browser.request(`/api/chat/messages?${query}`).then((r) => json<ChatHistory>(r));

const send = (m: Member, city: string, board: string, content: string) =>
  m.browser.request('/api/chat/messages', { json: { city, board, content } });

const clearSlowMode = () => database.db.execute(sql`DELETE FROM rate_limits`);

beforeAll(async () => {
  alice = await member('Alice');
  bob = await member('Bob');
  carol = await member('Carol');
});

describe('the city key', () => {
  it('folds case, accents and the region or country suffix, as browse does', () => {
    expect(chatCityKey('Zürich')).toBe('zurich');
    expect(chatCityKey('zurich, ZH')).toBe('zurich');
    expect(chatCityKey('  ADDIS ABABA , Ethiopia')).toBe('addis-ababa');
    expect(chatCityKey("Mek'ele")).toBe('mekele');
    expect(chatCityKey('São Paulo')).toBe('sao-paulo');
    expect(chatCityKey('ኣስመራ')).toBe('ኣስመራ');
    expect(chatCityKey(' , ')).toBe('');
    expect(chatChannel('Washington, D.C.', 'jobs')).toBe('city:washington:jobs');
  });
});

describe('reading a board (GET /api/chat/messages)', () => {
  it('opens with the newest 50, oldest to newest, and pages back with before', async () => {
    await insertMessages(carol.userId, 'Frankfurt', 'jobs', 120);
    const anonymous = new TestBrowser(servers.one.app);
    const first = await history(anonymous, 'city=Frankfurt&board=jobs');
    expect(first.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(first.messages[0]?.content).toBe('Message 71');
    expect(first.messages.at(-1)?.content).toBe('Message 120');
    const seqs = first.messages.map((m) => m.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);

    const second = await history(anonymous, `city=Frankfurt&board=jobs&before=${seqs[0]}`);
    expect(second.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Message ${i + 21}`),
    );
    expect(second.has_more).toBe(true);
    const third = await history(
      anonymous,
      `city=Frankfurt&board=jobs&before=${second.messages[0]?.seq}`,
    );
    expect(third.messages).toHaveLength(20);
    expect(third.has_more).toBe(false);
  });

  it('finds the same board whatever the spelling of the city', async () => {
    await insertMessages(carol.userId, 'Zürich', 'housing', 2);
    const anonymous = new TestBrowser(servers.one.app);
    for (const city of ['zurich', 'ZÜRICH, Switzerland', 'Zurich, ZH']) {
      const page = await history(anonymous, `city=${encodeURIComponent(city)}&board=housing`);
      expect(page.messages.map((m) => m.content)).toEqual(['Message 1', 'Message 2']);
    }
    const other = await history(anonymous, 'city=Zurich&board=general');
    expect(other.messages).toEqual([]);
  });

  it('labels authors by name, else the email before the at sign, never the full email', async () => {
    const dawit = await member('Dawit');
    await database.db.update(user).set({ name: '' }).where(eq(user.id, dawit.userId));
    await insertMessages(dawit.userId, 'Oslo', 'events', 1);
    await insertMessages(carol.userId, 'Oslo', 'events', 1);
    const page = await history(alice.browser, 'city=Oslo&board=events');
    expect(page.messages.map((m) => m.author.label)).toEqual([dawit.email.split('@')[0], 'Carol']);
    expect(JSON.stringify(page)).not.toContain('@example.org');
    expect(page.messages.every((m) => m.mine === false)).toBe(true);
  });

  it('catches up after a reconnect with the messages after the last one seen', async () => {
    await insertMessages(carol.userId, 'Leeds', 'general', 3);
    const anonymous = new TestBrowser(servers.one.app);
    const page = await history(anonymous, 'city=Leeds&board=general');
    const last = page.messages.at(-1)?.seq ?? 0;
    await insertMessages(bob.userId, 'Leeds', 'general', 2);
    const after = await history(anonymous, `city=Leeds&board=general&after=${last}`);
    expect(after.messages.map((m) => m.content)).toEqual(['Message 1', 'Message 2']);
    expect(after.messages.every((m) => m.author.id === bob.userId)).toBe(true);
    expect(after.has_more).toBe(false);
  });

  it('refuses an unknown board, a missing city and before with after (400, readable)', async () => {
    const anonymous = new TestBrowser(servers.one.app);
    const board = await anonymous.request('/api/chat/messages?city=Oslo&board=random');
    expect(board.status).toBe(400);
    const noCity = await anonymous.request('/api/chat/messages?city=%20&board=general');
    expect(noCity.status).toBe(400);
    expect(await json(noCity)).toMatchObject({ error: { message: CHAT_MESSAGES.noCity } });
    const both = await anonymous.request(
      '/api/chat/messages?city=Oslo&board=general&before=5&after=1',
    );
    expect(both.status).toBe(400);
  });
});

describe('sending (POST /api/chat/messages)', () => {
  it('stores a trimmed message with its author and answers it as the sender’s own', async () => {
    await clearSlowMode();
    const response = await send(alice, 'Asmara', 'general', '  Selam everyone!  \n');
    expect(response.status).toBe(201);
    const message = await json<ChatMessage>(response);
    expect(message).toMatchObject({
      content: 'Selam everyone!',
      city: 'Asmara',
      board: 'general',
      mine: true,
      author: { id: alice.userId, label: 'Alice' },
    });
    const page = await history(bob.browser, 'city=asmara&board=general');
    expect(page.messages.at(-1)).toMatchObject({ id: message.id, mine: false });
  });

  it('keeps line breaks and refuses empty, blank and over-long messages (400, no row stored)', async () => {
    await clearSlowMode();
    const multi = await json<ChatMessage>(await send(alice, 'Asmara', 'jobs', 'one\ntwo'));
    expect(multi.content).toBe('one\ntwo');
    for (const [content, message] of [
      ['', CHAT_MESSAGES.empty],
      ['   \n ', CHAT_MESSAGES.empty],
      ['x'.repeat(1_001), CHAT_MESSAGES.tooLong],
    ] as const) {
      const response = await send(alice, 'Asmara', 'jobs', content);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { message } });
    }
    expect((await send(alice, 'Asmara', 'jobs', 'y'.repeat(1_000))).status).toBe(201);
    const missingCity = await send(alice, '', 'jobs', 'hello');
    expect(missingCity.status).toBe(400);
    expect(await json(missingCity)).toMatchObject({ error: { message: CHAT_MESSAGES.noCity } });
    expect((await send(alice, 'Asmara', 'gossip', 'hello')).status).toBe(400);
    const rows = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.board, 'jobs'));
    expect(rows.filter((row) => row.userId === alice.userId)).toHaveLength(2);
  });

  it('needs sign-in (401)', async () => {
    const response = await send(
      { ...alice, browser: new TestBrowser(servers.one.app) },
      'Asmara',
      'general',
      'hi',
    );
    expect(response.status).toBe(401);
  });

  it('slow mode: 10 messages per 30 s pass, the 11th gets 429 with a readable message, and it recovers', async () => {
    await clearSlowMode();
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i++) {
      expect((await send(bob, 'Toronto', 'services', `Offer ${i}`)).status).toBe(201);
    }
    const over = await send(bob, 'Toronto', 'services', 'One more');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(over)).toMatchObject({
      error: { code: 'rate_limited', message: CHAT_MESSAGES.tooFast },
    });
    // Another member is not slowed down by Bob.
    expect((await send(carol, 'Toronto', 'services', 'Mine')).status).toBe(201);
    // The window passes (moved back in time rather than waited for).
    await database.db.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '31 seconds' WHERE key LIKE 'chat-send:%'`,
    );
    expect((await send(bob, 'Toronto', 'services', 'Back again')).status).toBe(201);
  });
});

describe('deleting and reporting', () => {
  it('deletes your own message only (403 for another member, 404 when gone)', async () => {
    await clearSlowMode();
    const message = await json<ChatMessage>(await send(alice, 'Asmara', 'events', 'Party at 8'));
    const byBob = await bob.browser.request(`/api/chat/messages/${message.id}`, {
      method: 'DELETE',
    });
    expect(byBob.status).toBe(403);
    const byAlice = await alice.browser.request(`/api/chat/messages/${message.id}`, {
      method: 'DELETE',
    });
    expect(byAlice.status).toBe(204);
    const again = await alice.browser.request(`/api/chat/messages/${message.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    // Its place stays, without its words: 'Message deleted' (issue #40), not a moderator's removal.
    const page = await history(bob.browser, 'city=Asmara&board=events');
    expect(page.messages.find((m) => m.id === message.id)).toMatchObject({
      deleted: true,
      content: '',
      moderation: null,
    });
    const [stored] = await database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.id, message.id));
    expect(stored?.content).toBe('');
    const report = await bob.browser.request(`/api/chat/messages/${message.id}/reports`, {
      json: { reason: 'spam', details: 'gone' },
    });
    expect(report.status).toBe(404);
    const bad = await alice.browser.request('/api/chat/messages/not-a-uuid', { method: 'DELETE' });
    expect(bad.status).toBe(400);
  });

  it('a reply quotes the line it answers, and the quote follows that line being deleted', async () => {
    await clearSlowMode();
    const city = `Quoteville ${Date.now()}`;
    const asked = await json<ChatMessage>(
      await send(alice, city, 'jobs', 'Who is hiring drivers?'),
    );
    const reply = await bob.browser.request('/api/chat/messages', {
      json: { city, board: 'jobs', content: 'The depot is', reply_to_id: asked.id },
    });
    expect(reply.status).toBe(201);
    const replied = await json<ChatMessage>(reply);
    const quote = {
      id: asked.id,
      state: 'shown',
      author: { id: alice.userId, label: 'Alice' },
      content: 'Who is hiring drivers?',
    };
    expect(replied.reply_to).toEqual(quote);
    // The quote as Carol reads the reply on the board.
    const quoteSeen = async () =>
      (await history(carol.browser, `city=${encodeURIComponent(city)}&board=jobs`)).messages.find(
        (m) => m.id === replied.id,
      )?.reply_to;
    const withoutWords = (state: string) => ({ id: asked.id, state, author: null, content: '' });
    expect(await quoteSeen()).toEqual(quote);

    // A line on another board, or one that is gone, cannot be answered.
    for (const target of [asked.id, '00000000-0000-4000-8000-000000000000']) {
      const elsewhere = await bob.browser.request('/api/chat/messages', {
        json: { city, board: 'housing', content: 'Wrong board', reply_to_id: target },
      });
      expect(elsewhere.status).toBe(404);
      expect((await json<{ error: { message: string } }>(elsewhere)).error.message).toBe(
        CHAT_MESSAGES.replyGone,
      );
    }

    // Someone who blocked the asker sees the reply, but not the blocked words in its quote.
    await carol.browser.request(`/api/blocks/${alice.userId}`, { method: 'PUT' });
    expect(await quoteSeen()).toEqual(withoutWords('unavailable'));
    await carol.browser.request(`/api/blocks/${alice.userId}`, { method: 'DELETE' });

    await alice.browser.request(`/api/chat/messages/${asked.id}`, { method: 'DELETE' });
    expect(await quoteSeen()).toEqual(withoutWords('deleted'));
    const late = await bob.browser.request('/api/chat/messages', {
      json: { city, board: 'jobs', content: 'Too late', reply_to_id: asked.id },
    });
    expect(late.status).toBe(404);
  });

  it('stores a report with the reporter, the author and the words, once per member', async () => {
    await clearSlowMode();
    const message = await json<ChatMessage>(await send(carol, 'Asmara', 'services', 'Buy now!!!'));
    for (let i = 0; i < 2; i++) {
      const response = await bob.browser.request(`/api/chat/messages/${message.id}/reports`, {
        json: { details: 'Spam' },
      });
      expect(response.status).toBe(201);
    }
    const reports = await database.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.targetId, message.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      kind: 'chat_message',
      reporterId: bob.userId,
      authorId: carol.userId,
      excerpt: 'Buy now!!!',
      details: 'Spam',
    });
  });

  it('hides the messages of people the viewer blocked, for that viewer only', async () => {
    await clearSlowMode();
    await send(carol, 'Kampala', 'general', 'From Carol');
    await send(bob, 'Kampala', 'general', 'From Bob');
    expect(
      (await alice.browser.request(`/api/blocks/${carol.userId}`, { method: 'PUT' })).status,
    ).toBe(204);
    const forAlice = await history(alice.browser, 'city=Kampala&board=general');
    expect(forAlice.messages.map((m) => m.content)).toEqual(['From Bob']);
    const forBob = await history(bob.browser, 'city=Kampala&board=general');
    expect(forBob.messages.map((m) => m.content)).toEqual(['From Carol', 'From Bob']);
    const forVisitor = await history(
      new TestBrowser(servers.one.app),
      'city=Kampala&board=general',
    );
    expect(forVisitor.messages).toHaveLength(2);
    await alice.browser.request(`/api/blocks/${carol.userId}`, { method: 'DELETE' });
  });
});

const eventOf = (kind: string, channel: string) => (m: ServerMessage) =>
  m.type === 'event' && m.channel === channel && m.event.kind === kind;
const peopleCount = (channel: string, count: number) => (m: ServerMessage) =>
  m.type === 'event' &&
  m.channel === channel &&
  m.event.kind === 'chat.people' &&
  m.event.count === count;

describe('live boards (realtime)', () => {
  it('a message reaches every socket on that city and board, on both instances, and none elsewhere', async () => {
    await clearSlowMode();
    const channel = chatChannel('Addis Ababa', 'general');
    const onOne = await RealtimeTestClient.connect(servers.one.ws);
    const onTwo = await RealtimeTestClient.connect(servers.two.ws);
    const otherBoard = await RealtimeTestClient.connect(servers.two.ws);
    const otherCity = await RealtimeTestClient.connect(servers.one.ws);
    await onOne.subscribe(channel);
    await onTwo.subscribe(channel);
    await otherBoard.subscribe(chatChannel('Addis Ababa', 'jobs'));
    await otherCity.subscribe(chatChannel('Adama', 'general'));

    const sent = await json<ChatMessage>(
      await send(alice, 'addis ababa, Ethiopia', 'general', 'Buna?'),
    );
    for (const socket of [onOne, onTwo]) {
      const received = await socket.next(eventOf('chat.created', channel));
      expect(received).toMatchObject({ event: { id: sent.id, seq: sent.seq } });
      // Ids only: the words are fetched, so a blocked author stays hidden.
      expect(JSON.stringify(received)).not.toContain('Buna?');
    }
    await expect(
      otherBoard.next((m) => m.type === 'event' && m.event.kind === 'chat.created', 400),
    ).rejects.toThrow();
    await expect(
      otherCity.next((m) => m.type === 'event' && m.event.kind === 'chat.created', 400),
    ).rejects.toThrow();

    await alice.browser.request(`/api/chat/messages/${sent.id}`, { method: 'DELETE' });
    for (const socket of [onOne, onTwo]) {
      expect(await socket.next(eventOf('chat.deleted', channel))).toMatchObject({
        event: { id: sent.id },
      });
    }
    for (const socket of [onOne, onTwo, otherBoard, otherCity]) socket.close();
  });

  it('counts the people on a board over both instances, live, and forgets closed sockets', async () => {
    const channel = chatChannel('Stockholm', 'events');
    const count = async () =>
      (await history(new TestBrowser(servers.two.app), 'city=Stockholm&board=events')).people;
    expect(await count()).toBe(0);

    const watcher = await RealtimeTestClient.connect(servers.one.ws);
    await watcher.subscribe(channel);
    await watcher.next(peopleCount(channel, 1));
    const onTwo = await RealtimeTestClient.connect(servers.two.ws);
    await onTwo.subscribe(channel);
    await watcher.next(peopleCount(channel, 2));
    expect(await count()).toBe(2);

    onTwo.close();
    await watcher.next(peopleCount(channel, 1));
    expect(await count()).toBe(1);
    watcher.close();
    await expect.poll(count).toBe(0);
  });

  it('does not count a dead instance’s sockets once its rows go stale', async () => {
    const channel = chatChannel('Bergen', 'general');
    const socket = await RealtimeTestClient.connect(servers.one.ws);
    await socket.subscribe(channel);
    await trackBoardPeople(servers.one.deps).flush();
    expect(await trackBoardPeople(servers.one.deps).count(channel)).toBe(1);
    await database.db.execute(
      sql`UPDATE chat_board_sockets SET seen_at = now() - interval '2 minutes' WHERE channel = ${channel}`,
    );
    expect(await trackBoardPeople(servers.two.deps).count(channel)).toBe(0);
    socket.close();
  });
});

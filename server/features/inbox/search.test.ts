/**
 * Message search (issue #41), against PostgreSQL: a member finds the messages
 * of their own threads by word, never another pair's; a Tigrinya word typed
 * in Latin letters; folded letters; not deleted messages, declined requests
 * or a request from someone blocked; both phases (the walk of the newest and
 * the index's collect); 400 for an empty or too long q.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DM_MESSAGES, type DmMessage, type OpenThreadReply } from '../../../shared/inbox.ts';
import { DM_SEARCH_PAGE, type MessageSearchReply } from '../../../shared/message-search.ts';
import { json, testApp } from '../../test/app.ts';
import { type Member, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { RECENT_WINDOW } from './search.ts';

const database = setupTestDatabase();
const api = testApp(database);
let selam: Member;
let bereket: Member;
let hanna: Member;
let dawit: Member;
let selamBereket: string;
let hannaDawit: string;

const { member } = api;
async function threadBetween(a: Member, b: Member) {
  const response = await a.browser.request('/api/inbox/threads', { json: { match: b.userId } });
  return (await json<OpenThreadReply>(response)).thread.id;
}
async function send(from: Member, threadId: string, body: string) {
  const response = await from.browser.request(`/api/inbox/threads/${threadId}/messages`, {
    json: { body },
  });
  expect(response.status).toBe(201);
  return (await json<{ message: DmMessage }>(response)).message;
}
const searchRaw = (who: Member, q: string, before?: number) =>
  who.browser.request(
    `/api/inbox/search?q=${encodeURIComponent(q)}${before ? `&before=${before}` : ''}`,
  );
async function search(who: Member, q: string, before?: number) {
  const response = await searchRaw(who, q, before);
  expect(response.status).toBe(200);
  return json<MessageSearchReply>(response);
}
const clearRateLimits = () => database.db.execute(sql`DELETE FROM rate_limits`);

beforeAll(async () => {
  selam = await member('Selam');
  bereket = await member('Bereket');
  hanna = await member('Hanna');
  dawit = await member('Dawit');
  selamBereket = await threadBetween(selam, bereket);
  hannaDawit = await threadBetween(hanna, dawit);
});

describe('message search', () => {
  it('finds my own messages and the other member’s in my threads, newest first, with a marked snippet', async () => {
    const mine = await send(selam, selamBereket, 'Is the apartment near the station still free?');
    const theirs = await send(bereket, selamBereket, 'Yes, the APARTMENT is free until June.');
    await send(hanna, hannaDawit, 'My apartment has a garden.');

    const found = await search(selam, 'apartment');
    expect(found.results.map((hit) => hit.message_id)).toEqual([theirs.id, mine.id]);
    expect(found.next).toBeNull();
    const [first, second] = found.results;
    expect(first).toMatchObject({
      thread_id: selamBereket,
      mine: false,
      counterpart: { id: bereket.userId, label: 'Bereket' },
    });
    expect(second?.mine).toBe(true);
    const { text, marks } = first?.snippet ?? { text: '', marks: [] };
    expect(marks.map(([from, to]) => text.slice(from, to))).toEqual(['APARTMENT']);

    // A word's beginning finds it; every word of q must be there.
    expect((await search(selam, 'apart')).results).toHaveLength(2);
    expect((await search(selam, 'apartment june')).results.map((hit) => hit.message_id)).toEqual([
      theirs.id,
    ]);
  });

  it('never finds another pair’s messages', async () => {
    expect((await search(selam, 'garden')).results).toEqual([]);
    const hannas = await search(hanna, 'apartment');
    expect(hannas.results.map((hit) => hit.thread_id)).toEqual([hannaDawit]);
  });

  it('finds a Tigrinya word typed in Latin letters, and a folded spelling of it', async () => {
    const greeting = await send(bereket, selamBereket, 'ሰላም ሓው! ከመይ ኣለኻ?');
    const latin = await search(selam, 'selam');
    expect(latin.results.map((hit) => hit.message_id)).toEqual([greeting.id]);
    const { text, marks } = latin.results[0]?.snippet ?? { text: '', marks: [] };
    expect(marks.map(([from, to]) => text.slice(from, to))).toEqual(['ሰላም']);
    // ሠ is typed for ሰ: one letter to search (shared/search-text.ts).
    expect((await search(selam, 'ሠላም')).results.map((hit) => hit.message_id)).toEqual([
      greeting.id,
    ]);
    expect((await search(selam, 'ከመይ')).results).toHaveLength(1);
  });

  it('does not find a deleted message', async () => {
    const gone = await send(selam, selamBereket, 'The zebra crossing by the cafe');
    expect((await search(bereket, 'zebra')).results).toHaveLength(1);
    const deleted = await selam.browser.request(`/api/inbox/messages/${gone.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await search(bereket, 'zebra')).results).toEqual([]);
    expect((await search(selam, 'zebra')).results).toEqual([]);
  });

  it('does not find a request I declined, nor one from a member I blocked', async () => {
    const stranger = await member('Stranger');
    const open = await stranger.browser.request('/api/inbox/threads', {
      json: { member: dawit.userId },
    });
    const request = (await json<OpenThreadReply>(open)).thread.id;
    await send(stranger, request, 'Hello, about the quokka you posted');
    // A request waits under Requests: its words are there to find.
    expect((await search(dawit, 'quokka')).results.map((hit) => hit.thread_id)).toEqual([request]);
    expect(
      (await dawit.browser.request(`/api/inbox/threads/${request}/decline`, { json: {} })).status,
    ).toBe(200);
    expect((await search(dawit, 'quokka')).results).toEqual([]);
    // Its sender still finds what they wrote.
    expect((await search(stranger, 'quokka')).results).toHaveLength(1);

    const pest = await member('Pest');
    const openPest = await pest.browser.request('/api/inbox/threads', {
      json: { member: dawit.userId },
    });
    const pestRequest = (await json<OpenThreadReply>(openPest)).thread.id;
    await send(pest, pestRequest, 'The walrus is for sale');
    expect((await search(dawit, 'walrus')).results).toHaveLength(1);
    await dawit.browser.request(`/api/blocks/${pest.userId}`, { method: 'PUT' });
    expect((await search(dawit, 'walrus')).results).toEqual([]);
  });

  it('pages through a word in many messages, and finds a rare one past the newest it walks', async () => {
    const rare = await send(selam, selamBereket, 'The narwhal left early');
    // More messages than the walk reads, put in directly (rate limits hold the API).
    const many = RECENT_WINDOW + 50;
    await database.db.execute(sql`
      INSERT INTO dm_messages (thread_id, sender_id, body)
      SELECT ${selamBereket}::uuid, ${selam.userId},
             'Common words ' || n || CASE WHEN n = 5 THEN ' okapi' ELSE ' again' END
        FROM generate_series(1, ${many}) n`);
    // As a send keeps it: search starts from the threads' newest message.
    await database.db.execute(sql`
      UPDATE dm_threads SET last_message_id = (SELECT max(id) FROM dm_messages WHERE thread_id = ${selamBereket}::uuid)
       WHERE id = ${selamBereket}::uuid`);
    const found = await search(bereket, 'narwhal');
    expect(found.results.map((hit) => hit.message_id)).toEqual([rare.id]);

    const page1 = await search(bereket, 'common');
    expect(page1.results).toHaveLength(DM_SEARCH_PAGE);
    expect(page1.next).toBe(page1.results.at(-1)?.message_id);
    const page2 = await search(bereket, 'common', page1.next ?? undefined);
    expect(page2.results).toHaveLength(DM_SEARCH_PAGE);
    expect(page2.results[0]?.message_id).toBeLessThan(page1.next ?? 0);
    // Two words, each in thousands of messages, both in one only: found past the walk too.
    const both = await search(bereket, 'okapi common');
    expect(both.results.map((hit) => hit.snippet.text)).toEqual(['Common words 5 okapi']);
  });

  it('answers 400 with a clear message for an empty, wordless or too long q, and 401 signed out', async () => {
    await clearRateLimits();
    for (const [q, message] of [
      ['', DM_MESSAGES.searchEmpty],
      ['   ', DM_MESSAGES.searchEmpty],
      ['?!…', DM_MESSAGES.searchEmpty],
      ['a'.repeat(101), DM_MESSAGES.searchTooLong],
      ['a b c d e f g h i', DM_MESSAGES.searchTooManyWords],
    ] as const) {
      const response = await searchRaw(selam, q);
      expect(response.status).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message).toBe(message);
    }
    const missing = await selam.browser.request('/api/inbox/search');
    expect(missing.status).toBe(400);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe(
      DM_MESSAGES.searchEmpty,
    );
    // Quotes and tsquery operators are only characters, never syntax.
    expect((await searchRaw(selam, "apartment' | !:* & (")).status).toBe(200);
    const visitor = new TestBrowser(api.app);
    expect((await visitor.request('/api/inbox/search?q=apartment')).status).toBe(401);
  });
});

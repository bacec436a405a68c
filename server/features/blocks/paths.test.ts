/**
 * One block rule on every path from one member to another (issue #39): once
 * either of two members blocked the other, nothing reaches across: no
 * direct message, no mentor session request, no match like, and a forum
 * reply (which still posts: the topic is public) notifies nobody across it.
 * Each path is tried both ways: the blocker reaching the blocked, and back.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpPastLimits } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { png } from '../../test/images.ts';
import { decide, saveMatchAnswers, saveMatchProfile, uniformAnswers } from '../../test/match.ts';
import { noticesOf } from '../../test/notices.ts';

const database = setupTestDatabase();
let app: ReturnType<typeof createTestApp>;

let counter = 0;
const member = (name: string) => signedUpPastLimits(app, database.db, `${name} ${++counter}`);

/** `blocker` blocks `blocked`; returns [blocker, blocked]. */
async function blockedPair(): Promise<[Member, Member]> {
  const blocker = await member('Blocker');
  const blocked = await member('Blocked');
  const response = await blocker.browser.request(`/api/blocks/${blocked.userId}`, {
    method: 'PUT',
  });
  expect(response.status).toBe(204);
  return [blocker, blocked];
}

async function unread(who: Member) {
  const list = await noticesOf(who);
  return list.notifications.filter((note) => !note.read_at);
}

async function clearNotifications(...who: Member[]) {
  for (const one of who) {
    await database.db.delete(notifications).where(eq(notifications.userId, one.userId));
  }
}

beforeAll(() => {
  app = createTestApp(database);
});

describe('mentor session requests', () => {
  async function mentorProfile(owner: Member) {
    const form = new FormData();
    form.set(
      'mentor',
      JSON.stringify({
        display_name: 'Mentor',
        bio: 'Happy to help with careers.',
        topics: ['Career Development'],
      }),
    );
    form.append(
      'photos',
      new File([(await png()) as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }),
    );
    const response = await owner.browser.request('/api/mentors', { form });
    expect(response.status, await response.clone().text()).toBe(201);
    return json<{ id: string }>(response);
  }
  const request = (from: Member, mentorId: string) =>
    from.browser.request('/api/mentors/bookings', {
      json: { mentor_id: mentorId, message: 'Could we talk about my career?' },
    });

  it('a member the mentor blocked cannot request a session, and the mentor hears nothing', async () => {
    const [mentor, blocked] = await blockedPair();
    const profile = await mentorProfile(mentor);
    await clearNotifications(mentor);
    const response = await request(blocked, profile.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'forbidden', message: "You can't request a session with this mentor" },
    });
    expect(await unread(mentor)).toEqual([]);
  });

  it('nor can a member request a session with a mentor they blocked', async () => {
    const [blocker, mentor] = await blockedPair();
    const profile = await mentorProfile(mentor);
    await clearNotifications(mentor);
    expect((await request(blocker, profile.id)).status).toBe(403);
    expect(await unread(mentor)).toEqual([]);
  });
});

describe('forum replies', () => {
  async function topicBy(author: Member) {
    const response = await author.browser.request('/api/forums/topics', {
      json: { board: 'general', city: 'Asmara', title: 'Hello', body: 'First post' },
    });
    expect(response.status).toBe(201);
    return json<{ id: string }>(response);
  }
  const reply = (from: Member, topicId: string) =>
    from.browser.request(`/api/forums/topics/${topicId}/replies`, { json: { body: 'A reply' } });

  it('a reply by someone the author blocked still posts, but the author is not notified', async () => {
    const [author, blocked] = await blockedPair();
    const topic = await topicBy(author);
    await clearNotifications(author);
    expect((await reply(blocked, topic.id)).status).toBe(201);
    expect(await unread(author)).toEqual([]);
    // Anyone else's reply notifies as before.
    const other = await member('Other');
    expect((await reply(other, topic.id)).status).toBe(201);
    expect((await unread(author)).map((note) => note.type)).toEqual(['forum_reply']);
  });

  it('a reply by someone who blocked the author notifies nobody either', async () => {
    const [blocker, author] = await blockedPair();
    const topic = await topicBy(author);
    await clearNotifications(author);
    expect((await reply(blocker, topic.id)).status).toBe(201);
    expect(await unread(author)).toEqual([]);
  });
});

describe('match likes', () => {
  async function matchProfile(who: Member, gender: string, seeking: string) {
    await saveMatchProfile(who, { gender, seeking });
    await saveMatchAnswers(who, uniformAnswers(0));
  }
  const like = (from: Member, to: Member) => decide(from, to.userId, 'like');

  it('a like across a block is refused either way (the profile is not there), and no match is announced', async () => {
    const a = await member('A');
    const b = await member('B');
    await matchProfile(a, 'woman', 'men');
    await matchProfile(b, 'man', 'women');
    // B liked A before the block.
    expect((await like(b, a)).status).toBe(200);
    await a.browser.request(`/api/blocks/${b.userId}`, { method: 'PUT' });
    await clearNotifications(a, b);
    expect((await like(a, b)).status).toBe(404);
    expect((await like(b, a)).status).toBe(404);
    expect(await unread(a)).toEqual([]);
    expect(await unread(b)).toEqual([]);
  });
});

describe('direct messages', () => {
  it('neither side of a block can open a thread with the other', async () => {
    const [blocker, blocked] = await blockedPair();
    // Each has a match profile, the subject the thread is opened from.
    for (const who of [blocker, blocked]) {
      await saveMatchProfile(who, { gender: 'woman', seeking: 'everyone' });
    }
    for (const [from, to] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const open = await from.browser.request('/api/inbox/threads', {
        json: { match: to.userId },
      });
      expect(open.status).toBe(403);
    }
  });
});

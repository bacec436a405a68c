import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountDeleteReply } from '../../../shared/account.ts';
import {
  DM_MESSAGES,
  type MessagePage,
  type ThreadList,
  type ThreadSummary,
} from '../../../shared/inbox.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import { account, session, user } from '../../db/schema/auth.ts';
import { forumMessages, forumTopics } from '../../db/schema/forums.ts';
import { dmMessages, dmThreads } from '../../db/schema/inbox.ts';
import { favorites, listingContacts, listings } from '../../db/schema/listings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { json, testApp } from '../../test/app.ts';
import { type Member, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { png } from '../../test/images.ts';
import { tempDir } from '../../test/temp.ts';

const database = setupTestDatabase();
const mediaDir = tempDir('habesha-account-media-');
const api = testApp(database, { PUBLIC_URL: 'http://localhost:3000', MEDIA_DIR: mediaDir });
const { member } = api;

const listingInput = (title: string) => ({
  title,
  description: 'A quiet room.',
  category: 'housing',
  subcategory: 'rooms_shared',
  city: 'Oakland',
  contact: { email: 'room@example.org' },
});

/** A listing posted through the API with two photos (files in the media store). */
async function postWithPhotos(who: Member, title: string): Promise<ListingReply> {
  const form = new FormData();
  form.set('listing', JSON.stringify(listingInput(title)));
  for (const name of ['a.png', 'b.png']) {
    form.append(
      'photos',
      new File([(await png()) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }),
    );
  }
  const response = await who.browser.request('/api/listings', { form });
  expect(response.status).toBe(201);
  return json<ListingReply>(response);
}

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
const thumbOf = (url: string) => fileOf(url).replace(/\.webp$/, '.thumb.webp');

async function forumTopic(who: Member, title: string) {
  const response = await who.browser.request('/api/forums/topics', {
    json: { board: 'general', city: 'Oakland', title, body: 'Hello all' },
  });
  expect(response.status).toBe(201);
  return json<{ id: string }>(response);
}

async function reply(who: Member, topicId: string, body: string) {
  const response = await who.browser.request(`/api/forums/topics/${topicId}/replies`, {
    json: { body },
  });
  expect(response.status).toBe(201);
}

async function deleteAccount(browser: TestBrowser, body: unknown = { confirm: true }) {
  return browser.request('/api/account', { method: 'DELETE', json: body });
}

describe('DELETE /api/account (the member deletes their own account)', () => {
  it('removes their listings, photo files, favourites, messages and sessions, and leaves other members alone', async () => {
    const leaving = await member('Leaving');
    const staying = await member('Staying');
    const saver = await member('Saver');

    const own = await postWithPhotos(leaving, 'Room of the leaving member');
    const kept = await postWithPhotos(staying, 'Room of the staying member');
    expect(own.images).toHaveLength(2);
    for (const url of [...own.images, ...kept.images]) expect(existsSync(fileOf(url))).toBe(true);

    // Favourites both ways, a forum topic each with replies both ways, a second session.
    for (const [who, listing] of [
      [leaving, kept],
      [staying, own],
      [saver, kept],
    ] as const) {
      expect(
        (await who.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' })).status,
      ).toBe(204);
    }
    const stayingTopic = await forumTopic(staying, 'Staying asks');
    await reply(leaving, stayingTopic.id, 'An answer from the leaving member');
    await reply(staying, stayingTopic.id, 'An answer from the staying member');
    const leavingTopic = await forumTopic(leaving, 'Leaving asks');
    await reply(staying, leavingTopic.id, 'Staying answers the leaving topic');
    const secondDevice = new TestBrowser(api.app);
    await secondDevice.request('/api/auth/sign-in/email', {
      json: { email: leaving.email, password: 'secret123' },
    });
    expect(await secondDevice.session()).not.toBeNull();
    const [before] = await database.db
      .select({ replies: forumTopics.replies })
      .from(forumTopics)
      .where(eq(forumTopics.id, stayingTopic.id));
    expect(before?.replies).toBe(2);

    const response = await deleteAccount(leaving.browser);
    expect(response.status).toBe(200);
    expect(await json<AccountDeleteReply>(response)).toEqual({
      deleted: { listings: 1, photos: 2, favorites: 1, messages: 1, sessions: 2 },
    });
    // The answer ends the session in this browser too.
    expect(response.headers.get('set-cookie')).toMatch(/session_token=;/);

    const { db } = database;
    const gone = async <T>(rows: Promise<T[]>) => expect(await rows).toEqual([]);
    await gone(db.select().from(user).where(eq(user.id, leaving.userId)));
    await gone(db.select().from(session).where(eq(session.userId, leaving.userId)));
    await gone(db.select().from(account).where(eq(account.userId, leaving.userId)));
    await gone(db.select().from(profiles).where(eq(profiles.id, leaving.userId)));
    await gone(db.select().from(listings).where(eq(listings.userId, leaving.userId)));
    await gone(db.select().from(listingContacts).where(eq(listingContacts.listingId, own.id)));
    await gone(db.select().from(favorites).where(eq(favorites.userId, leaving.userId)));
    await gone(db.select().from(favorites).where(eq(favorites.listingId, own.id)));
    await gone(db.select().from(notifications).where(eq(notifications.userId, leaving.userId)));
    await gone(db.select().from(forumMessages).where(eq(forumMessages.userId, leaving.userId)));
    await gone(db.select().from(forumTopics).where(eq(forumTopics.userId, leaving.userId)));
    for (const url of own.images) {
      expect(existsSync(fileOf(url)), url).toBe(false);
      expect(existsSync(thumbOf(url)), url).toBe(false);
    }

    // Signed out everywhere: this browser, the other device, and the password no longer works.
    expect(await leaving.browser.session()).toBeNull();
    expect(await secondDevice.session()).toBeNull();
    expect((await leaving.browser.request('/api/profiles/me')).status).toBe(401);
    const signIn = await new TestBrowser(api.app).request('/api/auth/sign-in/email', {
      json: { email: leaving.email, password: 'secret123' },
    });
    expect(signIn.status).toBe(401);
    expect((await new TestBrowser(api.app).request(`/api/listings/${own.id}`)).status).toBe(404);

    // The other member keeps their listing, photos, favourite, topic and reply; the count drops by one.
    expect((await staying.browser.request(`/api/listings/${kept.id}`)).status).toBe(200);
    for (const url of kept.images) expect(existsSync(fileOf(url))).toBe(true);
    const keptFavorites = await db
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(eq(favorites.listingId, kept.id));
    expect(keptFavorites).toEqual([{ userId: saver.userId }]);
    const [after] = await db
      .select({ replies: forumTopics.replies })
      .from(forumTopics)
      .where(eq(forumTopics.id, stayingTopic.id));
    expect(after?.replies).toBe(1);
    const stayingReplies = await db
      .select({ body: forumMessages.body })
      .from(forumMessages)
      .where(inArray(forumMessages.topicId, [stayingTopic.id]));
    expect(stayingReplies).toEqual([{ body: 'An answer from the staying member' }]);
    expect(await staying.browser.session()).not.toBeNull();
  });

  it("leaves the other member's conversations whole, the author shown as deleted, and read-only (issue #40)", async () => {
    const leaving = await member('Leaving Talker');
    const staying = await member('Staying Talker');
    const listing = await postWithPhotos(staying, 'Room to talk about');
    const opened = await leaving.browser.request('/api/inbox/threads', {
      json: { listing: listing.id },
    });
    expect(opened.status).toBe(201);
    const { thread } = await json<{ thread: ThreadSummary }>(opened);
    const send = (who: Member, body: string) =>
      who.browser.request(`/api/inbox/threads/${thread.id}/messages`, { json: { body } });
    expect((await send(leaving, 'Is the room free?')).status).toBe(201);
    expect((await send(staying, 'Yes, from May.')).status).toBe(201);
    // A thread the leaving member opened with no message in it has nothing to keep.
    const other = await postWithPhotos(staying, 'Second room');
    const empty = await leaving.browser.request('/api/inbox/threads', {
      json: { listing: other.id },
    });
    const emptyId = (await json<{ thread: ThreadSummary }>(empty)).thread.id;

    expect((await deleteAccount(leaving.browser)).status).toBe(200);

    const listed = await json<ThreadList>(await staying.browser.request('/api/inbox/threads'));
    expect(listed.threads.map((t) => [t.id, t.counterpart])).toEqual([[thread.id, null]]);
    const one = await staying.browser.request(`/api/inbox/threads/${thread.id}`);
    expect(one.status).toBe(200);
    const history = await json<MessagePage>(
      await staying.browser.request(`/api/inbox/threads/${thread.id}/messages`),
    );
    expect(history.messages.map((m) => [m.sender_id, m.body])).toEqual([
      [null, 'Is the room free?'],
      [staying.userId, 'Yes, from May.'],
    ]);
    const refused = await send(staying, 'Hello?');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: { code: 'member_deleted', message: DM_MESSAGES.counterpartDeleted },
    });
    const { db } = database;
    expect(await db.select().from(dmThreads).where(eq(dmThreads.id, emptyId))).toEqual([]);

    // Once the second member leaves too, nobody can read the thread: it goes.
    expect((await deleteAccount(staying.browser)).status).toBe(200);
    expect(await db.select().from(dmThreads).where(eq(dmThreads.id, thread.id))).toEqual([]);
    expect(await db.select().from(dmMessages).where(eq(dmMessages.threadId, thread.id))).toEqual(
      [],
    );
  });

  it('asks for the confirmation, and signed-out visitors have no account to delete', async () => {
    const someone = await member('Unsure');
    for (const body of [
      {},
      { confirm: false },
      { confirm: 'yes' },
      { confirm: true, userId: 'x' },
    ]) {
      const response = await deleteAccount(someone.browser, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const refused = await json<{ error: { message: string } }>(
      await deleteAccount(someone.browser, {}),
    );
    expect(refused.error.message).toBe('Please confirm that you want to delete your account.');
    expect(await someone.browser.session()).not.toBeNull();
    expect((await deleteAccount(new TestBrowser(api.app))).status).toBe(401);
  });
});

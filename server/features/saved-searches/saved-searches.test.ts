import { describe, expect, it } from 'vitest';
import type { BrowseReply } from '../../../shared/listing-query.ts';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PER_MEMBER,
  type SavedSearchDto,
  type SavedSearchList,
} from '../../../shared/saved-searches.ts';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember, type TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { runDueJobs } from '../../test/jobs.ts';
import { insertListing } from '../../test/listings.ts';
import { mailTo } from '../../test/mail.ts';
import { noticesOf } from '../../test/notices.ts';
import { announceNewListingToSavedSearches, sendSavedSearchDigest } from './alerts.ts';
import { recordMatches } from './matching.ts';

const database = setupTestDatabase();
const app = () => createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
const deps = () =>
  createDeps(
    loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }),
    database,
    silentLogger,
  );

let cities = 0;
/** A city of this test alone, so other tests' listings never match. */
const freshCity = () => `Savedtown${++cities}${Date.now().toString(36)}`;

async function save(
  browser: TestBrowser,
  name: string,
  params: Record<string, string>,
  extra: Record<string, string> = {},
) {
  const response = await browser.request('/api/saved-searches', {
    json: { name, page: 'browse', params, ...extra },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<SavedSearchDto>(response);
}

async function list(browser: TestBrowser) {
  return json<SavedSearchList>(await browser.request('/api/saved-searches'));
}

/** The saved-search emails a member got (not the sign-up's), newest first. */
const savedSearchMailTo = async (email: string) =>
  (await mailTo(database.db, email)).filter((mail) => /saved search|ዝተዓቀ/.test(mail.subject));

describe('matching a new listing (issue #44)', () => {
  it('matches exactly the listings browse finds with the same filters: words, folding, city, price, photos', async () => {
    const seeker = await signedUpMember(app(), database.db, 'Seeker');
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const city = freshCity();
    const searches: Record<string, string>[] = [
      { city },
      { city: `${city.toLowerCase()}, CA` },
      { city, category: 'housing' },
      { city, category: 'housing', sub: 'rooms_shared' },
      { city, q: 'sofa' },
      { city, q: 'SOFA bed' },
      { city, q: 'selam' },
      { city, q: 'ሰላም' },
      { city, q: 'zz' },
      { city, min: '100', max: '500' },
      { city, min: '100', currency: 'EUR' },
      { city, has_image: '1' },
      { city, featured: '1' },
    ];
    for (const [index, params] of searches.entries())
      await save(seeker.browser, `s${index}`, params);
    const listings = [
      {
        title: 'Blue sofa bed',
        category: 'marketplace',
        subcategory: 'furniture',
        priceCents: 20_000,
      },
      {
        title: 'Room near the lake',
        category: 'housing',
        subcategory: 'rooms_shared',
        priceCents: 45_000,
      },
      { title: 'Studio', category: 'housing', subcategory: 'apartments', priceCents: 90_000 },
      { title: 'ሰላም ንኹልኹም', category: 'community', subcategory: 'general', priceCents: null },
      {
        title: 'Euro desk',
        category: 'marketplace',
        subcategory: 'furniture',
        priceCents: 30_000,
        currency: 'EUR',
      },
      {
        title: 'Photo lamp',
        category: 'marketplace',
        subcategory: 'furniture',
        images: ['/media/x.webp'],
      },
      { title: 'Fizz zz drinks', category: 'services', subcategory: 'other', isFeatured: true },
    ];
    const now = new Date();
    for (const fields of listings) {
      const listing = await insertListing(database.db, seller.userId, { city, ...fields });
      const matched = new Set(
        (await recordMatches(database.db, listing.id, now)).map((hit) => hit.name),
      );
      for (const [index, params] of searches.entries()) {
        const query = new URLSearchParams({ ...params, limit: '100' });
        const browse = await json<BrowseReply>(await app().request(`/api/listings?${query}`));
        const found = browse.listings.some((row) => row.id === listing.id);
        expect(matched.has(`s${index}`), `${fields.title} × ${JSON.stringify(params)}`).toBe(found);
      }
    }
    // The rules were put to work: each search but one matched something, and none matched all.
    const counts = (await list(seeker.browser)).searches.map((search) => search.new_matches);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(searches.length - 1);
    expect(Math.max(...counts)).toBeLessThan(listings.length + 1);
    const byName = new Map(
      (await list(seeker.browser)).searches.map((s) => [s.name, s.new_matches]),
    );
    expect(byName.get('s6')).toBe(1); // 'selam' finds the Ge'ez title, as browse does
    expect(byName.get('s0')).toBe(listings.length);
  });

  it("never matches a member's own listing, and a listing is matched once", async () => {
    const member = await signedUpMember(app(), database.db);
    const city = freshCity();
    await save(member.browser, 'Mine', { city });
    const listing = await insertListing(database.db, member.userId, { city });
    expect(await recordMatches(database.db, listing.id, new Date())).toEqual([]);
    const other = await signedUpMember(app(), database.db);
    await save(other.browser, 'Theirs', { city });
    expect(await recordMatches(database.db, listing.id, new Date())).toHaveLength(1);
    expect(await recordMatches(database.db, listing.id, new Date())).toHaveLength(0);
  });
});

describe('/api/saved-searches (issue #44)', () => {
  it('keeps at most SAVED_SEARCHES_PER_MEMBER per member, with a clear error over it', async () => {
    const member = await signedUpMember(app(), database.db);
    for (let i = 0; i < SAVED_SEARCHES_PER_MEMBER; i++)
      await save(member.browser, `Search ${i}`, { q: `thing ${i}` });
    const over = await member.browser.request('/api/saved-searches', {
      json: { name: 'One more', page: 'browse', params: {} },
    });
    expect(over.status).toBe(409);
    expect((await json<{ error: { message: string } }>(over)).error.message).toBe(
      SAVED_SEARCH_MESSAGES.tooMany,
    );
    expect((await list(member.browser)).searches).toHaveLength(SAVED_SEARCHES_PER_MEMBER);
  });

  it('checks its input with the shared schemas', async () => {
    const member = await signedUpMember(app(), database.db);
    const bad = [
      { name: '', page: 'browse', params: {} },
      { name: 'x', page: 'elsewhere', params: {} },
      { name: 'x', page: 'browse', params: { category: 'castles' } },
      { name: 'x', page: 'browse', params: {}, alert: 'hourly' },
    ];
    for (const body of bad) {
      const response = await member.browser.request('/api/saved-searches', { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const search = await save(member.browser, 'Ok', {});
    const empty = await member.browser.request(`/api/saved-searches/${search.id}`, {
      method: 'PATCH',
      json: {},
    });
    expect(empty.status).toBe(400);
  });

  it('lets only its owner rename it, change its alert, mark it seen or delete it', async () => {
    const owner = await signedUpMember(app(), database.db);
    const other = await signedUpMember(app(), database.db);
    const search = await save(owner.browser, 'Rooms', { category: 'housing' });
    const path = `/api/saved-searches/${search.id}`;
    expect(
      (await other.browser.request(path, { method: 'PATCH', json: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await other.browser.request(`${path}/seen`, { method: 'POST' })).status).toBe(404);
    expect((await other.browser.request(path, { method: 'DELETE' })).status).toBe(404);
    expect((await list(other.browser)).searches).toEqual([]);
    const renamed = await owner.browser.request(path, {
      method: 'PATCH',
      json: { name: 'Rooms to share', alert: 'daily' },
    });
    expect(await json(renamed)).toMatchObject({ name: 'Rooms to share', alert: 'daily' });
    expect((await owner.browser.request(path, { method: 'DELETE' })).status).toBe(204);
    expect((await list(owner.browser)).searches).toEqual([]);
  });

  it('counts new matches since the search was last opened', async () => {
    const seeker = await signedUpMember(app(), database.db);
    const seller = await signedUpMember(app(), database.db);
    const city = freshCity();
    const search = await save(seeker.browser, 'Here', { city });
    expect(search.path).toBe(`/browse?city=${city}`);
    for (const title of ['One', 'Two']) {
      const listing = await insertListing(database.db, seller.userId, { city, title });
      await recordMatches(database.db, listing.id, new Date());
    }
    expect((await list(seeker.browser)).searches[0]?.new_matches).toBe(2);
    await seeker.browser.request(`/api/saved-searches/${search.id}/seen`, { method: 'POST' });
    expect((await list(seeker.browser)).searches[0]?.new_matches).toBe(0);
  });
});

describe('alerts (issue #44)', () => {
  it('tells the member in the app at once and by one instant email, in the language of the search', async () => {
    const seeker = await signedUpMember(app(), database.db);
    const seller = await signedUpMember(app(), database.db);
    const city = freshCity();
    await save(seeker.browser, 'Sofas', { city, q: 'sofa' }, { language: 'ti' });
    await save(seeker.browser, 'Anything here', { city }, { language: 'ti' });
    const listing = await insertListing(database.db, seller.userId, { city, title: 'Green sofa' });
    const hits = await announceNewListingToSavedSearches(deps(), listing.id, new Date());
    expect(hits.filter((hit) => hit.userId === seeker.userId)).toHaveLength(2);
    const notices = await noticesOf(seeker);
    const alerts = notices.notifications.filter((n) => n.type === 'saved_search');
    expect(alerts.map((n) => n.title).sort()).toEqual([
      'New match for your saved search Anything here',
      'New match for your saved search Sofas',
    ]);
    expect(alerts[0]).toMatchObject({ body: 'Green sofa', link: `/l/${listing.id}` });
    const mail = await savedSearchMailTo(seeker.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('“Sofas”');
    expect(mail[0]?.text).toContain('“Anything here”');
    expect(mail[0]?.subject).toBe('ንዝተዓቀበ ምድላይኩም ሓድሽ ምልክታ: Green sofa');
    expect(mail[0]?.text).toContain(`http://localhost:3000/l/${listing.id}`);
    expect(mail[0]?.html).toContain('lang="ti"');
    // One click stops them, signed out (RFC 8058), named in the search's language.
    expect(mail[0]?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail[0]?.text).toContain('ዝተዓቀቡ ድለያታት: http://localhost:3000/unsubscribe?token=');
  });

  it('a retried announcement tells those the failed run had not, though their hits were recorded', async () => {
    const seeker = await signedUpMember(app(), database.db);
    const seller = await signedUpMember(app(), database.db);
    const city = freshCity();
    await save(seeker.browser, 'Drums', { city, q: 'kebero' });
    const listing = await insertListing(database.db, seller.userId, { city, title: 'Kebero drum' });
    // The first run recorded the hit, then failed before telling anyone.
    const recorded = await recordMatches(database.db, listing.id, new Date());
    expect(recorded.filter((hit) => hit.userId === seeker.userId)).toHaveLength(1);
    await announceNewListingToSavedSearches(deps(), listing.id, new Date(), { again: true });
    const notices = await noticesOf(seeker);
    expect(notices.notifications.filter((n) => n.type === 'saved_search')).toHaveLength(1);
    expect(await savedSearchMailTo(seeker.email)).toHaveLength(1);
  });

  it("heeds the member's settings: saved-search emails off sends none (instant or digest), notices off shows none", async () => {
    const mailless = await signedUpMember(app(), database.db);
    const noticeless = await signedUpMember(app(), database.db);
    const seller = await signedUpMember(app(), database.db);
    const city = freshCity();
    for (const [member, off] of [
      [mailless, { off_in_app: [], off_by_email: ['saved_searches'] }],
      [noticeless, { off_in_app: ['saved_searches'], off_by_email: [] }],
    ] as const) {
      await save(member.browser, 'Instant', { city });
      await save(member.browser, 'Daily', { city }, { alert: 'daily' });
      const saved = await member.browser.request('/api/notification-settings', {
        method: 'PUT',
        json: { ...off, language: 'en' },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    const listing = await insertListing(database.db, seller.userId, { city, title: 'Loom' });
    const start = new Date();
    await announceNewListingToSavedSearches(deps(), listing.id, start);
    await sendSavedSearchDigest(deps(), new Date(start.getTime() + 25 * 3600_000));
    const notices = async (member: typeof mailless) =>
      (await noticesOf(member)).notifications.filter((n) => n.type === 'saved_search');

    expect(await savedSearchMailTo(mailless.email)).toHaveLength(0);
    expect(await notices(mailless)).toHaveLength(2);
    expect((await savedSearchMailTo(noticeless.email)).map((m) => m.subject).sort()).toEqual([
      '1 new listing for your saved searches',
      'New listing for your saved search: Loom',
    ]);
    expect(await notices(noticeless)).toHaveLength(0);
    // The matches still count on /account/searches.
    expect((await list(mailless.browser)).searches.map((s) => s.new_matches)).toEqual([1, 1]);
  });

  it('sends daily searches one digest a day, naming each search, and nothing by instant email', async () => {
    const seeker = await signedUpMember(app(), database.db);
    const seller = await signedUpMember(app(), database.db);
    const city = freshCity();
    const start = new Date();
    await save(seeker.browser, 'Rooms', { city, category: 'housing' }, { alert: 'daily' });
    await save(seeker.browser, 'Jobs', { city, category: 'jobs' }, { alert: 'daily' });
    await save(seeker.browser, 'Quiet', { city }, { alert: 'off' });
    for (const [title, category] of [
      ['Room A', 'housing'],
      ['Room B', 'housing'],
      ['Cook wanted', 'jobs'],
    ] as const) {
      const listing = await insertListing(database.db, seller.userId, { city, title, category });
      await announceNewListingToSavedSearches(deps(), listing.id, start);
    }
    expect(await savedSearchMailTo(seeker.email)).toHaveLength(0);
    // Not yet a day since the searches were saved: nothing goes.
    expect(await sendSavedSearchDigest(deps(), new Date(start.getTime() + 60_000))).toBe(0);
    const nextDay = new Date(start.getTime() + 25 * 3600_000);
    expect(await sendSavedSearchDigest(deps(), nextDay)).toBeGreaterThanOrEqual(1);
    const mail = await savedSearchMailTo(seeker.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('3 new listings for your saved searches');
    for (const words of ['“Rooms”', '“Jobs”', 'Room A', 'Room B', 'Cook wanted'])
      expect(mail[0]?.text).toContain(words);
    expect(mail[0]?.text).not.toContain('“Quiet”');
    await sendSavedSearchDigest(deps(), new Date(nextDay.getTime() + 25 * 3600_000));
    expect(await savedSearchMailTo(seeker.email)).toHaveLength(1);
  });

  it('announces a listing published through the API', async () => {
    const seeker = await signedUpMember(app(), database.db);
    // No gathering: the sweep the publish queues is due at once.
    const seller = await signedUpMember(
      createTestApp(database, { PUBLIC_URL: 'http://localhost:3000', SAVED_SEARCH_GATHER_MS: '0' }),
      database.db,
    );
    const city = freshCity();
    await save(seeker.browser, 'Tutors', { city, q: 'tutor' });
    const posted = await seller.browser.request('/api/listings', {
      json: {
        title: 'Math tutor for kids',
        category: 'services',
        subcategory: 'lessons',
        city,
        contact: { phone: '+1 555 0100' },
      },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    // The publish queued the announcement sweep; the worker's next run tells the seeker.
    await runDueJobs(deps());
    const notices = await noticesOf(seeker);
    expect(notices.notifications.some((n) => n.type === 'saved_search')).toBe(true);
  });
});

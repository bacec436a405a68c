/**
 * Listing reads shared by signed-out readers (issue #22): served from a few-second cache,
 * dropped at once when a listing changes (on this instance and, over the realtime bus, on
 * every other), and never the way a contact reaches someone signed out.
 */
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { BrowseReply, HomeRowsReply } from '../../../shared/listing-query.ts';
import type { ListingInput } from '../../../shared/schemas/listing-input.ts';
import { type App, createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import type { Deps } from '../../platform/context.ts';
import { silentLogger } from '../../platform/logger.ts';
import { json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import { type TestServer, twoInstances } from '../../test/server.ts';

const database = setupTestDatabase();
let deps: Deps;
let app: App;
let seller: Member;

const sofa = (city: string, title = 'Blue sofa'): ListingInput => ({
  title,
  description: 'Barely used.',
  category: 'marketplace',
  subcategory: 'furniture',
  details: { marketplace: { condition: 'good' } },
  price_cents: 12_000,
  currency: 'USD',
  city,
  country: 'United States',
  tags: [],
  contact: { phone: '+1 510 555 0199' },
});

beforeAll(async () => {
  // Answers kept 60 s, longer than any test: only a drop can make them fresh.
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_CACHE_MS: '60000' });
  deps = createDeps(config, database, silentLogger);
  app = createApp(deps);
  seller = await signedUpMember(app, database.db, 'Seller');
});

const signedOut = () => new TestBrowser(app);
async function browse(city: string, browser = signedOut()) {
  const response = await browser.request(`/api/listings?city=${encodeURIComponent(city)}`);
  expect(response.status).toBe(200);
  return json<BrowseReply>(response);
}
const titles = (reply: BrowseReply) => reply.listings.map((listing) => listing.title);

async function post(input: ListingInput) {
  const response = await seller.browser.request('/api/listings', { json: input });
  if (response.status !== 201) throw new Error(await response.text());
  return json<ListingReply>(response);
}

describe('answers every signed-out reader shares', () => {
  it('shows a new, an edited and a deleted listing to signed-out readers at once', async () => {
    const city = 'Cacheville';
    expect(titles(await browse(city))).toEqual([]);
    const listing = await post(sofa(city));
    expect(titles(await browse(city))).toEqual(['Blue sofa']);

    const edited = await seller.browser.request(`/api/listings/${listing.id}`, {
      method: 'PUT',
      json: sofa(city, 'Green sofa'),
    });
    expect(edited.status).toBe(200);
    expect(titles(await browse(city))).toEqual(['Green sofa']);
    const single = await signedOut().request(`/api/listings/${listing.id}`);
    expect((await json<ListingReply>(single)).title).toBe('Green sofa');

    const deleted = await seller.browser.request(`/api/listings/${listing.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(titles(await browse(city))).toEqual([]);
    expect((await signedOut().request(`/api/listings/${listing.id}`)).status).toBe(404);
  });

  it('serves a repeated signed-out read from the cache, not the database', async () => {
    const city = 'Repeatville';
    await post(sofa(city));
    const first = await browse(city);
    const hits = deps.publicAnswers.stats().hits;
    // Written behind the app's back (no listing route): only the TTL would show it.
    await insertListing(database.db, seller.userId, { title: 'Sneaked in', city });
    expect(await browse(city)).toEqual(first);
    expect(deps.publicAnswers.stats().hits).toBe(hits + 1);
    // A member reads fresh.
    expect(titles(await browse(city, seller.browser))).toContain('Sneaked in');
  });

  it('a new listing shows at once where it belongs, and leaves the answers it cannot change kept', async () => {
    const city = 'Keepville';
    const listing = await post(sofa(city));
    const page = (category?: string, browser = signedOut()) =>
      browser.request(`/api/listings?city=${city}${category ? `&category=${category}` : ''}`);
    const furniture = await json<BrowseReply>(await page('marketplace'));
    const one = await json<ListingReply>(await signedOut().request(`/api/listings/${listing.id}`));
    const reader = await signedUpMember(app, database.db, 'Keeper');
    const membersFurniture = await json<BrowseReply>(await page('marketplace', reader.browser));
    expect(titles(await json<BrowseReply>(await page()))).toEqual(['Blue sofa']);
    // Written behind the app's back: only a drop (or the TTL) shows it.
    await insertListing(database.db, seller.userId, {
      title: 'Sneaked in',
      city,
      category: 'marketplace',
      subcategory: 'furniture',
    });
    await insertListing(database.db, seller.userId, { title: 'Sneaked in too', city });

    const event = await seller.browser.request('/api/listings', {
      json: {
        title: 'Coffee morning',
        description: 'Every Saturday.',
        category: 'community',
        subcategory: 'general',
        city,
        country: 'United States',
        tags: [],
        contact: { email: 'coffee@example.org' },
      },
    });
    expect(event.status).toBe(201);
    // Its own category's page and the page of every category: dropped, so fresh.
    expect(titles(await json<BrowseReply>(await page('community')))).toEqual([
      'Coffee morning',
      'Sneaked in too',
    ]);
    expect(titles(await json<BrowseReply>(await page()))).toContain('Coffee morning');
    // Another category's page, for readers and members, and another listing: still the kept answers.
    expect(await json<BrowseReply>(await page('marketplace'))).toEqual(furniture);
    expect(await json<BrowseReply>(await page('marketplace', reader.browser))).toEqual(
      membersFurniture,
    );
    expect(
      await json<ListingReply>(await signedOut().request(`/api/listings/${listing.id}`)),
    ).toEqual(one);
  });

  it('never gives a signed-out reader a contact, whoever read first', async () => {
    const city = 'Contactville';
    const listing = await post(sofa(city));
    const reader = await signedUpMember(app, database.db, 'Reader');

    // A member first: their answer (with the contact) is theirs alone.
    expect((await browse(city, reader.browser)).listings[0]?.contact).not.toBeNull();
    expect((await browse(city)).listings[0]?.contact).toBeNull();
    // A signed-out reader first: the member still gets the contact.
    const one = `/api/listings/${listing.id}`;
    expect((await json<ListingReply>(await signedOut().request(one))).contact).toBeNull();
    expect((await json<ListingReply>(await reader.browser.request(one))).contact).not.toBeNull();
    // The home rows are shared by everyone and carry no contact.
    const home = await json<HomeRowsReply>(await reader.browser.request('/api/listings/home'));
    expect(JSON.stringify(home)).not.toContain('555 0199');
  });

  it('sends the shared answer compressed to a browser, the same JSON once decoded', async () => {
    const city = 'Brotliville';
    for (let i = 0; i < 5; i += 1) await post(sofa(city, `Sofa number ${i} with a long title`));
    const plain = await browse(city);
    for (let round = 0; round < 2; round += 1) {
      const response = await signedOut().request(`/api/listings?city=${city}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer()));
      expect(JSON.parse(body.toString())).toEqual(plain);
    }
  });
});

describe('answers every signed-in member shares (issue #45)', () => {
  it('serves members who own nothing on the page one kept answer, with contacts', async () => {
    const city = 'Memberville';
    await post(sofa(city));
    const reader = await signedUpMember(app, database.db, 'Reader');
    const other = await signedUpMember(app, database.db, 'Other');
    const first = await browse(city, reader.browser);
    expect(first.listings[0]?.contact).not.toBeNull();
    const hits = deps.memberAnswers.stats().hits;
    // Written behind the app's back: only the TTL would show it to the members' answer.
    await insertListing(database.db, seller.userId, { title: 'Sneaked in', city });
    expect(await browse(city, other.browser)).toEqual(first);
    expect(deps.memberAnswers.stats().hits).toBeGreaterThan(hits);
    // Its owner's page is their own: fresh, with what only an owner sees.
    const own = await browse(city, seller.browser);
    expect(titles(own)).toContain('Sneaked in');
    expect(own.listings.every((listing) => 'street_address' in listing)).toBe(true);
    expect(first.listings.some((listing) => 'street_address' in listing)).toBe(false);
  });

  it('shows members a change at once, and never one member’s own view to another', async () => {
    const city = 'Changeville';
    const listing = await post(sofa(city));
    const reader = await signedUpMember(app, database.db, 'Reader');
    const one = `/api/listings/${listing.id}`;
    // The owner reads first: the next member still gets the shared answer, no owner fields.
    const owned = await json<ListingReply>(await seller.browser.request(one));
    expect('street_address' in owned).toBe(true);
    const read = await json<ListingReply>(await reader.browser.request(one));
    expect('street_address' in read).toBe(false);
    expect(read.contact).not.toBeNull();

    const edited = await seller.browser.request(one, {
      method: 'PUT',
      json: { ...sofa(city, 'Green sofa'), contact_hidden: true },
    });
    expect(edited.status).toBe(200);
    const after = await json<ListingReply>(await reader.browser.request(one));
    expect(after.title).toBe('Green sofa');
    expect(after.contact).toBeNull();
    expect((await browse(city, reader.browser)).listings[0]?.title).toBe('Green sofa');
    // Its owner still sees the contact they hid from others.
    expect((await json<ListingReply>(await seller.browser.request(one))).contact).not.toBeNull();
  });

  it('gives a listing no member may read to its owner alone', async () => {
    const city = 'Holdville';
    const listing = await post(sofa(city));
    const reader = await signedUpMember(app, database.db, 'Reader');
    const one = `/api/listings/${listing.id}`;
    expect((await reader.browser.request(one)).status).toBe(200);
    const deleted = await seller.browser.request(one, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await reader.browser.request(one)).status).toBe(404);
    expect((await seller.browser.request(one)).status).toBe(404);
  });
});

describe('two instances on one database', () => {
  const servers = twoInstances(database, { PUBLIC_CACHE_MS: '60000' });

  it('a change on one instance drops the other instance’s shared answers', async () => {
    const city = 'Twinville';
    const read = async (server: TestServer) =>
      titles(
        (await (await fetch(`${server.http}/api/listings?city=${city}`)).json()) as BrowseReply,
      );
    expect(await read(servers.two)).toEqual([]);
    expect(await read(servers.two)).toEqual([]);
    expect(servers.two.deps.publicAnswers.stats().hits).toBeGreaterThan(0);

    // Written through the first instance (same database, its own cache).
    const writer = await signedUpMember(servers.one.app, database.db, 'Writer');
    const response = await writer.browser.request('/api/listings', { json: sofa(city) });
    expect(response.status).toBe(201);
    await expect.poll(() => read(servers.two), { timeout: 5_000 }).toEqual(['Blue sofa']);
  });
});

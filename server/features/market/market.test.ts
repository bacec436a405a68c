/**
 * The marketplace pages (docs/product.md#marketplace Marketplace, Marketplace detail)
 * have no API of their own: /market reads GET /api/listings with
 * category=marketplace, /market/{id} reads GET /api/listings/:id, and the
 * heart is /api/favorites. These tests pin down what those pages rely on:
 * the filters they keep in the URL, price bounds in whole units within one
 * currency (docs/product.md#marketplace), active marketplace listings only (docs/product.md#marketplace),
 * the owner who cannot save their own listing (docs/product.md#marketplace), and the share
 * card of /market/{id}.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { BrowseReply, ListingCard } from '../../../shared/listing-query.ts';
import { composeDescription, splitDescription } from '../../../shared/listings.ts';
import type { App } from '../../app.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';

const database = setupTestDatabase();
let app: App;
let seller: Member;
let buyer: Member;

let cities = 0;
const freshCity = () => `Markettown ${++cities}`;

beforeAll(async () => {
  app = createTestApp(database, {
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: 'server/test/fixtures/web',
  });
  seller = await signedUpMember(app, database.db, 'Seller');
  buyer = await signedUpMember(app, database.db, 'Buyer');
});

/** What /market asks for: the marketplace's active listings, with the page's filters. */
async function market(query: string) {
  const response = await new TestBrowser(app).request(
    `/api/listings?category=marketplace&${query}`,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return json<BrowseReply>(response);
}
const titles = (reply: BrowseReply) => reply.listings.map((listing) => listing.title).sort();

const item = (
  title: string,
  fields: Parameters<typeof insertListing>[2] = {},
  contact?: Parameters<typeof insertListing>[3],
) =>
  insertListing(
    database.db,
    seller.userId,
    { title, category: 'marketplace', subcategory: 'electronics', ...fields },
    contact,
  );

describe('/market nearest first (issue #40)', () => {
  // Inserted from near to far, so newest first alone shows the farthest first.
  const places = [
    ['Oakland', 'Oakland lamp'],
    ['San Jose', 'San Jose lamp'],
    ['Los Angeles', 'Los Angeles lamp'],
    ['Melbourne', 'Melbourne lamp'],
    ['Nowhereville Zq', 'Unplaced lamp'],
  ] as const;
  const shown = [
    'Oakland lamp',
    'San Jose lamp',
    'Los Angeles lamp',
    'Melbourne lamp',
    'Unplaced lamp',
  ];
  const lampsOf = (reply: BrowseReply) =>
    reply.listings.map((listing) => listing.title).filter((title) => title.endsWith(' lamp'));

  beforeAll(async () => {
    for (const [city, title] of places) await item(title, { city, subcategory: 'home_garden' });
  });

  it('shows the reader’s city first, then the nearest cities, then places it cannot place', async () => {
    expect(lampsOf(await market('limit=100'))).toEqual([...shown].reverse());
    expect(lampsOf(await market('near=Oakland&limit=100'))).toEqual(shown);
    // 'Oakland, CA' is Oakland; a search and a category keep the order.
    expect(lampsOf(await market('near=Oakland%2C%20CA&q=lamp&sub=home_garden'))).toEqual(shown);
  });

  it('pages through the same order', async () => {
    const first = await market('near=Oakland&q=lamp&limit=2');
    const second = await market(`near=Oakland&q=lamp&limit=2&offset=${first.next_offset}`);
    expect([...lampsOf(first), ...lampsOf(second)]).toEqual(shown.slice(0, 4));
    expect(first.total?.count).toBe(5);
  });

  it('a city filter wins over near; an unknown near city still puts its own listings first', async () => {
    expect(lampsOf(await market('near=Oakland&city=Melbourne'))).toEqual(['Melbourne lamp']);
    const unknown = lampsOf(await market('near=Nowhereville%20Zq&q=lamp'));
    expect(unknown[0]).toBe('Unplaced lamp');
    expect(unknown).toHaveLength(5);
  });
});

describe('/market list (docs/product.md#marketplace Marketplace)', () => {
  it('shows only active marketplace listings', async () => {
    const city = freshCity();
    await item('Phone for sale', { city });
    await item('Sold phone', { city, status: 'inactive' });
    await item('Deleted phone', { city, status: 'deleted' });
    await insertListing(database.db, seller.userId, {
      title: 'A room, not an item',
      city,
      category: 'housing',
      subcategory: 'rooms_shared',
    });
    expect(titles(await market(`city=${encodeURIComponent(city)}`))).toEqual(['Phone for sale']);
  });

  it('filters by search (title, description, tags), category and city', async () => {
    const city = freshCity();
    const other = freshCity();
    await item('Samsung TV', { city, subcategory: 'electronics' });
    await item('Sofa', { city, subcategory: 'furniture', description: 'Seats a whole family' });
    await item('Dress', { city, subcategory: 'clothing', tags: ['kemis'] });
    await item('Concert seats', { city: other, subcategory: 'tickets' });
    const inCity = `city=${encodeURIComponent(city)}`;

    expect(titles(await market(`${inCity}&q=samsung`))).toEqual(['Samsung TV']);
    expect(titles(await market(`${inCity}&q=FAMILY`))).toEqual(['Sofa']);
    expect(titles(await market(`${inCity}&q=kemis`))).toEqual(['Dress']);
    expect(titles(await market(`${inCity}&sub=furniture`))).toEqual(['Sofa']);
    expect(titles(await market(`city=${encodeURIComponent(other)}`))).toEqual(['Concert seats']);
    // A city matches by name in any case.
    expect(titles(await market(`city=${encodeURIComponent(other.toUpperCase())}`))).toEqual([
      'Concert seats',
    ]);
  });

  it('reads min and max price in whole units, compared with price_cents (×100), bounds included', async () => {
    const city = freshCity();
    await item('Free', { city, priceCents: null });
    await item('Cheap', { city, priceCents: 9_999 }); // 99.99
    await item('Hundred', { city, priceCents: 10_000 });
    await item('Mid', { city, priceCents: 25_050 }); // 250.50
    await item('Five hundred', { city, priceCents: 50_000 });
    await item('Dear', { city, priceCents: 50_001 });
    const inCity = `city=${encodeURIComponent(city)}`;

    expect(titles(await market(`${inCity}&min=100&max=500`))).toEqual([
      'Five hundred',
      'Hundred',
      'Mid',
    ]);
    expect(titles(await market(`${inCity}&max=100`))).toEqual(['Cheap', 'Hundred']);
    expect(titles(await market(`${inCity}&min=251`))).toEqual(['Dear', 'Five hundred']);
    // Without bounds every listing shows, priced or not.
    expect(await market(inCity).then((reply) => reply.listings.length)).toBe(6);
    // A blank bound (an emptied input) is no bound.
    expect(await market(`${inCity}&min=&max=`).then((reply) => reply.listings.length)).toBe(6);
  });

  it('keeps a price range within one currency when one is given', async () => {
    const city = freshCity();
    await item('Dollars', { city, priceCents: 20_000, currency: 'USD' });
    await item('Euros', { city, priceCents: 20_000, currency: 'EUR' });
    await item('Birr', { city, priceCents: 2_000_000, currency: 'ETB' });
    const inCity = `city=${encodeURIComponent(city)}`;

    expect(titles(await market(`${inCity}&min=100&max=300&currency=USD`))).toEqual(['Dollars']);
    expect(titles(await market(`${inCity}&min=100&max=300&currency=eur`))).toEqual(['Euros']);
    expect(titles(await market(`${inCity}&min=10000&currency=ETB`))).toEqual(['Birr']);
    expect(titles(await market(`${inCity}&currency=`))).toEqual(['Birr', 'Dollars', 'Euros']);
    const refused = await new TestBrowser(app).request('/api/listings?currency=GBP');
    expect(refused.status).toBe(400);
  });

  it('pages through every item, never capped', async () => {
    const city = freshCity();
    for (let i = 0; i < 5; i++) await item(`Item ${i}`, { city });
    const inCity = `city=${encodeURIComponent(city)}&limit=2`;
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: BrowseReply = await market(`${inCity}&offset=${offset}`);
      seen.push(...page.listings.map((listing) => listing.title));
      offset = page.next_offset;
    }
    expect(seen.sort()).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3', 'Item 4']);
  });
});

describe('/market/{id} (docs/product.md#marketplace Marketplace detail)', () => {
  it('gives condition, brand and model in the description’s details block, read back by splitDescription', async () => {
    const description = composeDescription('Works perfectly.', 'marketplace', {
      marketplace: { condition: 'like-new', brand: 'Apple', model: 'iPhone 13' },
    });
    const listing = await item('iPhone 13', { description });
    const reply = await json<ListingReply>(await app.request(`/api/listings/${listing.id}`));
    expect(splitDescription(reply.description, 'marketplace')).toEqual({
      text: 'Works perfectly.',
      details: { Condition: 'like-new', Brand: 'Apple', Model: 'iPhone 13' },
    });
  });

  it('lists the seller’s other active items in its category for the seller card (issue #40)', async () => {
    const shown = await item('Seller card radio');
    const other = await item('Seller card speaker');
    await item('Seller card old phone', { status: 'inactive' });
    await insertListing(database.db, seller.userId, {
      title: 'Seller card room',
      category: 'housing',
      subcategory: 'rooms_shared',
    });
    await insertListing(database.db, buyer.userId, {
      title: 'Buyer card kettle',
      category: 'marketplace',
      subcategory: 'home_garden',
    });
    const response = await new TestBrowser(app).request(`/api/listings/${shown.id}/seller`);
    expect(response.status).toBe(200);
    const cards = await json<ListingCard[]>(response);
    const titles = cards.map((card) => card.title);
    expect(titles[0]).toBe('Seller card speaker');
    expect(titles).not.toContain('Seller card radio');
    expect(titles.filter((title) => /card|kettle/.test(title))).toEqual(['Seller card speaker']);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(JSON.stringify(cards)).not.toContain(seller.email);
    expect(cards.find((card) => card.id === other.id)).toBeDefined();
    const missing = await new TestBrowser(app).request(
      '/api/listings/00000000-0000-4000-8000-000000000000/seller',
    );
    expect(missing.status).toBe(404);
  });

  it('shows contact details to signed-in readers only', async () => {
    const listing = await item('Bike', {}, { method: 'whatsapp', value: '+1 510 555 0199' });
    const anonymous = await json<ListingReply>(await app.request(`/api/listings/${listing.id}`));
    expect(anonymous.contact).toBeNull();
    const signedIn = await json<ListingReply>(
      await buyer.browser.request(`/api/listings/${listing.id}`),
    );
    expect(signedIn.contact?.contact_value).toBe('+1 510 555 0199');
  });

  it('lets another member save the item, and refuses the owner with 403 own_listing', async () => {
    const listing = await item('Lamp');
    expect(
      (await buyer.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' })).status,
    ).toBe(204);
    const own = await seller.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    expect(own.status).toBe(403);
    expect(await json(own)).toEqual({
      error: { code: 'own_listing', message: 'You cannot save your own listing.' },
    });
    expect(await json<string[]>(await seller.browser.request('/api/favorites/ids'))).not.toContain(
      listing.id,
    );
    // Signed out: sign-in first.
    const anonymous = await new TestBrowser(app).request(`/api/favorites/${listing.id}`, {
      method: 'PUT',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('share card of /market/{id}', () => {
  it('serves Open Graph and Twitter tags pointing at /market/{id}', async () => {
    const listing = await item('Gold & silver earrings', {
      priceCents: 4_500,
      currency: 'USD',
      city: 'Seattle',
      country: 'United States',
      images: ['/media/u_x/1_ear.webp'],
    });
    const response = await app.request(`/market/${listing.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Gold &#38; silver earrings · Habesha Community</title>');
    expect(html).toContain('<meta property="og:title" content="Gold &#38; silver earrings" />');
    expect(html).toContain(
      '<meta property="og:description" content="$45 · Seattle, United States" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/market/${listing.id}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/u_x/1_ear.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('gives no card for a listing that is not an active marketplace listing', async () => {
    const room = await insertListing(database.db, seller.userId, {
      title: 'A room',
      category: 'housing',
      subcategory: 'rooms_shared',
    });
    const sold = await item('Sold TV', { status: 'inactive' });
    for (const path of [
      `/market/${room.id}`,
      `/market/${sold.id}`,
      '/market/00000000-0000-4000-8000-000000000000',
      '/market/not-an-id',
    ]) {
      const html = await (await app.request(path)).text();
      expect(html, path).toContain('<title>Habesha Community</title>');
      expect(html, path).not.toContain('og:title');
    }
    // The room keeps its card on its own page.
    expect(await (await app.request(`/l/${room.id}`)).text()).toContain(
      `<meta property="og:url" content="http://localhost:3000/l/${room.id}" />`,
    );
  });
});

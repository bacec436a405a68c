import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingReply } from '../../../shared/listing-input.ts';
import {
  BROWSE_TOTAL_CAP,
  type BrowseReply,
  type HomeRowsReply,
  type ListingCard,
  type MapPointsReply,
  type SubcategoryCount,
} from '../../../shared/listing-query.ts';
import { publicMapPoint } from '../../../shared/map-point.ts';
import type { App } from '../../app.ts';
import { user } from '../../db/schema/auth.ts';
import { listings, listingViews } from '../../db/schema/listings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';

const database = setupTestDatabase();
let app: App;
let owner: Member;
let reader: Member;

/** Each test uses its own city, so tests do not see each other's listings. */
let cities = 0;
const freshCity = () => `Testville ${++cities}`;

beforeAll(async () => {
  app = createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
  owner = await signedUpMember(app, database.db, 'Owner');
  reader = await signedUpMember(app, database.db, 'Reader');
});

async function browse(query: string, browser: TestBrowser = new TestBrowser(app)) {
  const response = await browser.request(`/api/listings?${query}`);
  expect(response.status).toBe(200);
  return json<BrowseReply>(response);
}
const titles = (reply: BrowseReply) => reply.listings.map((listing) => listing.title);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/listings (docs/product.md#listings Browse)', () => {
  it('shows only active listings, newest first, filtered by city, category and subcategory', async () => {
    const city = freshCity();
    const add = (title: string, fields = {}, age = 0) =>
      insertListing(database.db, owner.userId, {
        title,
        city,
        createdAt: minutesAgo(age),
        ...fields,
      });
    await add('Old room', { category: 'housing', subcategory: 'rooms_shared' }, 30);
    await add('New room', { category: 'housing', subcategory: 'rooms_shared' }, 10);
    await add('Apartment', { category: 'housing', subcategory: 'apartments' }, 20);
    await add(
      'Taken down',
      { category: 'housing', subcategory: 'apartments', status: 'inactive' },
      5,
    );
    await add('A job', { category: 'jobs', subcategory: 'education' }, 1);
    await insertListing(database.db, owner.userId, {
      title: 'Elsewhere',
      city: freshCity(),
      category: 'housing',
    });

    expect(titles(await browse(`city=${encodeURIComponent(city)}`))).toEqual([
      'A job',
      'New room',
      'Apartment',
      'Old room',
    ]);
    expect(titles(await browse(`city=${encodeURIComponent(city)}&category=housing`))).toEqual([
      'New room',
      'Apartment',
      'Old room',
    ]);
    expect(
      titles(await browse(`city=${encodeURIComponent(city)}&category=housing&sub=apartments`)),
    ).toEqual(['Apartment']);
  });

  it("matches a city by its name, in any case and with or without a region ('Oakland' finds 'Oakland, CA')", async () => {
    const name = `Cityname${Date.now()}`;
    await insertListing(database.db, owner.userId, { city: `${name}, CA`, title: 'With region' });
    await insertListing(database.db, owner.userId, {
      city: name.toLowerCase(),
      title: 'Lower case',
    });
    await insertListing(database.db, owner.userId, { city: `${name}ville`, title: 'Other city' });
    expect(titles(await browse(`city=${name}`)).sort()).toEqual(['Lower case', 'With region']);
    expect(
      titles(await browse(`city=${encodeURIComponent(`${name}, United States`)}`)).sort(),
    ).toEqual(['Lower case', 'With region']);
  });

  it('matches q in the title or description (case-insensitive, literal) or as an exact tag', async () => {
    const city = encodeURIComponent(freshCity());
    const c = decodeURIComponent(city);
    await insertListing(database.db, owner.userId, { city: c, title: 'Injera baking class' });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Cooking',
      description: 'We bake INJERA weekly',
    });
    await insertListing(database.db, owner.userId, { city: c, title: 'Tagged', tags: ['injera'] });
    await insertListing(database.db, owner.userId, { city: c, title: 'Unrelated' });
    await insertListing(database.db, owner.userId, { city: c, title: '100% cotton netela' });
    expect(titles(await browse(`city=${city}&q=injera`)).sort()).toEqual([
      'Cooking',
      'Injera baking class',
      'Tagged',
    ]);
    // % is a character to find, not a wildcard.
    expect(titles(await browse(`city=${city}&q=${encodeURIComponent('100%')}`))).toEqual([
      '100% cotton netela',
    ]);
    expect(titles(await browse(`city=${city}&q=${encodeURIComponent('%')}`))).toEqual([
      '100% cotton netela',
    ]);
  });

  it('filters price in whole units against price_cents, featured, with photos and posted today', async () => {
    const c = freshCity();
    const city = encodeURIComponent(c);
    await insertListing(database.db, owner.userId, { city: c, title: 'Cheap', priceCents: 5_000 });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Mid',
      priceCents: 50_000,
      isFeatured: true,
    });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Dear',
      priceCents: 500_000,
      images: ['/media/u_x/1_a.webp'],
      createdAt: minutesAgo(60 * 24 * 3),
    });
    await insertListing(database.db, owner.userId, { city: c, title: 'Free' });
    expect(titles(await browse(`city=${city}&min=100&max=1000`))).toEqual(['Mid']);
    expect(titles(await browse(`city=${city}&min=50`)).sort()).toEqual(['Cheap', 'Dear', 'Mid']);
    expect(titles(await browse(`city=${city}&featured=1`))).toEqual(['Mid']);
    expect(titles(await browse(`city=${city}&has_image=1`))).toEqual(['Dear']);
    expect(titles(await browse(`city=${city}&today=1`)).sort()).toEqual(['Cheap', 'Free', 'Mid']);
  });

  it('sorts by price, age, image and upcoming date', async () => {
    const c = freshCity();
    const city = encodeURIComponent(c);
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'B',
      priceCents: 200,
      availableDate: day(5),
      createdAt: minutesAgo(3),
    });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'A',
      priceCents: 100,
      availableDate: day(1),
      createdAt: minutesAgo(2),
      images: ['/media/u_x/1_b.webp'],
    });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'C',
      availableDate: day(-3),
      createdAt: minutesAgo(1),
    });
    expect(titles(await browse(`city=${city}&sort=price_asc`))).toEqual(['A', 'B', 'C']);
    expect(titles(await browse(`city=${city}&sort=price_desc`))).toEqual(['B', 'A', 'C']);
    expect(titles(await browse(`city=${city}&sort=oldest`))).toEqual(['B', 'A', 'C']);
    expect(titles(await browse(`city=${city}&sort=has_image`))).toEqual(['A', 'C', 'B']);
    // Upcoming: dates from today on, soonest first, then the rest (a sort, not a filter).
    expect(titles(await browse(`city=${city}&sort=upcoming`))).toEqual(['A', 'B', 'C']);
  });

  it('pages with limit and offset (60 by default) and says where the next page starts', async () => {
    const c = freshCity();
    for (let i = 0; i < 65; i++) {
      await insertListing(
        database.db,
        owner.userId,
        { city: c, title: `L${i}`, createdAt: minutesAgo(100 - i) },
        null,
      );
    }
    const first = await browse(`city=${encodeURIComponent(c)}`);
    expect(first.listings).toHaveLength(60);
    expect(first.next_offset).toBe(60);
    const second = await browse(`city=${encodeURIComponent(c)}&offset=60`);
    expect(titles(second)).toEqual(['L4', 'L3', 'L2', 'L1', 'L0']);
    expect(second.next_offset).toBeNull();
    expect((await browse(`city=${encodeURIComponent(c)}&limit=2`)).next_offset).toBe(2);
  });

  it('tells the total matching on the first page, counted up to 1,000 (issue #23)', async () => {
    const c = freshCity();
    const city = encodeURIComponent(c);
    await database.db.insert(listings).values(
      Array.from({ length: BROWSE_TOTAL_CAP + 5 }, (_, i) => ({
        userId: owner.userId,
        title: `Bulk ${i}`,
        category: i < 70 ? 'housing' : 'community',
        subcategory: 'general',
        city: c,
        createdAt: minutesAgo(i),
      })),
    );
    const all = await browse(`city=${city}`);
    expect(all.listings).toHaveLength(60);
    expect(all.total).toEqual({ count: BROWSE_TOTAL_CAP, capped: true });
    // Later pages leave the total to the first.
    expect((await browse(`city=${city}&offset=60`)).total).toBeNull();
    // Under the cap the count is exact, whether the first page holds it all or not.
    expect((await browse(`city=${city}&category=housing`)).total).toEqual({
      count: 70,
      capped: false,
    });
    expect((await browse(`city=${city}&category=housing&limit=100`)).total).toEqual({
      count: 70,
      capped: false,
    });
    expect((await browse(`city=${city}&q=Bulk 1000`)).total).toEqual({ count: 1, capped: false });
    expect((await browse(`city=${city}&q=no-such-words`)).total).toEqual({
      count: 0,
      capped: false,
    });
  });

  it('says whether the city asked for exists: known to the gazetteer or named by a listing', async () => {
    const named = `Nowhereton ${Date.now()}`;
    await insertListing(database.db, owner.userId, { title: 'Somewhere', city: named });
    expect((await browse('city=Oakland')).city_found).toBe(true);
    expect((await browse(`city=${encodeURIComponent(named)}`)).city_found).toBe(true);
    const unknown = await browse('city=xyzzyqq');
    expect(unknown.city_found).toBe(false);
    expect(unknown.listings).toEqual([]);
    expect((await browse('category=housing')).city_found).toBeNull();
  });

  it('compares prices within one currency: USD unless another is asked for (issue #23)', async () => {
    const c = freshCity();
    const here = { locationLat: 37.8, locationLng: -122.27 };
    const city = encodeURIComponent(c);
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Dollars',
      priceCents: 20_000,
      currency: 'USD',
      ...here,
    });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Birr',
      priceCents: 20_000,
      currency: 'ETB',
      ...here,
    });
    await insertListing(database.db, owner.userId, {
      city: c,
      title: 'Euros',
      priceCents: 90_000,
      currency: 'EUR',
    });
    // 200 birr is not 200 dollars: a range without a currency reads in USD.
    expect(titles(await browse(`city=${city}&min=100&max=300`))).toEqual(['Dollars']);
    expect(titles(await browse(`city=${city}&min=100&max=300&currency=ETB`))).toEqual(['Birr']);
    expect(titles(await browse(`city=${city}&min=500&currency=eur`))).toEqual(['Euros']);
    // Without a range or currency, every currency shows.
    expect(titles(await browse(`city=${city}`)).sort()).toEqual(['Birr', 'Dollars', 'Euros']);
    // The map's points follow the same rule.
    const map = await new TestBrowser(app).request(`/api/listings/map?city=${city}&max=300`);
    expect((await json<MapPointsReply>(map)).points.map((point) => point.title)).toEqual([
      'Dollars',
    ]);
  });

  it('answers 400 with a message for a bad parameter', async () => {
    for (const query of ['sort=cheapest', 'category=cars', 'limit=500', 'min=-1']) {
      const response = await app.request(`/api/listings?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
        'validation_failed',
      );
    }
  });

  it('gates contacts: none for signed-out readers, hidden ones only for the owner', async () => {
    const c = freshCity();
    await insertListing(
      database.db,
      owner.userId,
      { city: c, title: 'Open' },
      { method: 'email', value: 'open@example.org' },
    );
    await insertListing(
      database.db,
      owner.userId,
      { city: c, title: 'Hidden', contactHidden: true },
      { method: 'email', value: 'hidden@example.org' },
    );
    const query = `city=${encodeURIComponent(c)}&sort=oldest`;
    const anonymous = await browse(query);
    expect(anonymous.listings.map((l) => l.contact)).toEqual([null, null]);
    expect(JSON.stringify(anonymous)).not.toContain('@example.org');
    const signedIn = await browse(query, reader.browser);
    expect(signedIn.listings.map((l) => l.contact?.contact_value ?? null)).toEqual([
      'open@example.org',
      null,
    ]);
    const own = await browse(query, owner.browser);
    expect(own.listings.map((l) => l.contact?.contact_value)).toEqual([
      'open@example.org',
      'hidden@example.org',
    ]);
  });
});

describe('home rows, counts and similar listings', () => {
  it('gives seven rows of active listings, most viewed then newest, 12 each, in the chosen city', async () => {
    const c = freshCity();
    for (let i = 0; i < 14; i++) {
      await insertListing(
        database.db,
        owner.userId,
        { city: c, category: 'housing', subcategory: 'apartments', title: `H${i}`, views: i },
        null,
      );
    }
    await insertListing(
      database.db,
      owner.userId,
      { city: c, category: 'jobs', subcategory: 'education', title: 'Star', isFeatured: true },
      null,
    );
    await insertListing(
      database.db,
      owner.userId,
      {
        city: c,
        category: 'jobs',
        subcategory: 'education',
        title: 'Hidden job',
        status: 'inactive',
      },
      null,
    );
    const response = await app.request(`/api/listings/home?city=${encodeURIComponent(c)}`);
    const rows = await json<HomeRowsReply>(response);
    expect(Object.keys(rows)).toEqual([
      'featured',
      'community',
      'housing',
      'jobs',
      'mentor',
      'services',
      'marketplace',
    ]);
    expect(rows.housing.map((l) => l.title)).toEqual([
      'H13',
      'H12',
      'H11',
      'H10',
      'H9',
      'H8',
      'H7',
      'H6',
      'H5',
      'H4',
      'H3',
      'H2',
    ]);
    expect(rows.featured.map((l) => l.title)).toEqual(['Star']);
    expect(rows.jobs.map((l) => l.title)).toEqual(['Star']);
    expect(rows.community).toEqual([]);
    expect(rows.housing[0]).not.toHaveProperty('contact');
  });

  it('counts active listings per subcategory', async () => {
    const c = freshCity();
    for (const fields of [
      { subcategory: 'apartments' },
      { subcategory: 'apartments' },
      { subcategory: 'sublets_temporary' },
      { subcategory: 'sublets_temporary', status: 'inactive' },
    ]) {
      await insertListing(
        database.db,
        owner.userId,
        { city: c, category: 'housing', ...fields },
        null,
      );
    }
    const counts = await json<SubcategoryCount[]>(
      await app.request(`/api/listings/counts?category=housing&city=${encodeURIComponent(c)}`),
    );
    expect(counts.sort((a, b) => a.subcategory.localeCompare(b.subcategory))).toEqual([
      { category: 'housing', subcategory: 'apartments', total: 2 },
      { category: 'housing', subcategory: 'sublets_temporary', total: 1 },
    ]);
  });

  it('finds up to 6 similar listings: same city and category, active, not itself', async () => {
    const c = freshCity();
    const self = await insertListing(
      database.db,
      owner.userId,
      { city: c, category: 'services', subcategory: 'legal' },
      null,
    );
    for (let i = 0; i < 7; i++) {
      await insertListing(
        database.db,
        owner.userId,
        { city: c, category: 'services', subcategory: 'beauty', title: `S${i}` },
        null,
      );
    }
    await insertListing(
      database.db,
      owner.userId,
      { city: c, category: 'jobs', subcategory: 'legal_paralegal' },
      null,
    );
    const similar = await json<ListingCard[]>(
      await app.request(`/api/listings/${self.id}/similar`),
    );
    expect(similar).toHaveLength(6);
    expect(similar.every((l) => l.category === 'services' && l.id !== self.id)).toBe(true);
  });
});

describe('views (one per signed-in viewer per day)', () => {
  it('counts a signed-in reader once a day, and not anonymous readers', async () => {
    const listing = await insertListing(database.db, owner.userId, { city: freshCity() }, null);
    const view = (browser: TestBrowser) =>
      browser.request(`/api/listings/${listing.id}/view`, { method: 'POST' });
    expect((await view(reader.browser)).status).toBe(204);
    await view(reader.browser);
    await view(new TestBrowser(app));
    await view((await signedUpMember(app, database.db, 'Another')).browser);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.views).toBe(2);
    expect(
      await database.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id)),
    ).toHaveLength(2);
    const detail = await json<ListingReply>(await app.request(`/api/listings/${listing.id}`));
    expect(detail.views).toBe(2);
  });

  it("does not count the owner's own views", async () => {
    const listing = await insertListing(database.db, owner.userId, { city: freshCity() }, null);
    const response = await owner.browser.request(`/api/listings/${listing.id}/view`, {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.views).toBe(0);
    expect(
      await database.db.select().from(listingViews).where(eq(listingViews.listingId, listing.id)),
    ).toHaveLength(0);
  });
});

describe('the seller on a listing (issue #23)', () => {
  it('names the seller by display name, never by email, with the date they joined', async () => {
    const listing = await insertListing(database.db, owner.userId, { city: freshCity() }, null);
    const detail = await json<ListingReply>(await app.request(`/api/listings/${listing.id}`));
    expect(detail.seller?.name).toBe('Owner');
    expect(Date.parse(detail.seller?.member_since ?? '')).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(detail)).not.toContain(owner.email);

    // Without a name the reader sees none (the page says 'a member'), still not the email.
    await database.db.update(user).set({ name: ' ' }).where(eq(user.id, reader.userId));
    await database.db
      .update(profiles)
      .set({ displayName: null })
      .where(eq(profiles.id, reader.userId));
    const own = await insertListing(database.db, reader.userId, { city: freshCity() }, null);
    const nameless = await json<ListingReply>(await app.request(`/api/listings/${own.id}`));
    expect(nameless.seller?.name).toBeNull();
    expect(JSON.stringify(nameless)).not.toContain(reader.email.split('@')[0]);
    await database.db.update(user).set({ name: 'Reader' }).where(eq(user.id, reader.userId));
    await database.db
      .update(profiles)
      .set({ displayName: 'Reader' })
      .where(eq(profiles.id, reader.userId));
  });
});

describe('share previews on /l/{id}', () => {
  it('serves Open Graph and Twitter tags with title, price, city and first photo, escaped', async () => {
    const listing = await insertListing(database.db, owner.userId, {
      title: 'Room <near> "church"',
      priceCents: 120_000,
      currency: 'EUR',
      city: 'Frankfurt',
      country: 'Germany',
      images: ['/media/u_x/1_abc.webp'],
    });
    const built = createTestApp(database, {
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: 'server/test/fixtures/web',
    });
    const response = await built.request(`/l/${listing.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<meta property="og:title" content="Room &#60;near&#62; &#34;church&#34;" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="€1,200 · Frankfurt, Germany" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/u_x/1_abc.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<title>Habesha Community</title>');
    // The page's code is named in the head, fetched with the app's (the entry's own left out).
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['ListingPage-fixture.js', 'card-fixture.js']) {
      expect(head).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`,
      );
    }
    expect(head).not.toContain('href="/assets/react-fixture.js"');
    // The manifest itself is the server's, not served.
    expect((await built.request('/.vite/manifest.json')).status).toBe(404);
    const browse = await (await built.request('/browse')).text();
    expect(browse.slice(0, browse.indexOf('</head>'))).toContain(
      'href="/assets/BrowsePage-fixture.js"',
    );
    // '$' patterns in a title are text, not replacement commands.
    const tricky = await insertListing(database.db, owner.userId, {
      title: 'Room $` and $& cheap',
    });
    const trickyHtml = await (await built.request(`/l/${tricky.id}`)).text();
    expect(trickyHtml).toContain('<meta property="og:title" content="Room $` and $&#38; cheap" />');
    expect(trickyHtml.match(/<!doctype html>/gi)).toHaveLength(1);
    const missing = await (await built.request('/l/00000000-0000-4000-8000-000000000000')).text();
    expect(missing).toContain('<title>Habesha Community</title>');
  });
});

describe("the listing's map point: exact for the owner, about 500 m for everyone else", () => {
  it('in the listing, the browse list, the browse map and favourites', async () => {
    const city = freshCity();
    const house = { lat: 37.804_36, lng: -122.271_11 };
    const shown = publicMapPoint(house);
    expect(shown).not.toEqual(house);
    const listing = await insertListing(database.db, owner.userId, {
      title: 'Flat at a street address',
      city,
      locationLat: house.lat,
      locationLng: house.lng,
      streetAddress: '12 Telegraph Ave',
    });
    const exact = { location_lat: house.lat, location_lng: house.lng };
    const rounded = { location_lat: shown.lat, location_lng: shown.lng };
    const detail = (browser: TestBrowser) =>
      browser.request(`/api/listings/${listing.id}`).then((r) => json<ListingReply>(r));
    expect(await detail(owner.browser)).toMatchObject(exact);
    expect(await detail(reader.browser)).toMatchObject(rounded);
    expect(await detail(new TestBrowser(app))).toMatchObject(rounded);

    const browse = (browser: TestBrowser) =>
      browser
        .request(`/api/listings?city=${encodeURIComponent(city)}`)
        .then((r) => json<{ listings: ListingReply[] }>(r))
        .then((body) => body.listings[0]);
    expect(await browse(owner.browser)).toMatchObject(exact);
    expect(await browse(new TestBrowser(app))).toMatchObject(rounded);

    const map = (browser: TestBrowser) =>
      browser
        .request(`/api/listings/map?city=${encodeURIComponent(city)}`)
        .then((r) => json<{ points: { lat: number; lng: number }[] }>(r))
        .then((body) => body.points[0]);
    expect(await map(owner.browser)).toMatchObject(house);
    expect(await map(reader.browser)).toMatchObject(shown);

    await reader.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    const favorites = await json<{ listing: ListingReply }[]>(
      await reader.browser.request('/api/favorites'),
    );
    expect(favorites.find((f) => f.listing.id === listing.id)?.listing).toMatchObject(rounded);
    const mine = await json<ListingReply[]>(await owner.browser.request('/api/listings/mine'));
    expect(mine.find((l) => l.id === listing.id)).toMatchObject(exact);
  });
});

describe('GET /api/listings/map (browse map mode)', () => {
  it('gives the filtered active listings that have a position, with title, price and place only', async () => {
    const city = freshCity();
    await insertListing(database.db, owner.userId, {
      title: 'Placed flat',
      city,
      category: 'housing',
      subcategory: 'apartments',
      priceCents: 120_000,
      locationLat: 47.6,
      locationLng: -122.3,
      streetAddress: '1 Secret Street',
    });
    await insertListing(database.db, owner.userId, { title: 'No position', city });
    await insertListing(database.db, owner.userId, {
      title: 'Placed but hidden',
      city,
      status: 'inactive',
      locationLat: 47.61,
      locationLng: -122.31,
    });
    await insertListing(database.db, owner.userId, {
      title: 'Placed job',
      city,
      category: 'jobs',
      subcategory: 'transport',
      locationLat: 47.62,
      locationLng: -122.32,
    });

    const response = await new TestBrowser(app).request(
      `/api/listings/map?city=${encodeURIComponent(city)}&category=housing`,
    );
    expect(response.status).toBe(200);
    const body = await json<{ points: Record<string, unknown>[]; truncated: boolean }>(response);
    expect(body.truncated).toBe(false);
    expect(body.points).toHaveLength(1);
    expect(body.points[0]).toMatchObject({
      title: 'Placed flat',
      price_cents: 120_000,
      category: 'housing',
      // Not the owner: the point on the public grid (about 500 m).
      ...publicMapPoint({ lat: 47.6, lng: -122.3 }),
    });
    // The street address is the owner's alone; contacts are not on the map.
    expect(JSON.stringify(body)).not.toContain('Secret');
    expect(body.points[0]).not.toHaveProperty('contact');

    const all = await json<{ points: { title: string }[] }>(
      await new TestBrowser(app).request(`/api/listings/map?city=${encodeURIComponent(city)}`),
    );
    expect(all.points.map((p) => p.title).sort()).toEqual(['Placed flat', 'Placed job']);

    // A text search on the map finds what browse finds.
    const searched = await json<{ points: { title: string }[] }>(
      await new TestBrowser(app).request(
        `/api/listings/map?city=${encodeURIComponent(city)}&q=FLAT`,
      ),
    );
    expect(searched.points.map((p) => p.title)).toEqual(['Placed flat']);
  });

  it('rejects a bad filter with a 400 JSON error', async () => {
    const response = await new TestBrowser(app).request('/api/listings/map?category=castles');
    expect(response.status).toBe(400);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
      'validation_failed',
    );
  });
});

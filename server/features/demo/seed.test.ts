import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_CATEGORIES, type TopCategory } from '../../../shared/categories.ts';
import { CURRENCIES } from '../../../shared/constants.ts';
import { MEDIA_URL_PATTERN } from '../../../shared/listing-input.ts';
import { splitDescription } from '../../../shared/listings.ts';
import { thumbnailUrl } from '../../../shared/media.ts';
import { PLACES } from '../../../shared/places.ts';
import { account, user } from '../../db/schema/auth.ts';
import { type Listing, listingContacts, listings } from '../../db/schema/listings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import { createTestApp } from '../../test/app.ts';
import { latestEmailLink, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { DEMO_PASSWORD, DEMO_USER_PREFIX, DEMO_USERS } from './data.ts';
import { DEMO_NOTE } from './plan.ts';
import { isEmptyDatabase, seedDemoData } from './seed.ts';

const database = setupTestDatabase();
let mediaDir = '';
const media = () => createLocalMediaStore(mediaDir);
const seed = () => seedDemoData({ db: database.db, media: media(), logger: silentLogger });

let first: { users: number; listings: number } & Record<string, number>;
let rows: Listing[] = [];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'hc-demo-media-'));
  expect(await isEmptyDatabase(database.db)).toBe(true);
  first = await seed();
  rows = await database.db.select().from(listings);
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

const tigrinya = /[\u1200-\u137F]/;

describe('demo seed on an empty database', () => {
  it('adds about 12 users, each with a verified address on the demo domain and a profile with a city', async () => {
    expect(first.users).toBe(DEMO_USERS.length);
    expect(first.users).toBeGreaterThanOrEqual(10);
    expect(first.users).toBeLessThanOrEqual(15);
    const users = await database.db.select().from(user);
    // Plus the members the match seed makes for its demo profiles (they post nothing).
    expect(users).toHaveLength(first.users + (first.matchUsers ?? 0));
    for (const u of users) {
      expect(u.id.startsWith(DEMO_USER_PREFIX)).toBe(true);
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+@demo\.habesha\.local$/);
      expect(u.emailVerified).toBe(true);
    }
    const withProfile = await database.db.select().from(profiles);
    expect(withProfile).toHaveLength(users.length);
    expect(withProfile.every((p) => p.displayName && p.city)).toBe(true);
  });

  it('adds about 300 active listings, every one owned by a demo user and marked as demo content', () => {
    expect(first.listings).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(270);
    expect(rows.length).toBeLessThanOrEqual(330);
    expect(rows.every((l) => l.status === 'active')).toBe(true);
    expect(rows.every((l) => l.userId.startsWith(DEMO_USER_PREFIX))).toBe(true);
    expect(
      rows.every((l) =>
        splitDescription(l.description, l.category as TopCategory).text.endsWith(DEMO_NOTE),
      ),
    ).toBe(true);
  });

  it('covers all 7 categories and most subcategories, with varied titles', () => {
    expect(new Set(rows.map((l) => l.category))).toEqual(new Set(TOP_CATEGORIES));
    expect(new Set(rows.map((l) => `${l.category}/${l.subcategory}`)).size).toBeGreaterThan(90);
    expect(new Set(rows.map((l) => l.title)).size).toBeGreaterThan(150);
    expect(rows.some((l) => /listing \d+/i.test(l.title))).toBe(false);
  });

  it('spreads listings over at least 20 known cities, each near its centre, with its country', () => {
    const cities = new Set(rows.map((l) => l.city));
    expect(cities.size).toBeGreaterThanOrEqual(20);
    for (const l of rows) {
      const place = PLACES.find((p) => p.name === l.city);
      expect(place, l.city).toBeDefined();
      expect(l.country).toBe(place?.country);
      expect(Math.abs((l.locationLat ?? 999) - (place?.lat ?? 0))).toBeLessThan(0.1);
      expect(Math.abs((l.locationLng ?? 999) - (place?.lng ?? 0))).toBeLessThan(0.2);
    }
  });

  it('prices in cents in every currency, fitting the city', () => {
    expect(new Set(rows.map((l) => l.currency))).toEqual(new Set(CURRENCIES));
    const priced = rows.filter((l) => l.priceCents !== null);
    expect(priced.length).toBeGreaterThan(100);
    expect(priced.every((l) => Number.isInteger(l.priceCents) && (l.priceCents ?? 0) > 0)).toBe(
      true,
    );
    // The post form accepts at most 10 million.
    expect(priced.every((l) => (l.priceCents ?? 0) <= 1_000_000_000)).toBe(true);
    const nonMentor = rows.filter((l) => l.category !== 'mentor');
    expect(
      nonMentor.filter((l) => l.city === 'Addis Ababa').every((l) => l.currency === 'ETB'),
    ).toBe(true);
    expect(nonMentor.filter((l) => l.city === 'Toronto').every((l) => l.currency === 'CAD')).toBe(
      true,
    );
    expect(nonMentor.filter((l) => l.city === 'Frankfurt').every((l) => l.currency === 'EUR')).toBe(
      true,
    );
    expect(
      rows.filter((l) => l.country === 'United States').every((l) => l.currency === 'USD'),
    ).toBe(true);
  });

  it('features some, titles some in Tigrinya, hides some contacts, spreads views and dates', () => {
    const featured = rows.filter((l) => l.isFeatured).length;
    expect(featured).toBeGreaterThan(rows.length * 0.04);
    expect(featured).toBeLessThan(rows.length * 0.15);
    const inTigrinya = rows.filter((l) => tigrinya.test(l.title)).length;
    expect(inTigrinya).toBeGreaterThan(rows.length * 0.06);
    expect(inTigrinya).toBeLessThan(rows.length * 0.15);
    expect(rows.some((l) => l.contactHidden)).toBe(true);
    expect(rows.every((l) => l.views >= 0 && l.views <= 500)).toBe(true);
    expect(new Set(rows.map((l) => l.views)).size).toBeGreaterThan(100);
    const now = Date.now();
    const ages = rows.map((l) => (now - l.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
  });

  it('writes the category details block the post form writes', () => {
    const details = (category: string) =>
      rows
        .filter((l) => l.category === category)
        .map((l) => splitDescription(l.description, l.category as TopCategory).details);
    expect(details('housing').every((d) => d['Available from'])).toBe(true);
    expect(details('jobs').every((d) => d['Job type'] && d.Pay)).toBe(true);
    expect(details('marketplace').every((d) => d.Condition)).toBe(true);
    expect(details('match').every((d) => d.Age && d.Gender && d.Seeking)).toBe(true);
    expect(details('mentor').every((d) => d.Mentor && d.Topics && d.Languages)).toBe(true);
    expect(rows.filter((l) => l.category === 'mentor').every((l) => l.currency === 'USD')).toBe(
      true,
    );
  });

  it('gives every listing exactly one contact, in every method', async () => {
    const contacts = await database.db.select().from(listingContacts);
    expect(contacts).toHaveLength(rows.length);
    expect(new Set(contacts.map((c) => c.listingId))).toEqual(new Set(rows.map((l) => l.id)));
    expect(new Set(contacts.map((c) => c.contactMethod))).toEqual(
      new Set(['phone', 'whatsapp', 'telegram', 'email']),
    );
  });

  it('stores about 70% with 1 to 3 WebP photos (and thumbnails) under the owner’s own folder', async () => {
    const withPhotos = rows.filter((l) => l.images.length > 0);
    expect(withPhotos.length).toBeGreaterThan(rows.length * 0.6);
    expect(withPhotos.length).toBeLessThan(rows.length * 0.8);
    const store = media();
    const urls = new Set<string>();
    for (const l of withPhotos) {
      expect(l.images.length).toBeLessThanOrEqual(3);
      for (const url of l.images) {
        expect(url).toMatch(MEDIA_URL_PATTERN);
        expect(url.startsWith(`/media/u_${l.userId}/`)).toBe(true);
        urls.add(url);
      }
    }
    for (const url of urls) {
      for (const [key, maxSide] of [
        [url.slice('/media/'.length), 1920],
        [thumbnailUrl(url).slice('/media/'.length), 480],
      ] as const) {
        const file = await store.get(key);
        expect(file, key).not.toBeNull();
        const body = Buffer.from(file?.body ?? []);
        expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe('webp');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(maxSide);
      }
    }
  });
});

describe('demo seed, a second time', () => {
  it('adds nothing: 0 users and 0 listings, and the counts stay the same', async () => {
    const again = await seed();
    expect(again).toMatchObject({ users: 0, listings: 0 });
    // Nor do the community features' seeds (feature-seed-plan.ts).
    expect(Object.entries(again).filter(([, added]) => added !== 0)).toEqual([]);
    const [users] = await database.db.select({ n: count() }).from(user);
    const [listingCount] = await database.db.select({ n: count() }).from(listings);
    const [contactCount] = await database.db.select({ n: count() }).from(listingContacts);
    expect(users?.n).toBe(first.users + (first.matchUsers ?? 0));
    expect(listingCount?.n).toBe(first.listings);
    expect(contactCount?.n).toBe(first.listings);
  });

  it('puts back a demo listing that was deleted, and only that one', async () => {
    const [gone] = rows;
    if (!gone) throw new Error('no listing');
    await database.db.delete(listings).where(eq(listings.id, gone.id));
    const added = await seed();
    expect(added).toMatchObject({ users: 0, listings: 1 });
    expect(Object.values(added).reduce((sum, n) => sum + n, 0)).toBe(1);
    const [back] = await database.db.select().from(listings).where(eq(listings.id, gone.id));
    expect(back?.title).toBe(gone.title);
  });
});

describe('isEmptyDatabase', () => {
  it('is false once any user exists (so `npm start` seeds only a fresh database)', async () => {
    expect(await isEmptyDatabase(database.db)).toBe(false);
  });
});

describe('signing in as a demo member', () => {
  const app = () => createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
  const [selam] = DEMO_USERS;

  it('works with the demo password', async () => {
    if (!selam) throw new Error('no demo user');
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-in/email', {
      json: { email: selam.email, password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await browser.session())?.user).toMatchObject({ id: selam.id, email: selam.email });
    const mine = await browser.request('/api/listings/mine');
    expect(mine.status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    if (!selam) throw new Error('no demo user');
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-in/email', {
      json: { email: selam.email, password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect(await browser.session()).toBeNull();
  });

  it('works by email link', async () => {
    const member = DEMO_USERS[1];
    if (!member) throw new Error('no demo user');
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-in/magic-link', {
      json: { email: member.email, callbackURL: '/' },
    });
    expect(response.status).toBe(200);
    await browser.open(await latestEmailLink(database.db, member.email));
    expect((await browser.session())?.user.id).toBe(member.id);
  });

  it('has one credential account per demo user, and none without a password', async () => {
    const accounts = await database.db
      .select()
      .from(account)
      .where(like(account.userId, `${DEMO_USER_PREFIX}%`));
    expect(accounts).toHaveLength(DEMO_USERS.length);
    expect(accounts.every((a) => a.providerId === 'credential' && a.accountId === a.userId)).toBe(
      true,
    );
  });
});

describe('demo seed without a password (production)', () => {
  it('creates accounts that sign in by email link only', async () => {
    // A fresh set of users: remove the demo users, then seed without a password.
    await database.db.delete(user).where(
      inArray(
        user.id,
        DEMO_USERS.map((u) => u.id),
      ),
    );
    const added = await seedDemoData(
      { db: database.db, media: media(), logger: silentLogger },
      { password: null },
    );
    expect(added.users).toBe(DEMO_USERS.length);
    const [credentials] = await database.db.select({ n: count() }).from(account);
    expect(credentials?.n).toBe(0);
  });
});

/**
 * Listing expiry (issue #44), with the clock moved, never waited for: the
 * reminder a week before (in the app and by email, once), expiry taking the
 * listing out of every public read (browse, search, home rows, map, counts,
 * sitemap, favourites, similar) while its owner keeps it, the 410 its page
 * gets, and Renew bringing it back.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPIRY_MESSAGES } from '../../../shared/listing-expiry.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { BrowseReply, HomeRowsReply } from '../../../shared/listing-query.ts';
import { loadConfig } from '../../config.ts';
import { listings } from '../../db/schema/listings.ts';
import { devMailbox } from '../../db/schema/mail.ts';
import { createDeps } from '../../deps.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createTestApp, json } from '../../test/app.ts';
import { type Member, signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import { noticesOf } from '../../test/notices.ts';
import { sweepListingExpiry } from './expiry.ts';

const database = setupTestDatabase();
const env = { PUBLIC_URL: 'http://localhost:3000', PUBLIC_CACHE_MS: '0' };
const app = () => createTestApp(database, env);
const deps = (extra: Record<string, string> = {}) =>
  createDeps(loadConfig({ NODE_ENV: 'test', ...env, ...extra }), database, silentLogger);

const DAY = 86_400_000;
let cities = 0;
const freshCity = () => `Expiryville${++cities}${Date.now().toString(36)}`;

async function browseIds(query: string) {
  const reply = await json<BrowseReply>(await app().request(`/api/listings?${query}`));
  return reply.listings.map((listing) => listing.id);
}

describe('listing expiry (issue #44)', () => {
  it('reminds the owner once, a week before, in the app and by email with one-click Renew', async () => {
    const owner = await signedUpMember(app(), database.db);
    const now = new Date();
    const listing = await insertListing(database.db, owner.userId, {
      title: 'Bike for sale',
      renewedAt: new Date(now.getTime() - 37 * DAY),
      city: freshCity(),
    });
    // Day 37 of 45: not yet.
    await sweepListingExpiry(deps(), now);
    const notices = async () => (await noticesOf(owner)).notifications;
    expect((await notices()).some((n) => n.type === 'listing_expiring')).toBe(false);
    // Day 38.5: seven days are left.
    const later = new Date(now.getTime() + 1.5 * DAY);
    await sweepListingExpiry(deps(), later);
    await sweepListingExpiry(deps(), new Date(later.getTime() + 3600_000));
    const reminders = (await notices()).filter((n) => n.type === 'listing_expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Your listing expires in 7 days',
      body: 'Bike for sale',
      link: `/account/listings?renew=${listing.id}`,
    });
    const mail = await database.db
      .select()
      .from(devMailbox)
      .where(
        and(eq(devMailbox.to, owner.email.toLowerCase()), like(devMailbox.subject, '%expires%')),
      )
      .orderBy(desc(devMailbox.createdAt));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Your listing expires in 7 days: Bike for sale');
    expect(mail[0]?.text).toContain(`http://localhost:3000/account/listings?renew=${listing.id}`);
    expect(mail[0]?.html).toContain('ሐድስ');
  });

  it("heeds the owner's settings: no email when expiry emails are off, nothing in the app when those are off, and one language once it is known", async () => {
    const sweepWindow = async (title: string) => {
      const owner = await signedUpMember(app(), database.db);
      const listing = await insertListing(database.db, owner.userId, {
        title,
        renewedAt: new Date(Date.now() - 39 * DAY),
        city: freshCity(),
      });
      return { owner, listing };
    };
    const settle = (owner: Member, body: object) =>
      owner.browser.request('/api/notification-settings', { method: 'PUT', json: body });
    const mailFor = (email: string) =>
      database.db
        .select()
        .from(devMailbox)
        .where(and(eq(devMailbox.to, email.toLowerCase()), like(devMailbox.subject, '%7%')));
    const expiringNotices = async (member: Member) =>
      (await noticesOf(member)).notifications.filter((n) => n.type === 'listing_expiring');

    const quiet = await sweepWindow('Quiet lamp');
    const away = await sweepWindow('Away chair');
    const tigrinya = await sweepWindow('ወንበር');
    for (const [member, body] of [
      [quiet.owner, { off_in_app: [], off_by_email: ['listing_expiry'], language: 'en' }],
      [away.owner, { off_in_app: ['listing_expiry'], off_by_email: [], language: 'en' }],
      [tigrinya.owner, { off_in_app: [], off_by_email: [], language: 'ti' }],
    ] as const) {
      const saved = await settle(member, body);
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    await sweepListingExpiry(deps(), new Date());

    expect(await mailFor(quiet.owner.email)).toHaveLength(0);
    expect(await expiringNotices(quiet.owner)).toHaveLength(1);
    expect(await mailFor(away.owner.email)).toHaveLength(1);
    expect(await expiringNotices(away.owner)).toHaveLength(0);
    const [ti] = await mailFor(tigrinya.owner.email);
    expect(ti?.subject).toBe('ምልክታኹም ኣብ 7 መዓልቲ ይውዳእ: ወንበር');
    expect(ti?.text).not.toContain('Renew it');
    // Every reminder can be stopped in one click, signed out (RFC 8058).
    expect(ti?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(ti?.text).toContain('http://localhost:3000/unsubscribe?token=');
  });

  it('takes an expired listing out of every public read, keeps it for its owner, and Renew brings it back', async () => {
    const owner = await signedUpMember(app(), database.db);
    const reader = await signedUpMember(app(), database.db);
    const city = freshCity();
    const now = new Date();
    const stale = await insertListing(database.db, owner.userId, {
      title: 'Quokka cage',
      city,
      category: 'marketplace',
      subcategory: 'furniture',
      isFeatured: true,
      locationLat: 10,
      locationLng: 10,
      renewedAt: new Date(now.getTime() - 30 * DAY),
    });
    const fresh = await insertListing(database.db, owner.userId, {
      title: 'Quokka food',
      city,
      category: 'marketplace',
      subcategory: 'furniture',
    });
    await reader.browser.request(`/api/favorites/${stale.id}`, { method: 'PUT' });
    const sitemap = async () => (await app().request('/sitemaps/market-1.xml')).text();
    expect(await browseIds(`city=${city}`)).toContain(stale.id);
    expect(await sitemap()).toContain(stale.id);

    // 16 days later the stale one is past its 45 days; the fresh one is not.
    const moved = new Date(now.getTime() + 16 * DAY);
    const swept = await sweepListingExpiry(deps(), moved);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(listings).where(eq(listings.id, stale.id));
    expect(row?.status).toBe('expired');

    expect(await browseIds(`city=${city}`)).toEqual([fresh.id]);
    expect(await browseIds('q=quokka')).not.toContain(stale.id);
    expect(await browseIds('category=marketplace&sub=furniture&limit=100')).not.toContain(stale.id);
    const home = await json<HomeRowsReply>(await app().request(`/api/listings/home?city=${city}`));
    expect(
      Object.values(home)
        .flat()
        .map((card) => card.id),
    ).not.toContain(stale.id);
    const map = await json<{ points: { id: string }[] }>(
      await app().request(`/api/listings/map?city=${city}`),
    );
    expect(map.points.map((point) => point.id)).not.toContain(stale.id);
    expect(await sitemap()).not.toContain(stale.id);
    const favorites = await json<ListingReply[] | { listings: ListingReply[] }>(
      await reader.browser.request('/api/favorites'),
    );
    expect(JSON.stringify(favorites)).not.toContain(stale.id);
    const similar = await json<{ id: string }[]>(
      await app().request(`/api/listings/${fresh.id}/similar`),
    );
    expect(similar.map((card) => card.id)).not.toContain(stale.id);

    // Its page tells visitors it has expired; its owner still reads it and sees it in My Listings.
    for (const visitor of [app(), reader.browser]) {
      const page = await visitor.request(`/api/listings/${stale.id}`);
      expect(page.status).toBe(410);
      expect((await json<{ error: { message: string } }>(page)).error.message).toBe(
        EXPIRY_MESSAGES.expired,
      );
    }
    const own = await owner.browser.request(`/api/listings/${stale.id}`);
    expect(own.status).toBe(200);
    const mine = await json<ListingReply[]>(await owner.browser.request('/api/listings/mine'));
    expect(mine.find((listing) => listing.id === stale.id)?.status).toBe('expired');
    const told = await noticesOf(owner);
    expect(
      told.notifications.some((n) => n.type === 'listing_expired' && n.body === 'Quokka cage'),
    ).toBe(true);

    // Only its owner renews it; then it is back everywhere, for another 45 days.
    const refused = await reader.browser.request(`/api/listings/${stale.id}/renew`, {
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    const renewed = await owner.browser.request(`/api/listings/${stale.id}/renew`, {
      method: 'POST',
    });
    expect(renewed.status).toBe(200);
    expect(await json<ListingReply>(renewed)).toMatchObject({ status: 'active' });
    expect(await browseIds(`city=${city}`)).toContain(stale.id);
    expect((await app().request(`/api/listings/${stale.id}`)).status).toBe(200);
    expect((await sweepListingExpiry(deps(), new Date(Date.now() + 30 * DAY))).expired).toBe(0);
  });

  it('follows LISTING_EXPIRY_DAYS', async () => {
    const owner = await signedUpMember(app(), database.db);
    const listing = await insertListing(database.db, owner.userId, {
      city: freshCity(),
      renewedAt: new Date(Date.now() - 11 * DAY),
    });
    await sweepListingExpiry(deps({ LISTING_EXPIRY_DAYS: '12' }), new Date());
    let [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('active');
    await sweepListingExpiry(deps({ LISTING_EXPIRY_DAYS: '10' }), new Date());
    [row] = await database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.status).toBe('expired');
  });
});

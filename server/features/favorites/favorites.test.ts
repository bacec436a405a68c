import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { listings } from '../../db/schema/listings.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import type { FavoriteReply } from './service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(() => {
  app = createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });
});

describe('favourites (docs/product.md#listings Favourites)', () => {
  it('saves, lists with listing and contact, and removes; both idempotent', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const { browser } = await signedUpMember(app, database.db, 'Saver');
    const first = await insertListing(
      database.db,
      owner.userId,
      { title: 'First' },
      { method: 'telegram', value: '@first' },
    );
    // Hidden from everyone but its owner: the saver must not get it.
    const second = await insertListing(
      database.db,
      owner.userId,
      { title: 'Second', contactHidden: true },
      { method: 'email', value: 'hidden@example.org' },
    );

    expect((await browser.request(`/api/favorites/${first.id}`, { method: 'PUT' })).status).toBe(
      204,
    );
    expect((await browser.request(`/api/favorites/${first.id}`, { method: 'PUT' })).status).toBe(
      204,
    );
    await browser.request(`/api/favorites/${second.id}`, { method: 'PUT' });

    const saved = await json<FavoriteReply[]>(await browser.request('/api/favorites'));
    expect(saved.map((f) => f.listing.title)).toEqual(['Second', 'First']);
    expect(saved[1]?.listing.contact?.contact_value).toBe('@first');
    expect(saved[0]?.listing.contact).toBeNull();
    expect((await json<string[]>(await browser.request('/api/favorites/ids'))).sort()).toEqual(
      [first.id, second.id].sort(),
    );

    expect((await browser.request(`/api/favorites/${first.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await browser.request(`/api/favorites/${first.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await json<string[]>(await browser.request('/api/favorites/ids'))).toEqual([second.id]);
  });

  it('drops a listing that is no longer active from the saved list, and refuses to save one', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const { browser } = await signedUpMember(app, database.db, 'Saver');
    const listing = await insertListing(database.db, owner.userId);
    await browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    await database.db
      .update(listings)
      .set({ status: 'inactive' })
      .where(eq(listings.id, listing.id));
    expect(await json<FavoriteReply[]>(await browser.request('/api/favorites'))).toEqual([]);
    const refused = await browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    expect(refused.status).toBe(404);
    expect((await browser.request('/api/favorites/not-an-id', { method: 'PUT' })).status).toBe(404);
  });

  it('refuses to save one’s own listing (docs/product.md#listings Listing owner)', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const listing = await insertListing(database.db, owner.userId);
    const refused = await owner.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    expect(refused.status).toBe(403);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('own_listing');
    expect(await json<string[]>(await owner.browser.request('/api/favorites/ids'))).toEqual([]);
  });

  it('keeps each user’s favourites to themselves and needs sign-in', async () => {
    const owner = await signedUpMember(app, database.db, 'Owner');
    const a = await signedUpMember(app, database.db, 'A');
    const b = await signedUpMember(app, database.db, 'B');
    const listing = await insertListing(database.db, owner.userId);
    await a.browser.request(`/api/favorites/${listing.id}`, { method: 'PUT' });
    expect(await json<FavoriteReply[]>(await b.browser.request('/api/favorites'))).toEqual([]);
    const anonymous = new TestBrowser(app);
    expect((await anonymous.request('/api/favorites')).status).toBe(401);
    expect(
      (await anonymous.request(`/api/favorites/${listing.id}`, { method: 'PUT' })).status,
    ).toBe(401);
  });
});

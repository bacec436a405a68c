import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.ts';
import { user } from './schema/auth.ts';
import { listingContacts, listings, listingViews } from './schema/listings.ts';

const database = setupTestDatabase();

async function owner() {
  const id = `owner-${Math.random().toString(36).slice(2)}`;
  await database.db.insert(user).values({ id, name: 'Owner', email: `${id}@example.org` });
  return id;
}

const base = (userId: string) => ({ userId, title: 'Room in Oakland', category: 'housing' });

describe('listings tables (docs/product.md#listings)', () => {
  it('default to an active USD listing in city Unknown, with no tags or images', async () => {
    const [row] = await database.db
      .insert(listings)
      .values(base(await owner()))
      .returning();
    expect(row).toMatchObject({
      status: 'active',
      currency: 'USD',
      city: 'Unknown',
      tags: [],
      images: [],
      views: 0,
      contactHidden: false,
    });
  });

  it('refuse an unknown currency, status or category, a negative price, and over 10 tags or 6 images', async () => {
    const userId = await owner();
    const bad = [
      { currency: 'GBP' },
      { status: 'archived' },
      { category: 'pets' },
      { priceCents: -1 },
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { images: Array.from({ length: 7 }, (_, i) => `/media/${i}.webp`) },
      { locationLat: 91 },
    ];
    for (const patch of bad) {
      await expect(
        database.db.insert(listings).values({ ...base(userId), ...patch }),
        JSON.stringify(patch),
      ).rejects.toThrow();
    }
  });

  it('keep one contact per listing, of a known method, and drop it with the listing', async () => {
    const [listing] = await database.db
      .insert(listings)
      .values(base(await owner()))
      .returning();
    const listingId = listing?.id ?? '';
    await database.db
      .insert(listingContacts)
      .values({ listingId, contactMethod: 'phone', contactValue: '+1 555 0100' });
    await expect(
      database.db
        .insert(listingContacts)
        .values({ listingId, contactMethod: 'email', contactValue: 'a@b.org' }),
    ).rejects.toThrow();
    await database.db.delete(listings).where(sql`${listings.id} = ${listingId}`);
    const left = await database.db
      .select()
      .from(listingContacts)
      .where(sql`${listingContacts.listingId} = ${listingId}`);
    expect(left).toHaveLength(0);
  });

  it('count a viewer once per listing per day', async () => {
    const userId = await owner();
    const [listing] = await database.db.insert(listings).values(base(userId)).returning();
    const view = { listingId: listing?.id ?? '', viewerId: userId };
    await database.db.insert(listingViews).values(view);
    await expect(database.db.insert(listingViews).values(view)).rejects.toThrow();
  });
});

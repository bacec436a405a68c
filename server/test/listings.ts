/** Listings written straight to the database, for read-side tests that need many of them. */
import type { Db } from '../db/client.ts';
import { type Listing, listingContacts, listings } from '../db/schema/listings.ts';

export async function insertListing(
  db: Db,
  userId: string,
  fields: Partial<typeof listings.$inferInsert> = {},
  contact: { method: string; value: string } | null = { method: 'phone', value: '+1 555 0100' },
): Promise<Listing> {
  const [row] = await db
    .insert(listings)
    .values({
      userId,
      title: 'A listing',
      category: 'community',
      subcategory: 'general',
      city: 'Oakland',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  if (contact) {
    await db
      .insert(listingContacts)
      .values({ listingId: row.id, contactMethod: contact.method, contactValue: contact.value });
  }
  return row;
}

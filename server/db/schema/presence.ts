/**
 * Presence (docs/product.md#cities Presence record): one row per
 * signed-in user, touched every 45 s while their page is visible. Live counts
 * read the rows seen in the last 5 minutes. The server-side geocode cache
 * (addresses looked up through GEOCODER_URL) lives here too: both are small
 * tables of the cities feature.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, memberKey, timestamptz } from './columns.ts';

export const presence = pgTable(
  'presence',
  {
    userId: memberKey(),
    /** The user's city as they wrote it in their profile; empty when they gave none. */
    city: text('city').notNull().default(''),
    lastSeen: timestamptz('last_seen').notNull().defaultNow(),
  },
  (t) => [
    // Live presence: the rows of the last 5 minutes that have a city.
    index('presence_recent_idx').on(t.lastSeen).where(sql`btrim(${t.city}) <> ''`),
  ],
);

/**
 * Answers of the configured street-address geocoder (GEOCODER_URL), shared by
 * every instance: one lookup per distinct address, as Nominatim's usage policy
 * asks. A miss is kept too (lat and lng null), so a bad address is not retried
 * on every blur.
 */
export const geocodeCache = pgTable('geocode_cache', {
  /** SHA-256 of the normalized query text (the address itself is not kept). */
  query: text('query').primaryKey(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  createdAt: createdAt(),
});

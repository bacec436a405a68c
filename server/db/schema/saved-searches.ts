/**
 * Saved searches (issue #44): browse's filters under a name, and the new
 * listings each has matched. Migration 0035 says why the filters are spread
 * into columns; saved-searches/matching.ts reads them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SavedSearchFilters } from '../../../shared/saved-searches.ts';
import { createdAt, memberRef, partOf, randomId, timestamptz } from './columns.ts';
import { listings } from './listings.ts';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: randomId(),
    userId: memberRef(),
    name: text('name').notNull(),
    /** The filters as browse reads them: what the search opens. */
    query: jsonb('query').$type<SavedSearchFilters>().notNull(),
    /** '' is any city; else the city as browse keys it (cityKey). */
    cityKey: text('city_key').notNull().default(''),
    category: text('category').notNull().default(''),
    subcategory: text('subcategory').notNull().default(''),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    /** The currency prices are compared in (priceFilterCurrency), when the search has a price range. */
    currency: text('currency'),
    hasImage: boolean('has_image').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** Browse's LIKE patterns of q (searchPatterns): empty without q. */
    patterns: text('patterns').array().notNull().default(sql`'{}'::text[]`),
    alert: text('alert').notNull().default('instant'),
    /** The language the member saved it in: their alert emails are written in it. */
    language: text('language').notNull().default('en'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    lastDigestAt: timestamptz('last_digest_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('saved_searches_alert_known', sql`${t.alert} IN ('instant', 'daily', 'off')`),
    check('saved_searches_language_known', sql`${t.language} IN ('en', 'ti')`),
    // Matching a new listing: its city (or any), category (or any), subcategory (or any).
    index('saved_searches_match_idx').on(t.cityKey, t.category, t.subcategory),
    // A member's searches (/account/searches, the per-member limit).
    index('saved_searches_owner_idx').on(t.userId, t.createdAt),
  ],
);

export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: partOf('search_id', () => savedSearches.id),
    listingId: partOf('listing_id', () => listings.id),
    createdAt: createdAt(),
    /** Set once the hit was mailed (an instant alert, or a daily digest). */
    emailedAt: timestamptz('emailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.listingId] }),
    // The daily digest: hits not mailed yet.
    index('saved_search_hits_unmailed_idx').on(t.searchId).where(sql`${t.emailedAt} IS NULL`),
    // Deleting a listing.
    index('saved_search_hits_listing_idx').on(t.listingId),
  ],
);

/**
 * A new listing waiting to be announced to the searches it matches (migration
 * 0040): written by the listing's own insert, taken and deleted by the sweep
 * (saved-searches/announcements.ts).
 */
export const savedSearchAnnouncements = pgTable('saved_search_announcements', {
  listingId: partOf('listing_id', () => listings.id).primaryKey(),
  /** Sweeps that took it so far: a retry tells those a failed one had not. */
  attempts: integer('attempts').notNull().default(0),
  /** Taken by a sweep at: another sweep leaves it alone until the claim is old. */
  claimedAt: timestamptz('claimed_at'),
  /** The sweep that took it: only that one deletes it or lets it go. */
  claimedBy: uuid('claimed_by'),
  /** After a failed sweep: not taken again before this. */
  retryAt: timestamptz('retry_at'),
});

export type SavedSearchRow = typeof savedSearches.$inferSelect;

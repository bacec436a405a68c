/**
 * Which saved searches a newly published listing matches (issue #44).
 *
 * Not by running every saved search again over the listings: the searches are
 * indexed by what a listing has one value of (city, category, subcategory;
 * saved_searches_match_idx, '' meaning any), so a listing reads only the
 * searches of its city or none, its category or none, its subcategory or
 * none (eight index ranges), and each of those is tested with browse's own
 * rules, written once below from what browse stores and compares:
 * - the city on browse's key (cityKey: the part before a comma, any case),
 * - the subcategory as browse's `sub` (a listing without one matches no sub),
 * - a price range in one currency only (priceFilterCurrency, kept at save),
 *   a listing without a price matching no bound,
 * - q as browse looks for it: any of searchPatterns(q) (the folded q and its
 *   Ge'ez spellings, text-search.ts) LIKE the listing's search_text, the
 *   folded document browse's text search reads.
 * matching.test.ts holds the two to each other: for every search, browse with
 * its filters finds the listing exactly when this does.
 */
import { sql } from 'drizzle-orm';
import { priceFilterCurrency } from '../../../shared/listing-query.ts';
import type { SavedSearchFilters } from '../../../shared/saved-searches.ts';
import type { BrowseQuery } from '../../../shared/schemas/listing-query.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { cityKey, listings } from '../../db/schema/listings.ts';
import { savedSearches, savedSearchHits } from '../../db/schema/saved-searches.ts';
import { searchPatterns } from '../listings/text-search.ts';

/** A saved search's index columns, from its browse filters (the same helpers browse uses). */
export function matchColumns(filters: SavedSearchFilters) {
  const query = filters as Pick<BrowseQuery, 'min' | 'max' | 'currency'>;
  const currency = priceFilterCurrency(query);
  return {
    // Lower-cased and cut at the comma as cityKey does in SQL: 'Oakland, CA' is 'oakland'.
    cityKey: filters.city ? (filters.city.split(',')[0] ?? '').trim().toLowerCase() : '',
    category: filters.category ?? '',
    subcategory: filters.sub ?? '',
    minCents: filters.min !== undefined ? Math.round(filters.min * 100) : null,
    maxCents: filters.max !== undefined ? Math.round(filters.max * 100) : null,
    currency: currency ?? null,
    hasImage: filters.has_image ?? false,
    featured: filters.featured ?? false,
    patterns: filters.q ? searchPatterns(filters.q) : [],
  };
}

export type Hit = { searchId: string; userId: string; alert: string; name: string };

type HitRow = { search_id: string; user_id: string; alert: string; name: string };

/**
 * The `listing` and `matched` CTEs: the active listing, and the searches it matches (never
 * its owner's). `listing` is MATERIALIZED: inlined into the join, PostgreSQL 15 spent about
 * 9 ms planning it (every path through each of the listing table's 18 indexes) for 0.3 ms
 * of work; read first, as the one row it is, the plan takes 0.4 ms. Both statements below
 * are named (executePrepared), so each connection plans them once.
 */
function matchingCtes(listingId: string) {
  return sql`
    listing AS MATERIALIZED (
      SELECT id, user_id, ${cityKey(listings.city)} AS city_key, category,
             coalesce(subcategory, '') AS subcategory, price_cents, currency,
             cardinality(images) > 0 AS has_image, is_featured, search_text
        FROM ${listings} WHERE id = ${listingId} AND status = 'active'
    ),
    matched AS (
      SELECT s.id, s.user_id, s.alert, s.name
        FROM listing l
        JOIN ${savedSearches} s
          ON s.city_key IN ('', l.city_key)
         AND s.category IN ('', l.category)
         AND s.subcategory IN ('', l.subcategory)
       WHERE s.user_id <> l.user_id
         AND (s.currency IS NULL OR s.currency = l.currency)
         AND (s.min_cents IS NULL OR l.price_cents >= s.min_cents)
         AND (s.max_cents IS NULL OR l.price_cents <= s.max_cents)
         AND (NOT s.has_image OR l.has_image)
         AND (NOT s.featured OR l.is_featured)
         AND (cardinality(s.patterns) = 0 OR l.search_text LIKE ANY (s.patterns))
    )`;
}

const toHit = (row: HitRow): Hit => ({
  searchId: row.search_id,
  userId: row.user_id,
  alert: row.alert,
  name: row.name,
});

/** The saved searches an active listing matches, recorded or not (the bench times this apart). */
export async function findMatches(db: Db, listingId: string): Promise<Hit[]> {
  const { rows } = await executePrepared<HitRow>(
    db,
    'saved-search-find-matches',
    sql`
    WITH ${matchingCtes(listingId)}
    SELECT id AS search_id, user_id, alert, name FROM matched`,
  );
  return rows.map(toHit);
}

/**
 * Records, once, every saved search the active listing matches, and returns
 * them. A listing matched again (an edit) is not a new match: the hit exists.
 */
export async function recordMatches(db: Db, listingId: string, now: Date): Promise<Hit[]> {
  const { rows } = await executePrepared<HitRow>(
    db,
    'saved-search-record-matches',
    sql`
    WITH ${matchingCtes(listingId)},
    inserted AS (
      INSERT INTO ${savedSearchHits} (search_id, listing_id, created_at)
      SELECT matched.id, ${listingId}, ${now.toISOString()}::timestamptz FROM matched
      ON CONFLICT DO NOTHING
      RETURNING search_id
    )
    SELECT matched.id AS search_id, matched.user_id, matched.alert, matched.name
      FROM matched JOIN inserted ON inserted.search_id = matched.id`,
  );
  return rows.map(toHit);
}

/**
 * The read side of listings (docs/product.md#listings Listings reads): browse with its
 * filters and sorts, the home rows, counts per subcategory, similar listings.
 * Only active listings are public (docs/product.md#listings Listing visibility).
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { SIMILAR_LISTINGS } from '../../../shared/constants.ts';
import {
  BROWSE_TOTAL_CAP,
  type BrowseReply,
  HOME_ROW_LIMIT,
  HOME_ROWS,
  type HomeRowsReply,
  type ListingCard,
  type MapPointsReply,
  priceFilterCurrency,
  type SubcategoryCount,
} from '../../../shared/listing-query.ts';
import { BROWSE_MAP_LIMIT } from '../../../shared/maps.ts';
import type { BrowseQuery } from '../../../shared/schemas/listing-query.ts';
import { isShortSearch } from '../../../shared/search-text.ts';
import type { Db } from '../../db/client.ts';
import {
  cityKey,
  type Listing,
  listingContacts,
  listingReadColumns,
  listings,
} from '../../db/schema/listings.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';
import { nearestOrder } from './nearest.ts';
import type { Reader } from './policy.ts';
import { mapPointFor, toListingReply } from './reply.ts';
import {
  countCommonMatches,
  newestTextPage,
  recentTextPage,
  searchTerms,
  sortedTextPage,
  type TextPage,
  type TextSearch,
  textMatch,
  titleMatch,
} from './text-search.ts';

/** The city filter, on the indexed city key ('Oakland' finds 'Oakland, CA'). */
function sameCity(city: string): SQL {
  return sql`${cityKey(listings.city)} = ${cityKey(city)}`;
}

/** Every filter but the text search q. */
function filterConditions(query: BrowseQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(listings.status, 'active'),
    query.city ? sameCity(query.city) : undefined,
    query.category ? eq(listings.category, query.category) : undefined,
    query.sub ? eq(listings.subcategory, query.sub) : undefined,
    query.min !== undefined ? gte(listings.priceCents, Math.round(query.min * 100)) : undefined,
    query.max !== undefined ? lte(listings.priceCents, Math.round(query.max * 100)) : undefined,
    // Prices are compared within one currency only (priceFilterCurrency).
    priceFilterCurrency(query)
      ? eq(listings.currency, priceFilterCurrency(query) ?? '')
      : undefined,
    query.featured ? eq(listings.isFeatured, true) : undefined,
    query.has_image ? sql`cardinality(${listings.images}) > 0` : undefined,
    query.today ? sql`${listings.createdAt} >= date_trunc('day', now())` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

function browseConditions(query: BrowseQuery, search: TextSearch | null): SQL[] {
  const filters = filterConditions(query);
  return search ? [...filters, textMatch(search)] : filters;
}

/** The ORDER BY of a sort (text-search.ts sortPhases walks the same orders). */
export function browseOrder(query: Pick<BrowseQuery, 'sort'>, search: TextSearch | null): SQL[] {
  const newest = [desc(listings.createdAt), desc(listings.id)];
  switch (query.sort) {
    case 'oldest':
      return [asc(listings.createdAt), asc(listings.id)];
    case 'price_asc':
      return [sql`${listings.priceCents} ASC NULLS LAST`, ...newest];
    case 'price_desc':
      return [sql`${listings.priceCents} DESC NULLS LAST`, ...newest];
    case 'upcoming':
      // Dates from today on, soonest first; then the rest (past or no date), newest first.
      return [
        sql`(${listings.availableDate} >= CURRENT_DATE) IS TRUE DESC`,
        sql`CASE WHEN ${listings.availableDate} >= CURRENT_DATE THEN ${listings.availableDate} END ASC`,
        ...newest,
      ];
    case 'has_image':
      return [sql`(cardinality(${listings.images}) > 0) DESC`, ...newest];
    case 'relevance':
      // Title matches first, then the rest, newest first within each.
      return search ? [sql`${titleMatch(search)} DESC`, ...newest] : newest;
    default:
      return newest;
  }
}

/** The shared signed-out answer's key of a browse read (public-answers.ts): the API's and the page's preload alike. */
export const browseAnswerKey = (query: BrowseQuery) => `browse ${JSON.stringify(query)}`;

export async function browseListings(
  db: Db,
  query: BrowseQuery,
  reader: Reader,
): Promise<BrowseReply> {
  // The page is chosen from listings alone, then its contacts are joined.
  // Joined first, the database may join every match (thousands in a big city)
  // before it sorts and keeps one page.
  // The patterns of q are settled once for the page and its count (text-search.ts).
  const search = query.q ? await searchTerms(db, query.q) : null;
  // The total and the city check come with the first page only: later pages keep the first's.
  const first = query.offset === 0;
  // A text search whose page will tell no count may start it beside the
  // page (text-search.ts), on a second connection, instead of after it.
  let counting: Promise<Total> | null = null;
  const countBeside = (share: number) => {
    if (!first || !search) return;
    counting = countTextMatches(db, query, search, share);
    // Awaited below when the page needs it (a failure is reported there); left
    // to finish unread when the page learned its total on the way after all.
    counting.catch(() => {});
  };
  // Nearest first orders by a rank of cities (nearest.ts), which the text search's walks do not know.
  const nearOrder =
    query.near && !query.city
      ? await nearestOrder(db, browseConditions(query, search), query.near)
      : null;
  const { rows, page } = nearOrder
    ? { rows: await pageRows(db, query, search, nearOrder), page: null }
    : search
      ? await textPageRows(db, query, search, countBeside)
      : { rows: await pageRows(db, query), page: null };
  const more = rows.length > query.limit;
  const total = first
    ? await countMatches(db, query, search, page, rows.length, more, counting)
    : null;
  return {
    listings: rows
      .slice(0, query.limit)
      .map(({ listing, contact }) => toListingReply(listing, contact, reader)),
    next_offset: more ? query.offset + query.limit : null,
    total,
    city_found:
      first && query.city
        ? (total?.count ?? 0) > 0 || getGazetteer().locate(query.city) !== null
        : null,
  };
}

type Total = { count: number; capped: boolean };

/** `count` as the reply's total: up to BROWSE_TOTAL_CAP, `capped` when there are more. */
function cappedTotal(count: number): Total {
  return { count: Math.min(count, BROWSE_TOTAL_CAP), capped: count > BROWSE_TOTAL_CAP };
}

/**
 * How many listings match, up to BROWSE_TOTAL_CAP (a count stops there, so it
 * costs no more than reading that many index entries). A first page that is
 * not full is the whole answer and needs no count; a text search may have
 * met every match already, or started the count beside the page (`counting`).
 */
async function countMatches(
  db: Db,
  query: BrowseQuery,
  search: TextSearch | null,
  page: TextPage | null,
  pageRows: number,
  more: boolean,
  counting: Promise<Total> | null,
): Promise<Total> {
  if (!more) return { count: Math.min(pageRows, query.limit), capped: false };
  if (page?.total != null) return cappedTotal(page.total);
  if (counting) return counting;
  if (search && page?.share) return countTextMatches(db, query, search, page.share);
  return countAll(db, query, search);
}

/** The matches of q, knowing its share among the newest listings: by a short walk when q is common (text-search.ts). */
async function countTextMatches(db: Db, query: BrowseQuery, search: TextSearch, share: number) {
  const filters = filterConditions(query);
  const counted = await countCommonMatches(db, filters, search, share, BROWSE_TOTAL_CAP);
  return counted === null ? countAll(db, query, search) : cappedTotal(counted);
}

/** Every listing the filters and q find, counted up to past BROWSE_TOTAL_CAP. */
async function countAll(db: Db, query: BrowseQuery, search: TextSearch | null) {
  const matching = db
    .select({ one: sql`1` })
    .from(listings)
    .where(and(...browseConditions(query, search)))
    .limit(BROWSE_TOTAL_CAP + 1)
    .as('matching');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
  return cappedTotal(row?.count ?? 0);
}

/**
 * The browse map: the listings the same filters find that have a map position,
 * newest first, up to 1,000 (the map clusters them; more would only cost).
 * Points are public ones (about 500 m grid), except the reader's own listings.
 */
export async function mapPoints(
  db: Db,
  query: BrowseQuery,
  reader: Reader,
): Promise<MapPointsReply> {
  const placed = [
    ...filterConditions(query),
    sql`${listings.locationLat} IS NOT NULL AND ${listings.locationLng} IS NOT NULL`,
  ];
  // A text search picks its listings the way browse does (text-search.ts), then reads them.
  const where = query.q
    ? inArray(
        listings.id,
        (
          await newestTextPage(db, placed, {
            search: await searchTerms(db, query.q),
            offset: 0,
            limit: BROWSE_MAP_LIMIT,
          })
        ).ids,
      )
    : and(...placed);
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      priceCents: listings.priceCents,
      currency: listings.currency,
      category: listings.category,
      city: listings.city,
      userId: listings.userId,
      lat: listings.locationLat,
      lng: listings.locationLng,
    })
    .from(listings)
    .where(where)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(BROWSE_MAP_LIMIT + 1);
  return {
    points: rows.slice(0, BROWSE_MAP_LIMIT).map((row) => {
      // The owner's own listings at their exact point, everyone else's on the public grid.
      const point = mapPointFor(
        { locationLat: row.lat ?? 0, locationLng: row.lng ?? 0 },
        reader?.id === row.userId,
      );
      return {
        id: row.id,
        title: row.title,
        price_cents: row.priceCents,
        currency: row.currency,
        category: row.category as ListingCard['category'],
        city: row.city,
        lat: point.location_lat ?? 0,
        lng: point.location_lng ?? 0,
      };
    }),
    truncated: rows.length > BROWSE_MAP_LIMIT,
  };
}

/**
 * One page in one statement: the page's ids by the filters and sort (or the
 * given `order`), then those listings with contacts.
 */
function pageRows(
  db: Db,
  query: BrowseQuery,
  search: TextSearch | null = null,
  order: SQL[] = browseOrder(query, null),
) {
  const page = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...browseConditions(query, search)))
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(query.offset)
    .as('page');
  return db
    .select({ listing: listingReadColumns, contact: listingContacts })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .leftJoin(listingContacts, eq(listingContacts.listingId, listings.id))
    .orderBy(...order);
}

/**
 * A text search's page: its ids are found by text-search.ts, then read with
 * contacts. `countBeside` may be called to start the count of every match.
 */
async function textPageRows(
  db: Db,
  query: BrowseQuery,
  search: TextSearch,
  countBeside: (share: number) => void,
) {
  const filters = filterConditions(query);
  const wanted = { search, offset: query.offset, limit: query.limit, counting: countBeside };
  const page: TextPage =
    query.sort === 'newest'
      ? await newestTextPage(db, filters, wanted)
      : isShortSearch(search.q)
        ? await recentTextPage(db, filters, browseOrder(query, search), wanted)
        : await sortedTextPage(db, filters, query.sort, wanted);
  if (page.ids.length === 0) return { rows: [], page };
  const rows = await db
    .select({ listing: listingReadColumns, contact: listingContacts })
    .from(listings)
    .leftJoin(listingContacts, eq(listingContacts.listingId, listings.id))
    .where(inArray(listings.id, page.ids))
    .orderBy(...browseOrder(query, search));
  return { rows, page };
}

const cardColumns = {
  id: listings.id,
  title: listings.title,
  priceCents: listings.priceCents,
  currency: listings.currency,
  images: listings.images,
  city: listings.city,
  country: listings.country,
  category: listings.category,
  subcategory: listings.subcategory,
  createdAt: listings.createdAt,
  views: listings.views,
};

type CardRow = Pick<Listing, keyof typeof cardColumns>;

function toCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    title: row.title,
    price_cents: row.priceCents,
    currency: row.currency,
    images: row.images,
    city: row.city,
    country: row.country,
    category: row.category as ListingCard['category'],
    subcategory: row.subcategory,
    created_at: row.createdAt.toISOString(),
    views: row.views,
  };
}

/** The home rows: active, most viewed then newest, 12 each, in the chosen city when there is one. */
export async function homeRows(db: Db, city: string | undefined): Promise<HomeRowsReply> {
  const rows = await Promise.all(
    HOME_ROWS.map((row) =>
      db
        .select(cardColumns)
        .from(listings)
        .where(
          and(
            eq(listings.status, 'active'),
            'featured' in row ? eq(listings.isFeatured, true) : eq(listings.category, row.category),
            city ? sameCity(city) : undefined,
          ),
        )
        .orderBy(desc(listings.views), desc(listings.createdAt))
        .limit(HOME_ROW_LIMIT),
    ),
  );
  return Object.fromEntries(
    HOME_ROWS.map((row, index) => [row.key, (rows[index] ?? []).map(toCard)]),
  ) as HomeRowsReply;
}

/** Active listings per subcategory (docs/product.md#listings get_listing_counts), optionally within a category and city. */
export async function subcategoryCounts(
  db: Db,
  filter: { category?: string; city?: string },
): Promise<SubcategoryCount[]> {
  const rows = await db
    .select({
      category: listings.category,
      subcategory: listings.subcategory,
      total: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'active'),
        sql`${listings.subcategory} IS NOT NULL`,
        filter.category ? eq(listings.category, filter.category) : undefined,
        filter.city ? sameCity(filter.city) : undefined,
      ),
    )
    .groupBy(listings.category, listings.subcategory);
  return rows.map((row) => ({
    category: row.category,
    subcategory: row.subcategory ?? '',
    total: row.total,
  }));
}

/**
 * Up to 6 of the seller's other active listings in the same category, newest
 * first: the marketplace item's seller card (issue #40). Served by
 * listings_owner_idx (user_id, created_at); a seller has few listings.
 */
export function sellerListings(
  db: Db,
  listing: { id: string; userId: string; category: string },
): Promise<ListingCard[]> {
  return otherActiveCards(db, listing, eq(listings.userId, listing.userId), [
    desc(listings.createdAt),
    desc(listings.id),
  ]);
}

/** Up to 6 active listings of the same city and category, without the listing itself. */
export function similarListings(
  db: Db,
  listing: { id: string; city: string; category: string },
): Promise<ListingCard[]> {
  return otherActiveCards(db, listing, sameCity(listing.city), [desc(listings.createdAt)]);
}

/** Up to 6 active listings in `listing`'s category, other than it, that also meet `alike`. */
async function otherActiveCards(
  db: Db,
  listing: { id: string; category: string },
  alike: SQL,
  order: SQL[],
): Promise<ListingCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(listings)
    .where(
      and(
        eq(listings.status, 'active'),
        alike,
        eq(listings.category, listing.category),
        ne(listings.id, listing.id),
      ),
    )
    .orderBy(...order)
    .limit(SIMILAR_LISTINGS);
  return rows.map(toCard);
}

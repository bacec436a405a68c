/**
 * Listings and what hangs off them (docs/product.md#listings): one contact per listing,
 * favourites, and view records (its reports are content_reports of kind 'listing') (one per viewer per day, so views
 * cannot be inflated without limit as in the original).
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberRef, partOf, randomId, timestamptz, updatedOnWrite } from './columns.ts';
import { moderationColumns } from './moderation.ts';

/**
 * How a city is matched: the part before the first comma, lower-cased, so
 * 'Oakland', 'oakland' and 'Oakland, CA' are one city. The browse index is on
 * this expression; queries must use the same one to use it.
 */
export function cityKey(city: SQL | AnyPgColumn | string) {
  return sql`lower(btrim(split_part(${city}, ',', 1)))`;
}

/**
 * An index column in the order `ORDER BY column DESC` reads, which puts nulls
 * first: drizzle-kit writes `.desc()` alone as DESC NULLS LAST, an order the
 * planner cannot use for that ORDER BY (it then sorts every matching row).
 */
function descending(column: ExtraConfigColumn) {
  return column.desc().nullsFirst();
}

export const listings = pgTable(
  'listings',
  {
    id: randomId(),
    userId: memberRef(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('USD'),
    city: text('city').notNull().default('Unknown'),
    country: text('country'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    websiteUrl: text('website_url'),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    /** Shown to the owner only. */
    streetAddress: text('street_address'),
    /** When set, only the owner sees the contact; others message through the site. */
    contactHidden: boolean('contact_hidden').notNull().default(false),
    availableDate: date('available_date'),
    /** 'held': hidden by moderation (see `moderation`), from everyone but its owner. */
    status: text('status').notNull().default('active'),
    ...moderationColumns(),
    /** The status a held listing goes back to when moderation lets it go. */
    statusBeforeHold: text('status_before_hold'),
    isFeatured: boolean('is_featured').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    /**
     * When it was posted or last renewed: it expires LISTING_EXPIRY_DAYS later
     * (issue #44; listings/expiry.ts), status 'expired', until its owner renews it.
     */
    renewedAt: timestamptz('renewed_at').notNull().defaultNow(),
    /** When its owner was told it expires in a week; cleared by a renewal. */
    expiryRemindedAt: timestamptz('expiry_reminded_at'),
    updatedAt: updatedOnWrite(),
    /**
     * What a text search q is looked for in: title, description and tags,
     * folded (search_fold, migration 0015; shared/search-text.ts). Kept by
     * PostgreSQL itself on every write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`search_document(${listings.title}, ${listings.description}, ${listings.tags})`,
      ),
    /**
     * The title alone, folded: the relevance sort puts title matches first,
     * and folding every title of a walk as it goes cost seconds at a million
     * listings (migration 0018).
     */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_fold(${listings.title})`),
  },
  (t) => [
    check(
      'listings_status_known',
      sql`${t.status} IN ('active', 'inactive', 'deleted', 'held', 'expired')`,
    ),
    check('listings_currency_known', sql`${t.currency} IN ('USD', 'EUR', 'ETB', 'CAD')`),
    check(
      'listings_category_known',
      sql`${t.category} IN ('housing', 'jobs', 'services', 'community', 'mentor', 'marketplace', 'match')`,
    ),
    check('listings_price_not_negative', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check(
      'listings_lat_range',
      sql`${t.locationLat} IS NULL OR ${t.locationLat} BETWEEN -90 AND 90`,
    ),
    check(
      'listings_lng_range',
      sql`${t.locationLng} IS NULL OR ${t.locationLng} BETWEEN -180 AND 180`,
    ),
    check('listings_tags_max', sql`cardinality(${t.tags}) <= 10`),
    check('listings_images_max', sql`cardinality(${t.images}) <= 6`),
    // Browse (browseListings, sort newest, the default): each index below has
    // the filter's columns first and the sort's (created_at, id) after, so a
    // page is read in order and the scan stops at the limit, instead of
    // sorting every active listing of a big city or category. The city is
    // matched by its name before any comma, any case ('Oakland' finds 'Oakland, CA').
    // Browse city + category + subcategory.
    index('listings_browse_city_idx')
      .on(cityKey(t.city), t.category, t.subcategory, descending(t.createdAt))
      .where(sql`${t.status} = 'active'`),
    // Browse city + category; similar listings (same city and category).
    index('listings_browse_city_category_newest_idx')
      .on(cityKey(t.city), t.category, descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active'`),
    // Browse city (any category).
    index('listings_browse_city_newest_idx')
      .on(cityKey(t.city), descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active'`),
    // Browse category + subcategory, without a city.
    index('listings_browse_category_idx')
      .on(t.category, t.subcategory, descending(t.createdAt))
      .where(sql`${t.status} = 'active'`),
    // Browse category, without a city.
    index('listings_browse_category_newest_idx')
      .on(t.category, descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active'`),
    // Browse without filters, and text search q for frequent terms (the newest
    // matches come first: reading in order finds a page long before the end).
    index('listings_browse_newest_idx')
      .on(descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active'`),
    // Home rows and "trending": active listings by views, then newest.
    index('listings_trending_idx').on(
      t.status,
      t.category,
      descending(t.views),
      descending(t.createdAt),
    ),
    // Home rows in a city: its active listings of a category by views, then newest.
    index('listings_home_city_idx')
      .on(cityKey(t.city), t.category, descending(t.views), descending(t.createdAt))
      .where(sql`${t.status} = 'active'`),
    // Home row "featured", without and with a city (few listings are featured).
    index('listings_home_featured_idx')
      .on(descending(t.views), descending(t.createdAt))
      .where(sql`${t.status} = 'active' AND ${t.isFeatured}`),
    index('listings_home_featured_city_idx')
      .on(cityKey(t.city), descending(t.views), descending(t.createdAt))
      .where(sql`${t.status} = 'active' AND ${t.isFeatured}`),
    // The expiry sweep (listings/expiry.ts): active listings renewed before a moment.
    index('listings_expiry_idx').on(t.renewedAt).where(sql`${t.status} = 'active'`),
    // My listings: a user's own, newest first.
    index('listings_owner_idx').on(t.userId, descending(t.createdAt)),
    // Text search q in the other sorts (text-search.ts sortPhases): the priced
    // listings by price, those dated from today on by date, walked in order
    // while a common q finds a page long before the end.
    index('listings_search_price_asc_idx')
      .on(t.priceCents.asc(), descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active' AND ${t.priceCents} IS NOT NULL`),
    index('listings_search_price_desc_idx')
      .on(descending(t.priceCents), descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active' AND ${t.priceCents} IS NOT NULL`),
    index('listings_search_upcoming_idx')
      .on(t.availableDate.asc(), descending(t.createdAt), descending(t.id))
      .where(sql`${t.status} = 'active' AND ${t.availableDate} IS NOT NULL`),
    // Text search q: one trigram index on the folded title, description and
    // tags, with the city key and category beside them (btree_gin), so a
    // search in a city or category reads only that place's matches: without
    // them every match in the country was read from the table to keep the
    // city's (docs/decisions/0006-search.md). Active listings only, as browse.
    index('listings_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`, cityKey(t.city), t.category)
      .where(sql`${t.status} = 'active'`),
    // The relevance sort's title matches, collected from the titles alone:
    // through the index above a collect read every listing whose text has q
    // (9,531 for 'duplex', 52 ms) to keep the 2,260 with q in the title
    // (14 ms through this one). Titles are short: a third of the size.
    index('listings_search_title_trgm_idx')
      .using('gin', sql`${t.searchTitle} gin_trgm_ops`, cityKey(t.city), t.category)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const listingContacts = pgTable(
  'listing_contacts',
  {
    id: randomId(),
    /** One contact per listing (unique). */
    listingId: uuid('listing_id')
      .notNull()
      .unique()
      .references(() => listings.id, { onDelete: 'cascade' }),
    contactMethod: text('contact_method').notNull(),
    contactValue: text('contact_value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'listing_contacts_method_known',
      sql`${t.contactMethod} IN ('phone', 'whatsapp', 'telegram', 'email')`,
    ),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: memberRef(),
    listingId: partOf('listing_id', () => listings.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // Deleting a listing, and "how many saved this".
    index('favorites_listing_idx').on(t.listingId),
  ],
);

export const listingViews = pgTable(
  'listing_views',
  {
    listingId: partOf('listing_id', () => listings.id),
    viewerId: memberRef('viewer_id'),
    viewedOn: date('viewed_on').notNull().default(sql`CURRENT_DATE`),
  },
  // One view per signed-in viewer per listing per day.
  (t) => [primaryKey({ columns: [t.listingId, t.viewerId, t.viewedOn] })],
);

export type Listing = typeof listings.$inferSelect;

/**
 * A listing's columns as replies read them: all but the folded copies of its
 * text that only searches read (`searchText`, `searchTitle`). Selected with
 * them, a browse page of 60 carried a third more bytes from the database.
 */
export const listingReadColumns = (() => {
  const { searchText: _text, searchTitle: _title, ...read } = getTableColumns(listings);
  return read;
})();
/** A row read with `listingReadColumns`: its columns, typed as the table's. */
export type ListingRead = { [K in keyof typeof listingReadColumns]: Listing[K] };

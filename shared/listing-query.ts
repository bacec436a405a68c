/**
 * Browse and home queries (docs/product.md#listings Browse
 * Listings reads): the URL's parameters, parsed the same way by the browse
 * page and the API.
 */

import { HOME_ROW_SIZE } from './constants.ts';
import type { ListingReply } from './listing-input.ts';
import type { BrowseQuery } from './schemas/listing-query.ts';

export const SORTS = [
  'relevance',
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
  'upcoming',
  'has_image',
] as const;
export type Sort = (typeof SORTS)[number];

/** The largest page a client may ask for. */
export const BROWSE_MAX_LIMIT = 100;

/**
 * The price filter compares prices of one currency only (issue #23): a price
 * range without a currency reads in USD, and listings priced in another
 * currency (or with no price) are left out rather than compared as raw numbers.
 */
export const PRICE_FILTER_DEFAULT_CURRENCY = 'USD' as const;

/** The currency a query's prices are compared in, when it filters by price or currency at all. */
export function priceFilterCurrency(query: Pick<BrowseQuery, 'min' | 'max' | 'currency'>) {
  if (query.currency) return query.currency;
  return query.min !== undefined || query.max !== undefined
    ? PRICE_FILTER_DEFAULT_CURRENCY
    : undefined;
}

/** Browse counts its matches up to this many; beyond it the page says '1,000+'. */
export const BROWSE_TOTAL_CAP = 1000;

export type BrowseReply = {
  listings: ListingReply[];
  /** Offset of the next page, or null at the end. */
  next_offset: number | null;
  /**
   * How many listings match in all (first page only, null on later pages),
   * counted up to BROWSE_TOTAL_CAP: `capped` means there are more than `count`.
   */
  total: { count: number; capped: boolean } | null;
  /**
   * With a city filter, on the first page: whether such a city exists (the
   * gazetteer knows it, or a listing names it); null without a city or on later pages.
   */
  city_found: boolean | null;
};

/** A listing as a home row or a card shows it (docs/product.md#listings Home rows). */
export type ListingCard = Pick<
  ListingReply,
  | 'id'
  | 'title'
  | 'price_cents'
  | 'currency'
  | 'images'
  | 'city'
  | 'country'
  | 'category'
  | 'subcategory'
  | 'created_at'
  | 'views'
>;

/** The home page's rows, in order (docs/product.md#listings Home), each up to 12. */
export const HOME_ROWS = [
  { key: 'featured', featured: true },
  { key: 'community', category: 'community' },
  { key: 'housing', category: 'housing' },
  { key: 'jobs', category: 'jobs' },
  { key: 'mentor', category: 'mentor' },
  { key: 'services', category: 'services' },
  { key: 'marketplace', category: 'marketplace' },
] as const;

export type HomeRowKey = (typeof HOME_ROWS)[number]['key'];
export type HomeRowsReply = Record<HomeRowKey, ListingCard[]>;
export const HOME_ROW_LIMIT = HOME_ROW_SIZE;

/** Active listings of one subcategory (subcategory keys repeat across categories, hence both). */
export type SubcategoryCount = { category: string; subcategory: string; total: number };

/** The key a count is kept under on the client. */
export const countKey = (category: string, subcategory: string) => `${category}:${subcategory}`;

export const REPORT_MESSAGES = {
  placeholder: 'Please describe the issue...',
  submittedDrawer: 'Report submitted. Thank you.',
  submittedPage: 'Thank you for your report. Our team will review it.',
  failed: 'Failed to submit report',
} as const;

/** A listing on the browse map: where it is, and what its popup shows (title, price, '/mo' for housing). */
export type MapPoint = Pick<
  ListingReply,
  'id' | 'title' | 'price_cents' | 'currency' | 'category' | 'city'
> & { lat: number; lng: number };

export type MapPointsReply = { points: MapPoint[]; truncated: boolean };

/**
 * Saved searches (issue #44): a member keeps the filters of /browse or
 * /market under a name and is told of new listings they match. The filters
 * are browse's own (BrowseQuery), so a saved search finds exactly what the
 * page found when it was saved; matching a new listing applies the same rules
 * (server/features/saved-searches/matching.ts).
 */
import { apiQueryString } from './browse-request.ts';
import type { BrowseQuery } from './schemas/listing-query.ts';

/** How many searches one member may keep. */
export const SAVED_SEARCHES_PER_MEMBER = 25;
export const SAVED_SEARCH_NAME_MAX = 80;

/** How a member is told of new matches: at once, in one email a day, or only in the app's count. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** The pages a search is saved from, and opens again. */
export const SAVED_SEARCH_PAGES = ['browse', 'market'] as const;
export type SavedSearchPage = (typeof SAVED_SEARCH_PAGES)[number];

/** The browse filters a search keeps (sort, paging, 'posted today' and 'near' say nothing about a new listing). */
export type SavedSearchFilters = Pick<
  BrowseQuery,
  'city' | 'category' | 'sub' | 'q' | 'min' | 'max' | 'currency' | 'has_image' | 'featured'
> & { page: SavedSearchPage };

export function savedFilters(query: BrowseQuery, page: SavedSearchPage): SavedSearchFilters {
  return {
    page,
    city: query.city,
    category: page === 'market' ? 'marketplace' : query.category,
    sub: query.sub,
    q: query.q,
    min: query.min,
    max: query.max,
    currency: query.currency,
    has_image: query.has_image,
    featured: query.featured,
  };
}

/** The page a saved search opens: /browse or /market with its filters in the address. */
export function savedSearchPath(filters: SavedSearchFilters): string {
  const units = (value: number | undefined) => (value === undefined ? undefined : String(value));
  const priced = filters.min !== undefined || filters.max !== undefined;
  if (filters.page === 'market') {
    const query = apiQueryString({
      q: filters.q,
      category: filters.sub,
      city: filters.city,
      min: units(filters.min),
      max: units(filters.max),
      currency: priced ? filters.currency : undefined,
    });
    return query ? `/market?${query}` : '/market';
  }
  const query = apiQueryString({
    city: filters.city,
    category: filters.category,
    sub: filters.sub,
    q: filters.q,
    min: units(filters.min),
    max: units(filters.max),
    currency: priced ? filters.currency : undefined,
    featured: filters.featured ? '1' : undefined,
    has_image: filters.has_image ? '1' : undefined,
  });
  return query ? `/browse?${query}` : '/browse';
}

export type SavedSearchDto = {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  /** Where it opens (savedSearchPath). */
  path: string;
  alert: SavedSearchAlert;
  /** New matches since the member last opened it. */
  new_matches: number;
  created_at: string;
};

export type SavedSearchList = { searches: SavedSearchDto[]; limit: number };

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${SAVED_SEARCHES_PER_MEMBER} saved searches. Delete one to save another.`,
  nameRequired: 'Give the search a name',
  nothingToChange: 'Nothing to change',
} as const;

/** Notification kinds: a saved search's new match; a listing expiring in a week; one expired. */
export const SAVED_SEARCH_NOTICE = 'saved_search';
export const LISTING_EXPIRING_NOTICE = 'listing_expiring';
export const LISTING_EXPIRED_NOTICE = 'listing_expired';

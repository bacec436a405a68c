/**
 * What /browse asks the API for, from its address (docs/product.md#listings: the search
 * lives in the URL). The page reads it this way (useBrowseParams), and the
 * server names the same read in /browse's HTML so it starts with the page
 * (issue #20): both must write the same address, or the browser fetches twice.
 */
import { isTopCategory, type TopCategory } from './categories.ts';
import { CURRENCIES, type Currency } from './constants.ts';
import { PRICE_FILTER_DEFAULT_CURRENCY, SORTS, type Sort } from './listing-query.ts';

export type BrowseState = {
  city: string;
  category: TopCategory | null;
  sub: string;
  q: string;
  min: string;
  max: string;
  /** The currency the price range reads in (issue #23): USD unless chosen. */
  currency: Currency;
  featured: boolean;
  hasImage: boolean;
  today: boolean;
  sort: Sort;
};

/** Query parameters of an API read; empty values are left out. */
export type ApiParams = Record<string, string | undefined>;

export function browseStateFrom(search: URLSearchParams): BrowseState {
  const category = search.get('category');
  const sort = search.get('sort');
  const currency = search.get('currency') ?? '';
  return {
    city: search.get('city') ?? '',
    category: isTopCategory(category) ? category : null,
    sub: search.get('sub') ?? '',
    q: search.get('q') ?? '',
    min: search.get('min') ?? '',
    max: search.get('max') ?? '',
    currency: (CURRENCIES as readonly string[]).includes(currency)
      ? (currency as Currency)
      : PRICE_FILTER_DEFAULT_CURRENCY,
    featured: search.get('featured') === '1',
    hasImage: search.get('has_image') === '1',
    today: search.get('today') === '1',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'newest',
  };
}

/** What the API is asked for. */
export function browseApiParams(state: BrowseState): ApiParams {
  return {
    city: state.city || undefined,
    category: state.category ?? undefined,
    sub: state.sub || undefined,
    q: state.q || undefined,
    min: state.min || undefined,
    max: state.max || undefined,
    // A price range compares prices in its one currency, never across currencies.
    currency: state.min || state.max ? state.currency : undefined,
    featured: state.featured ? '1' : undefined,
    has_image: state.hasImage ? '1' : undefined,
    today: state.today ? '1' : undefined,
    sort: state.sort,
  };
}

/** `a=1&b=2` of the parameters that have a value, in their order. */
export function apiQueryString(params: ApiParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search.toString();
}

/** The browse read's path under /api: its first page, or the page at `offset`. */
export function browseReadPath(params: ApiParams, offset = 0): string {
  return `/listings?${apiQueryString({ ...params, offset: offset ? String(offset) : undefined })}`;
}

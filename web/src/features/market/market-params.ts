/**
 * The marketplace's filters (docs/product.md#marketplace Marketplace), kept in the URL
 * of /market: q (search), category (a marketplace subcategory of the browse
 * tree), city, min and max (whole units) and currency (which currency min
 * and max mean; USD unless chosen). Pure, so the page and its tests read the
 * URL the same way.
 */
import type { ApiParams } from '@shared/browse-request.ts';
import { BROWSE_TREE } from '@shared/categories.ts';
import { CURRENCIES, type Currency } from '@shared/constants.ts';

export const MARKET_CATEGORIES = BROWSE_TREE.marketplace;
export const DEFAULT_PRICE_CURRENCY: Currency = 'USD';

export type MarketFilters = {
  q: string;
  category: string;
  city: string;
  /** Whole units as typed (digits only), '' for no bound. */
  min: string;
  max: string;
  currency: Currency;
};

export const MARKET_URL_KEYS = ['q', 'category', 'city', 'min', 'max', 'currency'] as const;
export type MarketUrlKey = (typeof MARKET_URL_KEYS)[number];

/** Keeps the digits of a typed price: whole units, never negative. */
export function wholeUnits(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

export function filtersFromSearch(search: URLSearchParams): MarketFilters {
  const category = search.get('category') ?? '';
  const currency = (search.get('currency') ?? '').toUpperCase();
  return {
    q: search.get('q') ?? '',
    category: MARKET_CATEGORIES.includes(category) ? category : '',
    city: search.get('city') ?? '',
    min: wholeUnits(search.get('min') ?? ''),
    max: wholeUnits(search.get('max') ?? ''),
    currency: (CURRENCIES as readonly string[]).includes(currency)
      ? (currency as Currency)
      : DEFAULT_PRICE_CURRENCY,
  };
}

export function hasPriceBound(filters: Pick<MarketFilters, 'min' | 'max'>): boolean {
  return filters.min !== '' || filters.max !== '';
}

/** Whether any filter is set (the 'Clear Filters' button shows then). */
export function hasFilters(filters: MarketFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.category !== '' ||
    filters.city.trim() !== '' ||
    hasPriceBound(filters)
  );
}

/**
 * What GET /api/listings is asked for: active marketplace listings (the
 * server shows only active ones), the category as the subcategory, and the
 * currency only with a price bound (a range means nothing across currencies;
 * without one, items in every currency show). `near`: the reader's city, whose
 * listings come first, then the nearest cities' (issue #40); a city filter
 * makes it moot.
 */
export function marketApiParams(filters: MarketFilters, near = ''): ApiParams {
  const priced = hasPriceBound(filters);
  const city = filters.city.trim();
  return {
    category: 'marketplace',
    sub: filters.category || undefined,
    q: filters.q.trim() || undefined,
    city: city || undefined,
    near: (!city && near.trim()) || undefined,
    min: filters.min || undefined,
    max: filters.max || undefined,
    currency: priced ? filters.currency : undefined,
    sort: 'newest',
  };
}

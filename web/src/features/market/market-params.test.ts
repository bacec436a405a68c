import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, marketApiParams, wholeUnits } from './market-params.ts';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('the marketplace filters in the URL (docs/product.md#marketplace Marketplace)', () => {
  it('reads search, category, city, prices and currency', () => {
    expect(read('q=phone&category=electronics&city=Oakland&min=100&max=500&currency=eur')).toEqual({
      q: 'phone',
      category: 'electronics',
      city: 'Oakland',
      min: '100',
      max: '500',
      currency: 'EUR',
    });
  });

  it('drops what is not a marketplace category or a known currency', () => {
    const filters = read('category=apartments&currency=GBP');
    expect(filters.category).toBe('');
    expect(filters.currency).toBe('USD');
  });

  it('keeps prices in whole units, never negative', () => {
    expect(wholeUnits('12.50')).toBe('1250');
    expect(wholeUnits('-30')).toBe('30');
    expect(wholeUnits('00120')).toBe('120');
    expect(wholeUnits('abc')).toBe('');
    expect(read('min=1e3').min).toBe('13');
  });

  it('asks the API for active marketplace listings, the category as subcategory', () => {
    expect(marketApiParams(read('category=tickets&q=%20concert%20&city=Seattle'))).toEqual({
      category: 'marketplace',
      sub: 'tickets',
      q: 'concert',
      city: 'Seattle',
      min: undefined,
      max: undefined,
      currency: undefined,
      sort: 'newest',
    });
  });

  it('asks for the reader’s city first unless a city filters (issue #40)', () => {
    expect(marketApiParams(read('q=lamp'), ' Oakland ').near).toBe('Oakland');
    expect(marketApiParams(read('city=Seattle'), 'Oakland').near).toBeUndefined();
    expect(marketApiParams(read(''), '').near).toBeUndefined();
  });

  it('sends the currency only with a price bound, USD unless chosen', () => {
    expect(marketApiParams(read('min=100')).currency).toBe('USD');
    expect(marketApiParams(read('max=100&currency=ETB')).currency).toBe('ETB');
    expect(marketApiParams(read('currency=ETB')).currency).toBeUndefined();
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('currency=EUR'))).toBe(false);
    expect(hasFilters(read('max=5'))).toBe(true);
    expect(hasFilters(read('q=%20'))).toBe(false);
  });
});

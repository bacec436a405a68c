// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersQuery, readFilters, rememberFilters, withAge } from './filters.ts';

afterEach(() => window.localStorage.clear());

describe('discovery filters', () => {
  it('start within the default distance, with no age limits', () => {
    expect(readFilters()).toEqual(DEFAULT_FILTERS);
    expect(filtersQuery(DEFAULT_FILTERS)).toBe('?within_km=250');
  });

  it('are remembered, and a stored value out of range falls back', () => {
    rememberFilters({ minAge: 25, maxAge: 40, withinKm: null });
    expect(readFilters()).toEqual({ minAge: 25, maxAge: 40, withinKm: null });
    expect(filtersQuery(readFilters())).toBe('?min_age=25&max_age=40');
    window.localStorage.setItem('matchFilters', '{"minAge":5,"maxAge":"x","withinKm":33}');
    expect(readFilters()).toEqual(DEFAULT_FILTERS);
    window.localStorage.setItem('matchFilters', 'not json');
    expect(readFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('never cross: moving one end past the other moves the other along', () => {
    const range = { minAge: 25, maxAge: 30, withinKm: 50 };
    expect(withAge(range, 'minAge', 35)).toEqual({ minAge: 35, maxAge: 35, withinKm: 50 });
    expect(withAge(range, 'maxAge', 21)).toEqual({ minAge: 21, maxAge: 21, withinKm: 50 });
    expect(withAge(range, 'maxAge', null)).toEqual({ minAge: 25, maxAge: null, withinKm: 50 });
  });
});

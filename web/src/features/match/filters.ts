/**
 * Discovery's filters (issue #40): an age range and a distance from the
 * member's city, remembered in this browser. A member starts within
 * MATCH_DEFAULT_DISTANCE_KM of home, so the first candidates are people they
 * could meet, not the best score on another continent.
 */
import {
  MATCH_DEFAULT_DISTANCE_KM,
  MATCH_DISTANCES_KM,
  MATCH_MAX_AGE,
  MATCH_MIN_AGE,
} from '@shared/match.ts';
import { safeStorage } from '../../app/storage.ts';

/** null: no limit on that side. */
export type DiscoverFilters = {
  minAge: number | null;
  maxAge: number | null;
  withinKm: number | null;
};

export const DEFAULT_FILTERS: DiscoverFilters = {
  minAge: null,
  maxAge: null,
  withinKm: MATCH_DEFAULT_DISTANCE_KM,
};

/** The ages the two selects offer (each end of the range). */
export const FILTER_AGES = [18, 21, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70] as const;

const STORAGE_KEY = 'matchFilters';

const age = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MATCH_MIN_AGE &&
  value <= MATCH_MAX_AGE
    ? value
    : null;

/** The remembered filters, each field read tolerantly (a bad value falls back to its default). */
export function readFilters(): DiscoverFilters {
  try {
    const stored = JSON.parse(safeStorage.get(STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!stored || typeof stored !== 'object') return DEFAULT_FILTERS;
    const minAge = age(stored.minAge);
    const maxAge = age(stored.maxAge);
    const withinKm = (MATCH_DISTANCES_KM as readonly unknown[]).includes(stored.withinKm)
      ? (stored.withinKm as number)
      : stored.withinKm === null
        ? null
        : DEFAULT_FILTERS.withinKm;
    return minAge !== null && maxAge !== null && minAge > maxAge
      ? { minAge, maxAge: minAge, withinKm }
      : { minAge, maxAge, withinKm };
  } catch {
    return DEFAULT_FILTERS;
  }
}

export function rememberFilters(filters: DiscoverFilters) {
  safeStorage.set(STORAGE_KEY, JSON.stringify(filters));
}

/** The API's query string for the filters ('' when none). */
export function filtersQuery(filters: DiscoverFilters): string {
  const query = new URLSearchParams();
  if (filters.minAge !== null) query.set('min_age', String(filters.minAge));
  if (filters.maxAge !== null) query.set('max_age', String(filters.maxAge));
  if (filters.withinKm !== null) query.set('within_km', String(filters.withinKm));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * One end of the range changed: the other follows when they would cross, so
 * the range is never empty by accident.
 */
export function withAge(
  filters: DiscoverFilters,
  end: 'minAge' | 'maxAge',
  value: number | null,
): DiscoverFilters {
  const next = { ...filters, [end]: value };
  if (next.minAge !== null && next.maxAge !== null && next.minAge > next.maxAge) {
    if (end === 'minAge') next.maxAge = next.minAge;
    else next.minAge = next.maxAge;
  }
  return next;
}

/**
 * Browse state lives in the URL (city, category, sub, q, min, max, currency,
 * featured, has_image, today, sort), so a search can be shared and the back button
 * works; the view mode, sort and More Filters are also remembered in the
 * browser (docs/product.md#listings preferences) and come back on a bare /browse.
 */
import { type BrowseState, browseApiParams, browseStateFrom } from '@shared/browse-request.ts';
import { SORTS } from '@shared/listing-query.ts';
import { STORAGE_KEYS, type ViewMode } from '@shared/preferences.ts';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePreferences } from '../../app/preferences.tsx';
import { safeStorage } from '../../app/storage.ts';

export const FILTER_KEYS = ['min', 'max', 'currency', 'has_image', 'today'] as const;
export const URL_KEYS = [
  'city',
  'category',
  'sub',
  'q',
  'featured',
  'sort',
  ...FILTER_KEYS,
] as const;
export type UrlKey = (typeof URL_KEYS)[number];

export function useBrowseParams() {
  const [search, setSearch] = useSearchParams();
  const { appState, updateAppState } = usePreferences();

  // A bare /browse brings back the remembered sort and filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (URL_KEYS.some((key) => key !== 'city' && key !== 'category' && search.has(key))) return;
    const remembered = readRemembered();
    if (Object.keys(remembered).length === 0) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(remembered)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, []);

  const state = useMemo<BrowseState>(() => browseStateFrom(search), [search]);

  /**
   * Changes some parameters; a new category drops the subcategory. Nothing
   * that leaves the address as it is adds a history entry (a list React takes
   * over tells its own choice again as a change: early-taps.ts).
   */
  function update(changes: Partial<Record<UrlKey, string | null>>) {
    const next = new URLSearchParams(search);
    if ('category' in changes && changes.category !== search.get('category')) next.delete('sub');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() === search.toString()) return;
    remember(next);
    setSearch(next);
  }

  function clearAll() {
    setSearch(() => {
      const next = new URLSearchParams();
      remember(next);
      return next;
    });
  }

  const viewMode: ViewMode = appState.viewMode;
  const setViewMode = (mode: ViewMode) => {
    updateAppState({ viewMode: mode });
    safeStorage.set(STORAGE_KEYS.viewMode, mode);
  };

  /** What the API is asked for. */
  const apiParams = useMemo(() => browseApiParams(state), [state]);

  return { state, update, clearAll, viewMode, setViewMode, apiParams };
}

/**
 * The header's city is /browse's city (issue #23): the app state follows the
 * address, so clearing the city here clears the header, and a city picked in
 * the header is the one the results are for.
 */
export function useCityFollowsBrowse(city: string) {
  const { appState, updateAppState } = usePreferences();
  const name = (text: string) => (text.split(',')[0] ?? '').trim().toLowerCase();
  const differs = name(appState.city) !== name(city);
  useEffect(() => {
    if (differs) updateAppState({ city, cityLat: null, cityLon: null });
  }, [differs, city, updateAppState]);
}

function remember(params: URLSearchParams) {
  safeStorage.set(STORAGE_KEYS.sort, params.get('sort') ?? '');
  const filters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])),
  );
  safeStorage.set(STORAGE_KEYS.filters, JSON.stringify(filters));
}

function readRemembered(): Record<string, string> {
  const result: Record<string, string> = {};
  const sort = safeStorage.get(STORAGE_KEYS.sort);
  if (sort && (SORTS as readonly string[]).includes(sort) && sort !== 'newest') result.sort = sort;
  try {
    const filters = JSON.parse(safeStorage.get(STORAGE_KEYS.filters) ?? '{}') as Record<
      string,
      unknown
    >;
    for (const key of FILTER_KEYS) {
      const value = filters[key];
      if (typeof value === 'string' && value) result[key] = value;
    }
  } catch {
    // A broken stored value is ignored.
  }
  return result;
}

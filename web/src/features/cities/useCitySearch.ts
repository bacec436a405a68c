/**
 * City search as the picker types (docs/product.md#cities Search and display): only for
 * 2+ trimmed characters, 200 ms after the last keystroke, up to 8 results.
 * When the search fails, one fallback item stands in: the typed text, country
 * 'Manual Entry', lat and lon 0 (docs/product.md#cities).
 */

import type { CitySearchReply, CitySearchResult } from '@shared/cities.ts';
import { CITY_SEARCH_DEBOUNCE_MS, CITY_SEARCH_MIN_CHARS } from '@shared/constants.ts';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../app/api.ts';

export const MANUAL_ENTRY = 'Manual Entry';

export function manualEntry(text: string): CitySearchResult {
  return { name: text, country: MANUAL_ENTRY, region: null, lat: 0, lon: 0 };
}

export type CitySearchState = {
  results: CitySearchResult[];
  /** The text the results belong to (they may lag behind what is typed). */
  forText: string;
  searching: boolean;
};

export function useCitySearch(text: string): CitySearchState {
  const query = text.trim();
  const [state, setState] = useState<CitySearchState>({
    results: [],
    forText: '',
    searching: false,
  });

  useEffect(() => {
    if (query.length < CITY_SEARCH_MIN_CHARS) {
      setState({ results: [], forText: query, searching: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, searching: true }));
    const timer = window.setTimeout(() => {
      apiFetch<CitySearchReply>(`/cities?q=${encodeURIComponent(query)}`)
        .then((reply) => reply.cities)
        .catch((error: unknown) => {
          console.warn('City search failed', error);
          return [manualEntry(query)];
        })
        .then((results) => {
          if (current) setState({ results, forText: query, searching: false });
        });
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  return state;
}

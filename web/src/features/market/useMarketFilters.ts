/**
 * The marketplace filters in the URL: read them, change them, clear them.
 * Typing (search, city, prices) replaces the history entry so the back button
 * is not a list of keystrokes; a choice from a list adds one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  DEFAULT_PRICE_CURRENCY,
  filtersFromSearch,
  MARKET_URL_KEYS,
  type MarketUrlKey,
} from './market-params.ts';

/** The last /market search, so 'Back to Marketplace' returns to the same filters. */
let lastMarketSearch = '';
export const marketListUrl = () => `/market${lastMarketSearch}`;

export function useMarketFilters() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const latest = useLatestSearch(search);

  useEffect(() => {
    lastMarketSearch = location.search;
  }, [location.search]);

  /** Changes some filters; each change builds on the one before, even before the page shows it. */
  function update(changes: Partial<Record<MarketUrlKey, string>>, options = { typing: false }) {
    const next = new URLSearchParams(latest.current());
    for (const [key, value] of Object.entries(changes)) {
      const keep = key === 'currency' ? value !== DEFAULT_PRICE_CURRENCY : true;
      if (value && keep) next.set(key, value);
      else next.delete(key);
    }
    latest.navigated(next);
    setSearch(next, { replace: options.typing });
  }

  function clear() {
    const next = new URLSearchParams(latest.current());
    for (const key of MARKET_URL_KEYS) next.delete(key);
    latest.navigated(next);
    setSearch(next);
  }

  return { filters, update, clear };
}

/**
 * The newest search this page asked for. A navigation shows on the page a
 * render later (a transition, which a busy phone may delay), so a second
 * change made before then must build on the first, not on what is shown.
 * A search that changes from elsewhere (the back button) starts afresh.
 */
function useLatestSearch(shown: URLSearchParams) {
  const asked = useRef<string[]>([]);
  const newest = useRef(shown.toString());
  const seen = useRef(shown.toString());
  const now = shown.toString();
  if (now !== seen.current) {
    seen.current = now;
    const index = asked.current.indexOf(now);
    if (index === -1) {
      asked.current = [];
      newest.current = now;
    } else {
      asked.current = asked.current.slice(index + 1);
      if (asked.current.length === 0) newest.current = now;
    }
  }
  return {
    current: () => newest.current,
    navigated: (next: URLSearchParams) => {
      newest.current = next.toString();
      asked.current.push(newest.current);
    },
  };
}

/** The filters typed into text fields (the rest are chosen from lists). */
export const TYPED_KEYS = ['q', 'city', 'min', 'max'] as const;
export type TypedKey = (typeof TYPED_KEYS)[number];
export type TypedValues = Record<TypedKey, string>;

/**
 * The typed filters as drafts, written to the URL together a moment after
 * typing stops (or at once on `flush`, e.g. Enter): one write for all of
 * them, so two fields typed one after the other never overwrite each other.
 * A draft follows the URL when it changes from elsewhere (Clear Filters, the
 * back button).
 */
export function useTypedFilters(
  url: TypedValues,
  commit: (changes: Partial<TypedValues>) => void,
  delayMs = 400,
) {
  const [drafts, setDrafts] = useState<TypedValues>(url);
  const committed = useRef<TypedValues>(url);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the four URL values, not the object
  useEffect(() => {
    const changed = TYPED_KEYS.filter((key) => url[key] !== committed.current[key]);
    if (changed.length === 0) return;
    const values = Object.fromEntries(changed.map((key) => [key, url[key]]));
    committed.current = { ...committed.current, ...values };
    setDrafts((current) => ({ ...current, ...values }));
  }, [url.q, url.city, url.min, url.max]);

  const pending = (values: TypedValues) =>
    Object.fromEntries(
      TYPED_KEYS.filter((key) => values[key].trim() !== committed.current[key]).map((key) => [
        key,
        values[key].trim(),
      ]),
    ) as Partial<TypedValues>;

  const write = (values: TypedValues) => {
    const changes = pending(values);
    if (Object.keys(changes).length === 0) return;
    committed.current = { ...committed.current, ...changes };
    commitRef.current(changes);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: pending and write only read refs
  useEffect(() => {
    if (Object.keys(pending(drafts)).length === 0) return;
    const timer = setTimeout(() => write(drafts), delayMs);
    return () => clearTimeout(timer);
  }, [drafts, delayMs]);

  return {
    drafts,
    set: (key: TypedKey, value: string) => setDrafts((current) => ({ ...current, [key]: value })),
    flush: () => write(drafts),
  };
}

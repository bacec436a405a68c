/**
 * Listings posted in this tab within the last 60 seconds carry a 'Posted'
 * badge wherever they are listed (docs/product.md#listings). Kept in session storage so a
 * reload inside the minute keeps the badge.
 */
import { NEW_POST_HIGHLIGHT_MS } from '@shared/constants.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'recentlyPosted';
const listeners = new Set<() => void>();

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function markPosted(id: string, now = Date.now()) {
  const entries = Object.fromEntries(
    Object.entries(read()).filter(([, at]) => now - at < NEW_POST_HIGHLIGHT_MS),
  );
  entries[id] = now;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the badge is a nicety.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `id` was posted in the last 60 s; turns false by itself when the minute is over. */
export function useRecentlyPosted(id: string): boolean {
  const postedAt = useSyncExternalStore(
    subscribe,
    () => read()[id] ?? 0,
    () => 0,
  );
  const [now, setNow] = useState(() => Date.now());
  const remaining = postedAt + NEW_POST_HIGHLIGHT_MS - now;
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  // A fresh mark re-renders through the store; refresh `now` with it.
  useEffect(() => {
    if (postedAt) setNow(Date.now());
  }, [postedAt]);
  return postedAt > 0 && remaining > 0;
}

/**
 * Subcategory counts change slowly and are asked for on every browse page and
 * menu, so each instance keeps them for 30 seconds (a count over a million
 * rows is not free). A failure is not cached.
 */
import type { SubcategoryCount } from '../../../shared/listing-query.ts';
import type { Db } from '../../db/client.ts';
import { subcategoryCounts } from './browse.ts';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; value: Promise<SubcategoryCount[]> }>();

export function cachedCounts(
  db: Db,
  filter: { category?: string; city?: string },
  now = Date.now(),
): Promise<SubcategoryCount[]> {
  const key = `${filter.category ?? ''}|${filter.city ?? ''}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = subcategoryCounts(db, filter);
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Tests start from a clean slate. */
export function clearCountsCache() {
  cache.clear();
}

/**
 * The listing counts beside the subcategories, in the browsed category and
 * city. Read by the parts that show them (the filter bar, the phone's
 * category bar), not by the page: their arrival re-rendered the whole page,
 * cards and all, after its results (issue #20). Both ask under one key, so
 * one request answers both.
 */
import type { BrowseState } from '@shared/browse-request.ts';
import { useSubcategoryCounts } from '../listings/queries.ts';

export function useBrowseCounts(state: Pick<BrowseState, 'category' | 'city'>) {
  const counts = useSubcategoryCounts({
    category: state.category ?? undefined,
    city: state.city || undefined,
  });
  return counts.data ?? {};
}

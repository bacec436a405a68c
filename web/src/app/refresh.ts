/**
 * After a change on the server (our own write, or a realtime event saying
 * another member's write is stored), mark the queries stale and read the shown
 * ones again.
 *
 * Not `invalidateQueries` alone: when a query's first read is still on its
 * way (sent before the change, so it may answer without it), TanStack Query
 * joins that read instead of sending a new one; it only cancels a read in
 * flight when the query already has data. The page would then keep the old
 * state until the next change (CI once saw a saved favourite shown unsaved).
 * So first reads in flight are cancelled first, and every read starts after
 * the change.
 */
import {
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from './realtime.ts';

export async function refreshAfterChange(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  // Only first reads: a read of a query that has data, invalidate replaces by
  // itself, and hands whoever awaits it the new read (a cancel here would
  // answer them with the old data at once).
  await queryClient.cancelQueries({
    ...filters,
    predicate: (query) => query.state.data === undefined && (filters.predicate?.(query) ?? true),
  });
  await queryClient.invalidateQueries(filters);
}

/**
 * Applies a realtime event's change to cached queries (`apply` sets their
 * data). A read of them still on its way was sent before the change and
 * would overwrite it when it lands, so such a read is replaced by a new one.
 */
export function applyChange(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
  apply: () => void,
): void {
  const readInFlight = queryClient.isFetching(filters) > 0;
  apply();
  if (readInFlight) void refreshAfterChange(queryClient, filters);
}

/**
 * Reads the queries under `queryKey` again whenever the page catches up on
 * `channel` (its subscription confirmed, a reconnect, the server's resync);
 * nothing while `channel` is null (signed out).
 */
export function useRefreshOnCatchUp(channel: string | null, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!channel) return;
    return realtime.onResync(channel, () => void refreshAfterChange(queryClient, { queryKey }));
  }, [queryClient, channel, queryKey]);
}

/**
 * Read-side listing data for the pages (docs/product.md#listings Listings reads,
 * Favourites), on TanStack Query. Keys start with 'listings' so a
 * save or delete refreshes every view of listings at once.
 */
import { type ApiParams, apiQueryString, browseReadPath } from '@shared/browse-request.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import {
  type BrowseReply,
  countKey,
  type HomeRowsReply,
  type ListingCard,
  type MapPointsReply,
  type SubcategoryCount,
} from '@shared/listing-query.ts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { useCurrentUser } from '../auth/session.ts';

/** `waitFor`: false holds the read back (a parameter still being worked out). */
export function useBrowse(params: ApiParams, waitFor = true) {
  const { user, isPending } = useCurrentUser();
  return useInfiniteQuery({
    // The reader matters: signed-in answers carry contacts.
    queryKey: ['listings', 'browse', params, user?.id ?? null],
    queryFn: ({ pageParam }) => apiFetch<BrowseReply>(browseReadPath(params, pageParam)),
    // Read once the reader is known (as useListing does): read before, a
    // member's results were read twice, as nobody and then as them, and the
    // HTML's preload of this read went to the first. /browse's HTML has
    // started the read (browse-preload.ts), so waiting costs a first visit nothing.
    enabled: !isPending && waitFor,
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });
}

export function useHomeRows(city: string) {
  return useQuery({
    queryKey: ['listings', 'home', city],
    queryFn: () => apiFetch<HomeRowsReply>(`/listings/home?${apiQueryString({ city })}`),
  });
}

/** Listing counts per subcategory; a failure shows as zero counts (docs/product.md#listings). */
export function useSubcategoryCounts(
  filter: { category?: string; city?: string } = {},
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: ['listings', 'counts', filter],
    queryFn: async () => {
      try {
        const rows = await apiFetch<SubcategoryCount[]>(
          `/listings/counts?${apiQueryString(filter)}`,
        );
        return Object.fromEntries(
          rows.map((row) => [countKey(row.category, row.subcategory), row.total]),
        );
      } catch (error) {
        console.warn('Listing counts failed', error);
        return {} as Record<string, number>;
      }
    },
    staleTime: 30_000,
  });
}

export function useListing(id: string | undefined) {
  const { user, isPending } = useCurrentUser();
  return useQuery({
    queryKey: ['listings', 'one', id, user?.id ?? null],
    queryFn: () => apiFetch<ListingReply>(`/listings/${id}`),
    // Read once the reader is known: read before, a member's page read the
    // listing twice (as nobody, then as them), and showed 'sign in to see
    // the contact' in between. A first visit loses nothing: the page's HTML
    // has already started this read (a preload, share-meta.ts).
    enabled: !!id && !isPending,
    // Missing (404) or expired (410) will not change by asking again.
    retry: (count, error) =>
      ![404, 410].includes((error as { status?: number }).status ?? 0) && count < 2,
  });
}

export function useSimilar(id: string | undefined) {
  return useQuery({
    queryKey: ['listings', 'similar', id],
    queryFn: () => apiFetch<ListingCard[]>(`/listings/${id}/similar`),
    enabled: !!id,
  });
}

/** One view per signed-in reader per day; the server ignores the rest. Failures are only logged. */
export function trackView(id: string) {
  apiFetch(`/listings/${id}/view`, { method: 'POST' }).catch((error) =>
    console.warn('View tracking failed', error),
  );
}

const FAVORITE_IDS = ['favorites', 'ids'] as const;

export function useFavoriteIds() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...FAVORITE_IDS, user?.id ?? null],
    queryFn: () => apiFetch<string[]>('/favorites/ids'),
    enabled: !!user,
    select: (ids) => new Set(ids),
  });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      apiFetch<null>(`/favorites/${id}`, { method: saved ? 'PUT' : 'DELETE' }),
    onSettled: () => refreshAfterChange(queryClient, { queryKey: ['favorites'] }),
  });
}

/** The browse map's points: the same filters, only listings with a map position (up to 1,000). */
export function useMapPoints(params: ApiParams) {
  const { sort: _sort, ...filters } = params;
  return useQuery({
    queryKey: ['listings', 'map', filters],
    queryFn: () => apiFetch<MapPointsReply>(`/listings/map?${apiQueryString(filters)}`),
    // The last points stay on the map while new filters load.
    placeholderData: keepPreviousData,
  });
}

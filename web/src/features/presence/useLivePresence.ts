/**
 * Live presence counts: fetched every 15 s (docs/product.md#cities), and at once when
 * the server says on the 'presence' channel that they changed. A failure
 * shows nobody online rather than made-up numbers.
 */
import { LIVE_PRESENCE_POLL_MS } from '@shared/constants.ts';
import { type LivePresence, PRESENCE_CHANNEL } from '@shared/presence.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { refreshAfterChange } from '../../app/refresh.ts';

const LIVE_KEY = ['presence', 'live'] as const;
const NOBODY: LivePresence = { total: 0, cities: [] };

export function useLivePresence() {
  const queryClient = useQueryClient();
  useRealtimeChannel(PRESENCE_CHANNEL, () => {
    void refreshAfterChange(queryClient, { queryKey: LIVE_KEY });
  });
  const query = useQuery({
    queryKey: LIVE_KEY,
    queryFn: () =>
      apiFetch<LivePresence>('/presence/live').catch((error: unknown) => {
        console.warn('Live presence failed', error);
        return NOBODY;
      }),
    refetchInterval: LIVE_PRESENCE_POLL_MS,
  });
  return { live: query.data ?? null, isPending: query.isPending };
}

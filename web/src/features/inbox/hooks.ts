import type { InboxEvent } from '@shared/inbox.ts';
import { userChannel } from '@shared/realtime.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { applyChange, refreshAfterChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { useCurrentUser } from '../auth/session.ts';
import { fetchUnread, INBOX_KEY, threadKey, threadsKey, unreadKey } from './api.ts';

/** The total unread, for the header badge. */
export function useInboxUnread() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: unreadKey(user?.id),
    queryFn: fetchUnread,
    enabled: Boolean(user),
    staleTime: 60_000,
  });
}

/**
 * Mounted once in the shell: an inbox change on the user's channel (a new
 * message, a thread read in another tab, a block between its two members)
 * sets the badge and refetches the list and that thread (its composer or its notice).
 */
export function InboxLive() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id;
  useRealtimeChannel(userId ? userChannel(userId) : null, (event) => {
    if (event.kind !== 'inbox.changed') return;
    const { unread, threadId } = event as InboxEvent;
    applyChange(queryClient, { queryKey: unreadKey(userId) }, () =>
      queryClient.setQueryData(unreadKey(userId), { unread }),
    );
    void refreshAfterChange(queryClient, { queryKey: threadsKey(userId) });
    void refreshAfterChange(queryClient, { queryKey: threadKey(userId, threadId) });
  });
  useRefreshOnCatchUp(userId ? userChannel(userId) : null, INBOX_KEY);
  return null;
}

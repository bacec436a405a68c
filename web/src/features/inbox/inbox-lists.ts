/**
 * The inbox page's reads of the signed-in member's lists (nothing is read
 * while signed out): the conversations and the message requests. They come
 * with the page; the header's unread badge, on every page, reads on its own
 * (hooks.ts), so the first load does not carry these.
 */
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/session.ts';
import { fetchThreads, threadsKey } from './api.ts';

/** A read of the signed-in member's inbox under their `key`, taken as fresh for `staleTime` ms. */
export function useInboxQuery<T>(
  key: (userId: string | undefined) => QueryKey,
  queryFn: () => Promise<T>,
  staleTime: number,
) {
  const { user } = useCurrentUser();
  return useQuery({ queryKey: key(user?.id), queryFn, enabled: Boolean(user), staleTime });
}

/** The signed-in member's conversations. */
export const useThreads = () => useInboxQuery(threadsKey, fetchThreads, 15_000);

import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/session.ts';

/**
 * Settings that belong to the signed-in member (notification switches and
 * mutes, inbox read receipts): read only when someone is signed in, cached
 * under their id so one member's answer never shows for another. `key` is
 * where a save writes its reply back.
 */
export function useMemberSettings<T, Key extends readonly unknown[]>(
  keyFor: (userId: string | undefined) => Key,
  fetchSettings: () => Promise<T>,
) {
  const { user } = useCurrentUser();
  const key = keyFor(user?.id);
  const settings = useQuery({ queryKey: key, queryFn: fetchSettings, enabled: !!user });
  return { user, key, settings };
}

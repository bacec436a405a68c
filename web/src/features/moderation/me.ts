/**
 * What the shell knows of the reader's standing (issue #39): whether they are
 * an admin (the account menus' moderation links) and their suspension (the
 * notice under the header). One read, GET /api/moderation/me, per member.
 */
import type { ModerationMe } from '@shared/moderation.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';
import { useCurrentUser } from '../auth/session.ts';

export const MODERATION_KEY = ['moderation'] as const;
export const moderationMeKey = (userId: string | null | undefined) =>
  [...MODERATION_KEY, 'me', userId ?? null] as const;

export const fetchModerationMe = () => apiFetch<ModerationMe>('/moderation/me');

/** The signed-in reader's standing; nothing is asked while signed out. */
export function useModerationMe(enabled = true) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: moderationMeKey(user?.id),
    queryFn: fetchModerationMe,
    enabled: enabled && Boolean(user),
    // Changes arrive on the member's channel (SuspensionNotice.tsx): no need to poll.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in member's own profile (GET /api/profiles/me), shared by settings and the post form. */
import type { ProfileReply } from '@shared/auth.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';

export const PROFILE_KEY = ['profile', 'me'] as const;

export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => apiFetch<ProfileReply>('/profiles/me'),
    enabled,
  });
}

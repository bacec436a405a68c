/**
 * The reader's city, which /market shows first (issue #40): the city chosen
 * in the app (the header's city search), else a member's profile city, else
 * none. `known` is false while the profile is still being read, so the list
 * is read once, in its final order, rather than reordered under the reader.
 */
import type { ProfileReply } from '@shared/auth.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { useCurrentUser } from '../auth/session.ts';

export function useReaderCity(): { city: string; known: boolean } {
  const { appState } = usePreferences();
  const { user } = useCurrentUser();
  const chosen = appState.city.trim();
  // The same query as the chat's profile-city fallback: one read serves both.
  const profile = useQuery({
    queryKey: ['profile', 'me'],
    queryFn: () => apiFetch<ProfileReply>('/profiles/me'),
    enabled: !!user && !chosen,
    staleTime: 60_000,
  });
  if (chosen) return { city: chosen, known: true };
  if (!user) return { city: '', known: true };
  // A failed profile read leaves the newest-first order.
  return { city: profile.data?.city?.trim() ?? '', known: !profile.isPending };
}

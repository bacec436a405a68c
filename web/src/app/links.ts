/**
 * Where the site's navigation points. One place for every URL the shell
 * builds, so a route that moves is changed once.
 */
import type { TopCategory } from '@shared/categories.ts';

export function browseUrl(
  params: { category?: TopCategory; sub?: string; city?: string; q?: string } = {},
) {
  const search = new URLSearchParams();
  if (params.city) search.set('city', params.city);
  if (params.category) search.set('category', params.category);
  if (params.sub) search.set('sub', params.sub);
  if (params.q) search.set('q', params.q);
  const query = search.toString();
  return query ? `/browse?${query}` : '/browse';
}

export const paths = {
  home: '/',
  browse: '/browse',
  chat: '/chat',
  inbox: '/inbox',
  notifications: '/notifications',
  login: '/auth/login',
  register: '/auth/register',
  saved: '/account/saved',
  savedSearches: '/account/searches',
  myListings: '/account/listings',
  settings: '/account/settings',
  forums: '/forums',
  mentors: '/mentor',
  mentorOnboarding: '/mentor/onboarding',
  mentorAvailability: '/mentor/availability',
  match: '/match',
  matchOnboarding: '/match/onboarding',
  /** Where match onboarding ends: unregistered, so 'Page not found' (docs/product.md#who-it-is-for's kept quirk). */
  matchCompleted: '/match/discover',
  market: '/market',
} as const;

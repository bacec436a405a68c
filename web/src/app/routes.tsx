/**
 * The route table of spec core §2 and community §2: every route has its page.
 * Anything else is 'Page not found'.
 *
 * Each page is its own chunk, loaded when its route is first visited (issue #20:
 * the first visit downloads the shell and one page, not the whole site). While a
 * page loads, on the first visit or a navigation, the header and footer stay
 * around a skeleton of the page (PageSuspense.tsx). Links prefetch a page's
 * chunk on hover or focus (prefetch.ts, through `handle`).
 */
import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomeRoute, loadHomePage } from '../features/home/HomeRoute.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** What a lazily loaded route keeps in its `handle`: how to start loading its page. */
export type PageHandle = { prefetch: () => Promise<unknown> };

/** A route whose page is loaded on first use: `page(() => import(...), 'ExportName')`. */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return { element: <Page />, handle: { prefetch: load } satisfies PageHandle };
}

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A pathless layer so a page's render error keeps the headers and footer.
        element: <PageErrorBoundary />,
        children: [
          {
            // The hero's frame and heading from the entry, the rest from the page's chunk (HomeRoute.tsx).
            index: true,
            element: <HomeRoute />,
            handle: { prefetch: loadHomePage } satisfies PageHandle,
          },
          {
            path: '/browse',
            ...page(() => import('../features/browse/BrowsePage.tsx'), 'BrowsePage'),
          },
          {
            path: '/l/:id',
            ...page(() => import('../features/listings/ListingPage.tsx'), 'ListingPage'),
          },
          {
            path: '/account/saved',
            ...page(() => import('../features/listings/SavedPage.tsx'), 'SavedPage'),
          },
          {
            path: '/market',
            ...page(() => import('../features/market/MarketPage.tsx'), 'MarketPage'),
          },
          {
            path: '/market/:id',
            ...page(() => import('../features/market/MarketItemPage.tsx'), 'MarketItemPage'),
          },
          {
            path: '/auth/login',
            ...page(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
          },
          {
            path: '/auth/register',
            ...page(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
          },
          {
            path: '/auth/callback',
            ...page(() => import('../features/auth/CallbackPage.tsx'), 'CallbackPage'),
          },
          {
            path: '/auth/reset',
            ...page(() => import('../features/auth/ResetPage.tsx'), 'ResetPage'),
          },
          {
            path: '/account/settings',
            ...page(() => import('../features/profiles/SettingsPage.tsx'), 'SettingsPage'),
          },
          {
            path: '/account/listings',
            ...page(() => import('../features/listings/MyListingsPage.tsx'), 'MyListingsPage'),
          },
          {
            path: '/notifications',
            ...page(
              () => import('../features/notifications/NotificationsPage.tsx'),
              'NotificationsPage',
            ),
          },
          {
            path: '/forums',
            ...page(() => import('../features/forums/ForumsPage.tsx'), 'ForumsPage'),
          },
          {
            path: '/forums/topic/:id',
            ...page(() => import('../features/forums/TopicPage.tsx'), 'TopicPage'),
          },
          {
            path: '/forums/:boardKey',
            ...page(() => import('../features/forums/BoardPage.tsx'), 'BoardPage'),
          },
          {
            path: '/mentor',
            ...page(() => import('../features/mentors/MentorsPage.tsx'), 'MentorsPage'),
          },
          {
            path: '/mentor/onboarding',
            ...page(
              () => import('../features/mentors/MentorOnboardingPage.tsx'),
              'MentorOnboardingPage',
            ),
          },
          {
            path: '/mentor/requests',
            ...page(() => import('../features/mentors/BookingPages.tsx'), 'MentorRequestsPage'),
          },
          {
            path: '/mentor/bookings',
            ...page(() => import('../features/mentors/BookingPages.tsx'), 'MentorBookingsPage'),
          },
          {
            path: '/mentor/:id',
            ...page(() => import('../features/mentors/MentorDetailPage.tsx'), 'MentorDetailPage'),
          },
          { path: '/inbox', ...page(() => import('../features/inbox/InboxPage.tsx'), 'InboxPage') },
          { path: '/chat', ...page(() => import('../features/chat/ChatPage.tsx'), 'ChatPage') },
          // /match/discover stays unregistered ('Page not found'): the spec keeps that quirk.
          {
            path: '/match',
            ...page(() => import('../features/match/MatchDiscoverPage.tsx'), 'MatchDiscoverPage'),
          },
          {
            path: '/match/onboarding',
            ...page(
              () => import('../features/match/MatchOnboardingPage.tsx'),
              'MatchOnboardingPage',
            ),
          },
          {
            path: '/match/profile/:id',
            ...page(() => import('../features/match/MatchProfilePage.tsx'), 'MatchProfilePage'),
          },
          {
            path: '/donate/success',
            ...page(
              () => import('../features/donations/DonationResultPages.tsx'),
              'DonateSuccessPage',
            ),
          },
          {
            path: '/donate/cancel',
            ...page(
              () => import('../features/donations/DonationResultPages.tsx'),
              'DonateCancelPage',
            ),
          },
          {
            path: '/admin/seed',
            ...page(() => import('../features/seed/SeedPage.tsx'), 'SeedPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The route table of docs/product.md#who-it-is-for and docs/product.md#who-it-is-for: every route has its page.
 * Anything else is 'Page not found'.
 *
 * Each page is its own chunk, loaded when its route is first visited (issue #20:
 * the first visit downloads the shell and one page, not the whole site). While a
 * page loads, on the first visit or a navigation, the header and footer stay
 * around a skeleton of the page (PageSuspense.tsx). Links prefetch a page's
 * chunk on hover or focus (prefetch.ts, through `handle`).
 */
import type { PageArea } from '@shared/page-modules.ts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomeRoute, loadHomePage } from '../features/home/HomeRoute.tsx';
import { loadAreas } from '../i18n/page-areas.ts';
import { loadable } from '../ui/lazy.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * What a route keeps in its `handle`: how to start loading its page, and
 * whether the server draws it (entry-server.tsx): the pages a visitor reads
 * signed out, whose first screen is the first visit's, and the not-found
 * page. A member's own pages (inbox, settings, chat...) are drawn by the
 * browser alone.
 */
export type PageHandle = {
  prefetch?: () => Promise<unknown>;
  drawnOnServer?: boolean;
  areas?: readonly PageArea[];
};

/**
 * A route whose page is loaded on first use: `page(() => import(...), 'ExportName')`.
 * `areas`: the string areas that come with the page (PAGE_STRING_AREAS), loaded with its module.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { areas = [], ...options }: { drawnOnServer?: boolean; areas?: readonly PageArea[] } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const Page = loadable(async () => (await Promise.all([load(), loadAreas(areas)]))[0], name);
  return {
    element: <Page />,
    handle: { prefetch: Page.load, ...options, areas } satisfies PageHandle,
  };
}

const onServer = { drawnOnServer: true };

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
            handle: { prefetch: loadHomePage, ...onServer } satisfies PageHandle,
          },
          {
            path: '/browse',
            ...page(() => import('../features/browse/BrowsePage.tsx'), 'BrowsePage', onServer),
          },
          {
            path: '/l/:id',
            ...page(() => import('../features/listings/ListingPage.tsx'), 'ListingPage', onServer),
          },
          {
            path: '/account/saved',
            ...page(() => import('../features/listings/SavedPage.tsx'), 'SavedPage'),
          },
          {
            path: '/market',
            ...page(() => import('../features/market/MarketPage.tsx'), 'MarketPage', {
              ...onServer,
              areas: ['market'],
            }),
          },
          {
            path: '/market/:id',
            ...page(() => import('../features/market/MarketItemPage.tsx'), 'MarketItemPage', {
              ...onServer,
              areas: ['market'],
            }),
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
            ...page(() => import('../features/profiles/SettingsPage.tsx'), 'SettingsPage', {
              areas: ['settings'],
            }),
          },
          {
            path: '/account/searches',
            ...page(
              () => import('../features/saved-searches/SavedSearchesPage.tsx'),
              'SavedSearchesPage',
            ),
          },
          // The page an email's unsubscribe link opens, signed out too (issue #44).
          {
            path: '/unsubscribe',
            ...page(
              () => import('../features/notifications/UnsubscribePage.tsx'),
              'UnsubscribePage',
            ),
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
            ...page(() => import('../features/forums/ForumsPage.tsx'), 'ForumsPage', {
              ...onServer,
              areas: ['forums'],
            }),
          },
          {
            path: '/forums/topic/:id',
            ...page(() => import('../features/forums/TopicPage.tsx'), 'TopicPage', {
              ...onServer,
              areas: ['forums'],
            }),
          },
          {
            path: '/forums/:boardKey',
            ...page(() => import('../features/forums/BoardPage.tsx'), 'BoardPage', {
              ...onServer,
              areas: ['forums'],
            }),
          },
          {
            path: '/mentor',
            ...page(() => import('../features/mentors/MentorsPage.tsx'), 'MentorsPage', {
              ...onServer,
              areas: ['mentors'],
            }),
          },
          {
            path: '/mentor/onboarding',
            ...page(
              () => import('../features/mentors/MentorOnboardingPage.tsx'),
              'MentorOnboardingPage',
              { areas: ['mentors'] },
            ),
          },
          {
            path: '/mentor/availability',
            ...page(() => import('../features/mentors/AvailabilityPage.tsx'), 'AvailabilityPage', {
              areas: ['mentors'],
            }),
          },
          {
            path: '/mentor/requests',
            ...page(() => import('../features/mentors/BookingPages.tsx'), 'MentorRequestsPage', {
              areas: ['mentors'],
            }),
          },
          {
            path: '/mentor/bookings',
            ...page(() => import('../features/mentors/BookingPages.tsx'), 'MentorBookingsPage', {
              areas: ['mentors'],
            }),
          },
          {
            path: '/mentor/:id',
            ...page(() => import('../features/mentors/MentorDetailPage.tsx'), 'MentorDetailPage', {
              ...onServer,
              areas: ['mentors'],
            }),
          },
          { path: '/inbox', ...page(() => import('../features/inbox/InboxPage.tsx'), 'InboxPage') },
          {
            path: '/chat',
            ...page(() => import('../features/chat/ChatPage.tsx'), 'ChatPage', { areas: ['chat'] }),
          },
          // /match/discover stays unregistered ('Page not found'): the spec keeps that quirk.
          {
            path: '/match',
            ...page(() => import('../features/match/MatchDiscoverPage.tsx'), 'MatchDiscoverPage', {
              areas: ['match'],
            }),
          },
          {
            path: '/match/onboarding',
            ...page(
              () => import('../features/match/MatchOnboardingPage.tsx'),
              'MatchOnboardingPage',
              { areas: ['match'] },
            ),
          },
          {
            path: '/match/profile/:id',
            ...page(() => import('../features/match/MatchProfilePage.tsx'), 'MatchProfilePage', {
              areas: ['match'],
            }),
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
          // Moderation (issue #39): admins only; the three pages one chunk, never in a first load.
          {
            path: '/admin/reports',
            ...page(() => import('../features/moderation/AdminPages.tsx'), 'AdminReportsPage'),
          },
          {
            path: '/admin/members',
            ...page(() => import('../features/moderation/AdminPages.tsx'), 'AdminMembersPage'),
          },
          {
            path: '/admin/log',
            ...page(() => import('../features/moderation/AdminPages.tsx'), 'AdminLogPage'),
          },
          // The job queue (issue #44): admins only, its own chunk.
          {
            path: '/admin/jobs',
            ...page(() => import('../features/jobs/AdminJobsPage.tsx'), 'AdminJobsPage'),
          },
          { path: '*', element: <NotFoundPage />, handle: onServer satisfies PageHandle },
        ],
      },
    ],
  },
];

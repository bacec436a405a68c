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
 * A route whose page is loaded on first use: `page(path, () => import(...), 'ExportName')`.
 * `areas`: the string areas that come with the page (PAGE_STRING_AREAS), loaded with its module.
 */
function page<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { areas = [], ...options }: { drawnOnServer?: boolean; areas?: readonly PageArea[] } = {},
): RouteObject {
  const Page = loadable(async () => (await Promise.all([load(), loadAreas(areas)]))[0], name);
  return {
    path,
    element: <Page />,
    handle: { prefetch: Page.load, ...options, areas } satisfies PageHandle,
  };
}

const onServer = { drawnOnServer: true };

/** Every page but the home page and 'Page not found'. */
const pages: RouteObject[] = [
  page('/browse', () => import('../features/browse/BrowsePage.tsx'), 'BrowsePage', onServer),
  page('/l/:id', () => import('../features/listings/ListingPage.tsx'), 'ListingPage', onServer),
  page('/account/saved', () => import('../features/listings/SavedPage.tsx'), 'SavedPage'),
  page('/market', () => import('../features/market/MarketPage.tsx'), 'MarketPage', {
    ...onServer,
    areas: ['market'],
  }),
  page('/market/:id', () => import('../features/market/MarketItemPage.tsx'), 'MarketItemPage', {
    ...onServer,
    areas: ['market'],
  }),
  page('/auth/login', () => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
  page('/auth/register', () => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
  page('/auth/callback', () => import('../features/auth/CallbackPage.tsx'), 'CallbackPage'),
  page('/auth/reset', () => import('../features/auth/ResetPage.tsx'), 'ResetPage'),
  page('/account/settings', () => import('../features/profiles/SettingsPage.tsx'), 'SettingsPage', {
    areas: ['settings'],
  }),
  page(
    '/account/searches',
    () => import('../features/saved-searches/SavedSearchesPage.tsx'),
    'SavedSearchesPage',
  ),
  // The page an email's unsubscribe link opens, signed out too (issue #44).
  page(
    '/unsubscribe',
    () => import('../features/notifications/UnsubscribePage.tsx'),
    'UnsubscribePage',
  ),
  page(
    '/account/listings',
    () => import('../features/listings/MyListingsPage.tsx'),
    'MyListingsPage',
  ),
  page(
    '/notifications',
    () => import('../features/notifications/NotificationsPage.tsx'),
    'NotificationsPage',
  ),
  page('/forums', () => import('../features/forums/ForumsPage.tsx'), 'ForumsPage', {
    ...onServer,
    areas: ['forums'],
  }),
  page('/forums/topic/:id', () => import('../features/forums/TopicPage.tsx'), 'TopicPage', {
    ...onServer,
    areas: ['forums'],
  }),
  page('/forums/:boardKey', () => import('../features/forums/BoardPage.tsx'), 'BoardPage', {
    ...onServer,
    areas: ['forums'],
  }),
  page('/mentor', () => import('../features/mentors/MentorsPage.tsx'), 'MentorsPage', {
    ...onServer,
    areas: ['mentors'],
  }),
  page(
    '/mentor/onboarding',
    () => import('../features/mentors/MentorOnboardingPage.tsx'),
    'MentorOnboardingPage',
    { areas: ['mentors'] },
  ),
  page(
    '/mentor/availability',
    () => import('../features/mentors/AvailabilityPage.tsx'),
    'AvailabilityPage',
    { areas: ['mentors'] },
  ),
  page(
    '/mentor/requests',
    () => import('../features/mentors/BookingPages.tsx'),
    'MentorRequestsPage',
    { areas: ['mentors'] },
  ),
  page(
    '/mentor/bookings',
    () => import('../features/mentors/BookingPages.tsx'),
    'MentorBookingsPage',
    { areas: ['mentors'] },
  ),
  page(
    '/mentor/:id',
    () => import('../features/mentors/MentorDetailPage.tsx'),
    'MentorDetailPage',
    { ...onServer, areas: ['mentors'] },
  ),
  page('/inbox', () => import('../features/inbox/InboxPage.tsx'), 'InboxPage'),
  page('/chat', () => import('../features/chat/ChatPage.tsx'), 'ChatPage', { areas: ['chat'] }),
  // /match/discover stays unregistered ('Page not found'): the spec keeps that quirk.
  page('/match', () => import('../features/match/MatchDiscoverPage.tsx'), 'MatchDiscoverPage', {
    areas: ['match'],
  }),
  page(
    '/match/onboarding',
    () => import('../features/match/MatchOnboardingPage.tsx'),
    'MatchOnboardingPage',
    { areas: ['match'] },
  ),
  page(
    '/match/profile/:id',
    () => import('../features/match/MatchProfilePage.tsx'),
    'MatchProfilePage',
    { areas: ['match'] },
  ),
  page(
    '/donate/success',
    () => import('../features/donations/DonationResultPages.tsx'),
    'DonateSuccessPage',
  ),
  page(
    '/donate/cancel',
    () => import('../features/donations/DonationResultPages.tsx'),
    'DonateCancelPage',
  ),
  page('/admin/seed', () => import('../features/seed/SeedPage.tsx'), 'SeedPage'),
  // Moderation (issue #39): admins only; the three pages one chunk, never in a first load.
  page('/admin/reports', () => import('../features/moderation/AdminPages.tsx'), 'AdminReportsPage'),
  page('/admin/members', () => import('../features/moderation/AdminPages.tsx'), 'AdminMembersPage'),
  page('/admin/log', () => import('../features/moderation/AdminPages.tsx'), 'AdminLogPage'),
  // The job queue (issue #44): admins only, its own chunk.
  page('/admin/jobs', () => import('../features/jobs/AdminJobsPage.tsx'), 'AdminJobsPage'),
];

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
          ...pages,
          { path: '*', element: <NotFoundPage />, handle: onServer satisfies PageHandle },
        ],
      },
    ],
  },
];

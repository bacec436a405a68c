/**
 * The route table of spec core §2 and community §2. Every route is registered
 * now; a route whose feature is not built yet shows NotOpenYetPage, and its
 * feature's issue swaps in the real page. Anything else is 'Page not found'.
 */
import type { RouteObject } from 'react-router';
import { CallbackPage } from '../features/auth/CallbackPage.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { RegisterPage } from '../features/auth/RegisterPage.tsx';
import { ResetPage } from '../features/auth/ResetPage.tsx';
import { BrowsePage } from '../features/browse/BrowsePage.tsx';
import { DonateCancelPage, DonateSuccessPage } from '../features/donations/DonationResultPages.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { InboxPage } from '../features/inbox/InboxPage.tsx';
import { ListingPage } from '../features/listings/ListingPage.tsx';
import { MyListingsPage } from '../features/listings/MyListingsPage.tsx';
import { SavedPage } from '../features/listings/SavedPage.tsx';
import { MarketItemPage } from '../features/market/MarketItemPage.tsx';
import { MarketPage } from '../features/market/MarketPage.tsx';
import { NotificationsPage } from '../features/notifications/NotificationsPage.tsx';
import { SettingsPage } from '../features/profiles/SettingsPage.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { NotOpenYetPage } from './pages/NotOpenYetPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

/** path → title key (under pages.pending) for the routes not built yet. */
const NOT_OPEN_YET: Record<string, string> = {
  '/chat': 'chat',
  '/forums': 'forums',
  '/forums/:boardKey': 'forumBoard',
  '/forums/topic/:id': 'forumTopic',
  '/mentor': 'mentors',
  '/mentor/onboarding': 'mentorOnboarding',
  '/mentor/:id': 'mentorDetail',
  '/mentor/requests': 'mentorRequests',
  '/mentor/bookings': 'mentorBookings',
  '/match': 'match',
  '/match/onboarding': 'matchOnboarding',
  '/match/profile/:id': 'matchProfile',
  '/admin/seed': 'seed',
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A pathless layer so a page's render error keeps the headers and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '/browse', element: <BrowsePage /> },
          { path: '/l/:id', element: <ListingPage /> },
          { path: '/account/saved', element: <SavedPage /> },
          { path: '/market', element: <MarketPage /> },
          { path: '/market/:id', element: <MarketItemPage /> },
          { path: '/auth/login', element: <LoginPage /> },
          { path: '/auth/register', element: <RegisterPage /> },
          { path: '/auth/callback', element: <CallbackPage /> },
          { path: '/auth/reset', element: <ResetPage /> },
          { path: '/account/settings', element: <SettingsPage /> },
          { path: '/account/listings', element: <MyListingsPage /> },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/inbox', element: <InboxPage /> },
          { path: '/donate/success', element: <DonateSuccessPage /> },
          { path: '/donate/cancel', element: <DonateCancelPage /> },
          ...Object.entries(NOT_OPEN_YET).map(([path, titleKey]) => ({
            path,
            element: <NotOpenYetPage titleKey={titleKey} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

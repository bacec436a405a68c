/**
 * Every page of the web app and the module that holds it (web/src/app/
 * routes.tsx loads each when its route is first visited), named as the built
 * app's manifest names them. The server names a page's code in the HTML it
 * sends (modulepreload links, server/platform/page-preloads.ts), so a first
 * visit fetches the page's code with the app's own instead of after it has run
 * (issue #20). web/src/app/routes.test.tsx holds this table to the routes.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomePage.tsx',
  '/browse': 'src/features/browse/BrowsePage.tsx',
  '/l/:id': 'src/features/listings/ListingPage.tsx',
  '/account/saved': 'src/features/listings/SavedPage.tsx',
  '/market': 'src/features/market/MarketPage.tsx',
  '/market/:id': 'src/features/market/MarketItemPage.tsx',
  '/auth/login': 'src/features/auth/LoginPage.tsx',
  '/auth/register': 'src/features/auth/RegisterPage.tsx',
  '/auth/callback': 'src/features/auth/CallbackPage.tsx',
  '/auth/reset': 'src/features/auth/ResetPage.tsx',
  '/account/settings': 'src/features/profiles/SettingsPage.tsx',
  '/unsubscribe': 'src/features/notifications/UnsubscribePage.tsx',
  '/account/listings': 'src/features/listings/MyListingsPage.tsx',
  '/account/searches': 'src/features/saved-searches/SavedSearchesPage.tsx',
  '/notifications': 'src/features/notifications/NotificationsPage.tsx',
  '/forums': 'src/features/forums/ForumsPage.tsx',
  '/forums/topic/:id': 'src/features/forums/TopicPage.tsx',
  '/forums/:boardKey': 'src/features/forums/BoardPage.tsx',
  '/mentor': 'src/features/mentors/MentorsPage.tsx',
  '/mentor/onboarding': 'src/features/mentors/MentorOnboardingPage.tsx',
  '/mentor/availability': 'src/features/mentors/AvailabilityPage.tsx',
  '/mentor/requests': 'src/features/mentors/BookingPages.tsx',
  '/mentor/bookings': 'src/features/mentors/BookingPages.tsx',
  '/mentor/:id': 'src/features/mentors/MentorDetailPage.tsx',
  '/inbox': 'src/features/inbox/InboxPage.tsx',
  '/chat': 'src/features/chat/ChatPage.tsx',
  '/match': 'src/features/match/MatchDiscoverPage.tsx',
  '/match/onboarding': 'src/features/match/MatchOnboardingPage.tsx',
  '/match/profile/:id': 'src/features/match/MatchProfilePage.tsx',
  '/donate/success': 'src/features/donations/DonationResultPages.tsx',
  '/donate/cancel': 'src/features/donations/DonationResultPages.tsx',
  '/admin/seed': 'src/features/seed/SeedPage.tsx',
  '/admin/reports': 'src/features/moderation/AdminPages.tsx',
  '/admin/members': 'src/features/moderation/AdminPages.tsx',
  '/admin/log': 'src/features/moderation/AdminPages.tsx',
  '/admin/jobs': 'src/features/jobs/AdminJobsPage.tsx',
};

/**
 * The string areas (web/src/i18n/<language>/<area>.json) that come with their
 * pages instead of in the first load (issue #38): only these pages use them,
 * so a first visit to /, /browse or a listing does not download them. The
 * browser loads a page's areas with its module (web/src/i18n/page-areas.ts),
 * and the server names them in the page's HTML beside its code.
 */
export const PAGE_AREAS = ['chat', 'forums', 'market', 'match', 'mentors', 'settings'] as const;
export type PageArea = (typeof PAGE_AREAS)[number];

/** Each page that needs areas, by route pattern (web/src/app/routes.tsx passes the same). */
export const PAGE_STRING_AREAS: Readonly<Record<string, readonly PageArea[]>> = {
  '/market': ['market'],
  '/market/:id': ['market'],
  '/account/settings': ['settings'],
  '/forums': ['forums'],
  '/forums/topic/:id': ['forums'],
  '/forums/:boardKey': ['forums'],
  '/mentor': ['mentors'],
  '/mentor/onboarding': ['mentors'],
  '/mentor/availability': ['mentors'],
  '/mentor/requests': ['mentors'],
  '/mentor/bookings': ['mentors'],
  '/mentor/:id': ['mentors'],
  '/chat': ['chat'],
  '/match': ['match'],
  '/match/onboarding': ['match'],
  '/match/profile/:id': ['match'],
};

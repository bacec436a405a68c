/**
 * The three moderation pages as one chunk (issue #39): an admin moves between
 * them, and the parts and icons only they use stay in it rather than in the
 * chunk of icons every first load fetches (web/vite.config.ts).
 */
export { AdminLogPage } from './AdminLogPage.tsx';
export { AdminMembersPage } from './AdminMembersPage.tsx';
export { AdminReportsPage } from './AdminReportsPage.tsx';

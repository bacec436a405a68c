/** The moderation pages (issue #39), the job queue (#44) and the seed page: the admin tabs and the account menus list them. */
import { Database, Flag, ListChecks, Timer, Users } from 'lucide-react';

export const ADMIN_PATHS = {
  reports: '/admin/reports',
  members: '/admin/members',
  log: '/admin/log',
  jobs: '/admin/jobs',
  seed: '/admin/seed',
} as const;

export const ADMIN_LINKS = [
  { to: ADMIN_PATHS.reports, labelKey: 'moderation.menu.reports', icon: Flag },
  { to: ADMIN_PATHS.members, labelKey: 'moderation.menu.members', icon: Users },
  { to: ADMIN_PATHS.log, labelKey: 'moderation.menu.log', icon: ListChecks },
  { to: ADMIN_PATHS.jobs, labelKey: 'moderation.menu.jobs', icon: Timer },
  { to: ADMIN_PATHS.seed, labelKey: 'moderation.menu.seed', icon: Database },
] as const;

/**
 * The member's own pages, in the order both account menus list them (the
 * desktop dropdown and the mobile menu use the same names for the same places).
 */
import { Bookmark, ListChecks, Search, Settings } from 'lucide-react';
import { paths } from '../links.ts';

export const ACCOUNT_LINKS = [
  { to: paths.saved, labelKey: 'auth.savedListings', icon: Bookmark },
  { to: paths.savedSearches, labelKey: 'auth.savedSearches', icon: Search },
  { to: paths.myListings, labelKey: 'auth.myListings', icon: ListChecks },
  { to: paths.settings, labelKey: 'auth.accountSettings', icon: Settings },
] as const;

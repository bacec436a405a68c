/**
 * The header's menus, loaded after the first paint (ui/deferred.tsx, issue
 * #20): their buttons are drawn at once, their Radix menus and dialogs follow
 * when the button is first used.
 */
import { deferred } from '../../ui/deferred.tsx';
import { AccountButton } from './AccountButton.tsx';
import { MobileMenuButton } from './MobileMenuButton.tsx';

/** The desktop account menu (AccountMenu.tsx). */
export const AccountMenu = deferred(
  () => import('./AccountMenu.tsx').then((module) => module.AccountMenu),
  AccountButton,
);

/** The full-screen mobile menu (MobileMenu.tsx). */
export const MobileMenu = deferred(
  () => import('./MobileMenu.tsx').then((module) => module.MobileMenu),
  MobileMenuButton,
);

import { NotificationsLink } from './HeaderActions.tsx';
import { MobileMenu } from './HeaderMenus.tsx';
import { Logo } from './Logo.tsx';
import { MobileAccountButton } from './MobileAccountButton.tsx';

/**
 * Header under 768 px: menu button, logo, notifications and the account
 * avatar (a generic icon while signed out, leading to sign-in).
 */
export function MobileHeader() {
  return (
    <header
      data-testid="mobile-header"
      className="sticky top-0 z-(--layer-chrome) border-b border-border bg-background/90 backdrop-blur-md md:hidden"
    >
      <div className="flex h-14 items-center gap-1 px-2">
        <MobileMenu />
        <Logo compact className="mr-auto" />
        <NotificationsLink />
        <MobileAccountButton />
      </div>
    </header>
  );
}

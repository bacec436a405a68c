import { CircleUserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { paths } from '../links.ts';
import { NotificationsLink } from './HeaderActions.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';

/**
 * Header under 768 px: menu button, logo, notifications and the account
 * avatar (a generic icon while signed out, leading to sign-in).
 */
export function MobileHeader() {
  const { t } = useTranslation();
  return (
    <header
      data-testid="mobile-header"
      className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur-md md:hidden"
    >
      <div className="flex h-14 items-center gap-1 px-2">
        <MobileMenu />
        <Logo compact className="mr-auto" />
        <NotificationsLink />
        <Button variant="ghost" size="icon" asChild>
          <Link to={paths.login} aria-label={t('nav.account')}>
            <CircleUserRound className="h-6 w-6" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </header>
  );
}

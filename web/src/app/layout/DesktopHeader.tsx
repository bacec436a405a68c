import { useTranslation } from 'react-i18next';
import { CitySearchBox } from '../../features/cities/CitySearchBox.tsx';
import { InboxLink } from '../../features/inbox/InboxLink.tsx';
import { ChatLink, DonateButton, NotificationsLink, PostButton } from './HeaderActions.tsx';
import { AccountMenu } from './HeaderMenus.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Header for widths of 768 px and more (docs/product.md#who-it-is-for, Desktop header). */
export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header
      data-testid="desktop-header"
      className="sticky top-0 z-(--layer-chrome) hidden border-b border-border bg-background/85 backdrop-blur-md md:block"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-6">
        <Logo />
        <CitySearchBox className="mx-2 min-w-44 max-w-sm flex-1" />
        <nav className="ml-auto flex items-center gap-1.5" aria-label={t('nav.site')}>
          <LanguageSelect className="hidden lg:inline-flex" />
          <ThemeToggle />
          <DonateButton compact />
          <NotificationsLink />
          <InboxLink />
          <ChatLink />
          <PostButton />
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}

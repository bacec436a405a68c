import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { DesktopHeader } from './DesktopHeader.tsx';
import { Footer } from './Footer.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { MobileHeader } from './MobileHeader.tsx';

/** The shell around every page: headers, the page, footer, mobile bottom bar. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <DesktopHeader />
      <MobileHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* Room for the fixed bottom bar, so it never covers the footer's last line. */}
      <div className="h-20 md:hidden" aria-hidden="true" />
      <MobileBottomBar />
      <ScrollRestoration />
    </div>
  );
}

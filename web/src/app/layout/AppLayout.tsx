import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AuthUiProvider } from '../../features/auth/AuthUiProvider.tsx';
import { InboxLive } from '../../features/inbox/hooks.ts';
import { PostPanelProvider } from '../../features/listings/PostPanelProvider.tsx';
import { SuspensionNotice } from '../../features/moderation/SuspensionNotice.tsx';
import { NotificationsLive } from '../../features/notifications/NotificationsLive.tsx';
import { PresenceHeartbeat } from '../../features/presence/PresenceHeartbeat.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { useAfterShellPaint } from '../../ui/useAfterFirstPaint.ts';
import { usePhoneLayout } from '../../ui/useMediaQuery.ts';
import { ScrollRestoration } from '../ScrollRestoration.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { Footer } from './Footer.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { PageSuspense } from './PageSuspense.tsx';

/**
 * The shell around every page: headers, the page, footer, mobile bottom bar.
 * Only the current width's header and bar are made (their CSS hides each at
 * the other width too): made and hidden, the desktop header was a third of a
 * phone's first render, its links, icons and city search (issue #20).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const mainRef = useFocusOnNavigation();
  const phone = usePhoneLayout();
  return (
    <AuthUiProvider>
      <PostPanelProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-(--layer-modal) rounded-full bg-primary text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:px-4 focus:py-2"
          >
            {t('app.skipToContent')}
          </a>
          {phone ? <MobileHeader /> : <DesktopHeader />}
          {/* A suspended member's notice, on every page (issue #39). */}
          <SuspensionNotice />
          <main
            id="main"
            ref={mainRef}
            tabIndex={-1}
            // At least a screen tall: the footer never shows in the first screen
            // while a page is loading, only to be pushed away (layout shift, issue #20).
            className="min-h-dvh flex-1 outline-none"
          >
            {/* A page's chunk loading: its skeleton, inside the shell. */}
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </main>
          <FooterAfterFirstPaint />
          {phone && (
            <>
              {/* Room for the fixed bottom bar, so it never covers the footer's last line. */}
              <div className="h-20 md:hidden" aria-hidden="true" />
              <MobileBottomBar />
            </>
          )}
          <ScrollRestoration />
          <NotificationsLive />
          <InboxLive />
          <MatchLiveAfterFirstPaint />
          <PresenceHeartbeat />
        </div>
      </PostPanelProvider>
    </AuthUiProvider>
  );
}

/**
 * The footer is below the first screen (main is a screen tall): on the first
 * load it is made in a task after the first paint, not in the first render's
 * (issue #20). Its own component, so that task renders only the footer.
 */
function FooterAfterFirstPaint() {
  return useAfterShellPaint() ? <Footer /> : null;
}

// 'It's a match!' listens on the member's channel: its code comes after the
// first paint, outside the first load every page pays for.
const MatchLive = lazyPart(() => import('../../features/match/MatchLive.tsx'), 'MatchLive');

function MatchLiveAfterFirstPaint() {
  return useAfterShellPaint() ? (
    <Suspense fallback={null}>
      <MatchLive />
    </Suspense>
  ) : null;
}

/**
 * After each client-side navigation (not the first load), move focus to the
 * page content, so keyboard and screen-reader users start on the new page
 * instead of on the link they left behind.
 */
function useFocusOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the path changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Not out of a menu or dialog the member has open (moving focus would close it).
    const active = document.activeElement;
    if (active?.closest('[role="dialog"], [role="menu"], [role="alertdialog"]')) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

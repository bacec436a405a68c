/**
 * What every admin page shares (issue #39): who may see it (signed out: to
 * sign-in and back; not an admin: 'Only admins can see this page.'), the
 * moderation tabs, and the waiting and failing states (the lists: AdminList.tsx). The admin
 * pages' strings are their own namespace ('admin', i18n/locales.ts), loaded
 * with these pages, never in a first load.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { GoHomeLink, StatusPage } from '../../app/pages/StatusPage.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { cn } from '../../ui/cn.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { SignInFirst } from '../auth/MembersOnly.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { isRefused } from './admin-api.ts';
import { ADMIN_LINKS } from './admin-links.ts';
import { useModerationMe } from './me.ts';

/** The admin strings: `t` reads the 'admin' namespace; `ready` once they have come. */
export function useAdminStrings() {
  return useTranslation('admin');
}

/** Draws `children` for an admin only; everyone else gets sign-in or the refusal. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  const me = useModerationMe();
  const { ready } = useAdminStrings();
  if (!isPending && !user) return <SignInFirst next={`${location.pathname}${location.search}`} />;
  if (isPending || !ready || me.isPending) return <AdminSkeleton />;
  if (me.data && !me.data.is_admin) return <AdminsOnly />;
  return children;
}

/** An admin page's export: the page drawn behind AdminGate. */
export function adminOnly(Page: () => ReactNode) {
  return function AdminOnlyPage() {
    return (
      <AdminGate>
        <Page />
      </AdminGate>
    );
  };
}

export function AdminsOnly() {
  const { t } = useAdminStrings();
  return (
    <StatusPage
      icon={<ShieldX className="h-8 w-8" aria-hidden="true" />}
      title={t('adminsOnly')}
      body={t('adminsOnlyBody')}
      actions={<GoHomeLink />}
    />
  );
}

function AdminSkeleton() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:px-6" aria-busy="true">
      <div className="h-9 w-48 animate-pulse rounded-xl bg-surface-raised" />
      <div className="mt-6 h-40 animate-pulse rounded-2xl bg-surface-raised" />
    </section>
  );
}

type AdminFrameProps = {
  title: string;
  intro: string;
  children: ReactNode;
};

/** The page's frame: tabs, title, intro, then the page. */
export function AdminFrame({ title, intro, children }: AdminFrameProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-8">
      <nav
        aria-label={t('moderation.menu.title')}
        className="-mx-4 mb-5 overflow-x-auto px-4 md:mx-0 md:px-0"
      >
        <ul className="flex w-max gap-1 rounded-full border border-border bg-surface p-1">
          {ADMIN_LINKS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'block whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium',
                    isActive
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:bg-surface-raised hover:text-foreground',
                  )
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-muted-foreground">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * A page's read that failed: signed out meanwhile (401) goes to sign-in, not
 * an admin (403) gets the refusal, anything else a retry.
 */
export function AdminReadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useAdminStrings();
  const location = useLocation();
  if (isRefused(error, 401)) return <SignInFirst next={`${location.pathname}${location.search}`} />;
  if (isRefused(error, 403)) return <AdminsOnly />;
  return (
    <RetryNotice
      role="alert"
      className="rounded-2xl border border-danger/40 p-6 text-center"
      message={t('loadFailed')}
      retryLabel={t('retry')}
      onRetry={retry}
    />
  );
}

/**
 * What an admin page shows of its read: a skeleton while it loads, the
 * failure (AdminReadFailed), or `children` drawn from the data.
 */
export function AdminRead<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return <AdminReadFailed error={query.error} retry={() => void query.refetch()} />;
  return children(query.data);
}

/** The dashed note of an admin list with nothing in it. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">
      {children}
    </div>
  );
}

export function ListSkeleton() {
  const { t } = useAdminStrings();
  return (
    <div role="status" aria-label={t('loading')} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-28 animate-pulse rounded-2xl bg-surface-raised" />
      ))}
    </div>
  );
}

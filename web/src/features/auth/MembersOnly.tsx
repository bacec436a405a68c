/**
 * Pages for members only (the inbox, match): nothing while the session is
 * being read, then a signed-out visitor goes to the login page, which brings
 * them back here (`next`) once signed in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useCurrentUser } from './session.ts';

export function MembersOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return null;
  if (!user) return <SignInFirst next={`${location.pathname}${location.search}`} />;
  return children;
}

/** A members-only page's export: its tab title at once, the page itself behind MembersOnly. */
export function membersOnly(titleKey: string, Page: () => ReactNode) {
  return function MembersOnlyPage() {
    const { t } = useTranslation();
    usePageTitle(t(titleKey));
    return (
      <MembersOnly>
        <Page />
      </MembersOnly>
    );
  };
}

/** To the login page, which returns to `next` (a path on this site) after signing in. */
export function SignInFirst({ next }: { next: string }) {
  return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
}

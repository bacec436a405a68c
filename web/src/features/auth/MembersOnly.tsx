/**
 * Pages for members only (the inbox, match): nothing while the session is
 * being read, then a signed-out visitor goes to the login page, which brings
 * them back here (`next`) once signed in.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../app/links.ts';
import { useCurrentUser } from './session.ts';

export function MembersOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return null;
  if (!user) return <SignInFirst next={`${location.pathname}${location.search}`} />;
  return children;
}

/** To the login page, which returns to `next` (a path on this site) after signing in. */
export function SignInFirst({ next }: { next: string }) {
  return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
}

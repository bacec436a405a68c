/**
 * The better-auth client: talks to /api/auth on this origin with the session
 * cookie (httpOnly, so no script can read the token), and keeps the session
 * state that the header, pages and dialogs subscribe to.
 */
import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

/** Where email links send the browser back to (see server/platform/auth). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const RESET_PATH = '/auth/reset';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  createdAt: Date | string;
};

/** The signed-in user (or null) and whether the first session check is still running. */
export function useCurrentUser(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = authClient.useSession();
  return { user: (data?.user as SessionUser | undefined) ?? null, isPending };
}

export { authErrorText } from './errors.ts';

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

/**
 * The message to show for a failed auth call: the provider's own text (spec
 * core §8: 'The provider's message text is displayed'), our rate-limit text,
 * or the given fallback.
 */
export function authErrorText(error: unknown, fallback: string, tooMany: string): string {
  const e = error as { status?: number; message?: string; error?: { message?: string } } | null;
  if (e?.status === 429) return tooMany;
  return e?.message || e?.error?.message || fallback;
}

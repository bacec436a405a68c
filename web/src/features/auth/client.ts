/**
 * The better-auth client: talks to /api/auth on this origin with the session
 * cookie (httpOnly, so no script can read the token), and keeps the session
 * state that the header, pages and dialogs subscribe to (through session.ts,
 * which has the first answer before this chunk loads).
 */
import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { followSessionAtom, type SessionAtomValue } from './session.ts';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

followSessionAtom(
  authClient.$store.atoms.session as unknown as Parameters<typeof followSessionAtom>[0] & {
    get: () => SessionAtomValue;
  },
);

export { authErrorText } from './errors.ts';
export {
  AUTH_CALLBACK_PATH,
  RESET_PATH,
  type SessionUser,
  useCurrentUser,
} from './session.ts';

/**
 * What Follow and Like share (issue #40): signed out, a press asks the visitor
 * to sign in; signed in, it sends the change and the button waits meanwhile.
 */
import { useBusy } from '../../ui/useBusy.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';

export function useForumToggle(change: () => Promise<void>, onFailure: (error: unknown) => void) {
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const [busy, whileBusy] = useBusy();
  // Drawn by the server, it does nothing until the page is the browser's: it says so (disabled).
  const hydrated = useHydrated();
  const toggle = async () => {
    if (!user) return openSignInToPost();
    await whileBusy(change, onFailure);
  };
  return { toggle, disabled: busy || !hydrated };
}

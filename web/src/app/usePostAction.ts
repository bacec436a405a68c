import { useEffect, useState } from 'react';
import { useAuthUi } from '../features/auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../features/auth/session.ts';
import { usePostPanel } from '../features/listings/PostPanelProvider.tsx';

/**
 * What '+ Post' does (spec core §4 Post button): signed out, the sign-in-to-post
 * modal; signed in, the post panel. A click while the session is still loading
 * waits for it: a member who clicks at once must not be asked to sign in.
 */
export function usePostAction(): () => void {
  const { user, isPending } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const { openCreate } = usePostPanel();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting || isPending) return;
    setWaiting(false);
    if (user) openCreate();
    else openSignInToPost();
  }, [waiting, isPending, user, openCreate, openSignInToPost]);
  if (isPending) return () => setWaiting(true);
  return user ? () => openCreate() : openSignInToPost;
}

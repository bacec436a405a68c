import type { TopCategory } from '@shared/categories.ts';
import { useCallback, useEffect, useState } from 'react';
import { useAuthUi } from '../features/auth/AuthUiProvider.tsx';
import { currentPath, withPostIntent } from '../features/auth/next.ts';
import { useCurrentUser } from '../features/auth/session.ts';
import { usePostPanel } from '../features/listings/PostPanelProvider.tsx';

/**
 * What '+ Post' does (docs/product.md#listings Post button): signed out, the sign-in-to-post
 * modal; signed in, the post panel. A click while the session is still loading
 * waits for it: a member who clicks at once must not be asked to sign in.
 * `category`: the panel starts in it ('Post Item' on /market), after a
 * sign-in too.
 */
export function usePostAction(category?: TopCategory): () => void {
  const { user, isPending } = useCurrentUser();
  const { openSignInToPostTo } = useAuthUi();
  const { openCreate } = usePostPanel();
  const [waiting, setWaiting] = useState(false);
  // After signing in (here, or by the emailed link in another tab) the panel opens on this page.
  const signInToPost = useCallback(
    () => openSignInToPostTo(withPostIntent(currentPath(), category)),
    [openSignInToPostTo, category],
  );
  useEffect(() => {
    if (!waiting || isPending) return;
    setWaiting(false);
    if (user) openCreate({ category });
    else signInToPost();
  }, [waiting, isPending, user, openCreate, signInToPost, category]);
  if (isPending) return () => setWaiting(true);
  return user ? () => openCreate({ category }) : signInToPost;
}

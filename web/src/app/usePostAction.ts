import { useAuthUi } from '../features/auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../features/auth/client.ts';
import { usePostPanel } from '../features/listings/PostPanelProvider.tsx';

/**
 * What '+ Post' does (spec core §4 Post button): signed out, the sign-in-to-post
 * modal; signed in, the post panel.
 */
export function usePostAction(): () => void {
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const { openCreate } = usePostPanel();
  return user ? () => openCreate() : openSignInToPost;
}

import { useNavigate } from 'react-router';
import { useAuthUi } from '../features/auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../features/auth/client.ts';
import { paths } from './links.ts';

/**
 * What '+ Post' does (spec core §4 Post button): signed out, the sign-in-to-post
 * modal; signed in, the user's listings (where the post panel opens once
 * posting exists).
 */
export function usePostAction(): () => void {
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const navigate = useNavigate();
  return user ? () => navigate(paths.myListings) : openSignInToPost;
}

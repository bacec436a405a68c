import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { toast } from '../../ui/toast.ts';

/** Ends the session on the server, forgets cached private data, says 'Signed out successfully'. */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { authClient } = await import('./client.ts');
    await authClient.signOut();
    queryClient.clear();
    toast.success(t('auth.signedOut'));
    navigate(paths.home);
  };
}

import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { NoticePanel } from '../../ui/NoticePanel.tsx';
import { useAuthUi } from './AuthUiProvider.tsx';

/** A member's own list seen signed out (saved, my listings, saved searches): why, and 'Sign in'. */
export function SignInNotice({ icon, title }: { icon: LucideIcon; title: string }) {
  const { t } = useTranslation();
  const { openLogin } = useAuthUi();
  return (
    <NoticePanel icon={icon} title={title}>
      <Button onClick={openLogin}>{t('auth.signInButton')}</Button>
    </NoticePanel>
  );
}

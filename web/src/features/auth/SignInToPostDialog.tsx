import { PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { MagicLinkForm } from './MagicLinkForm.tsx';

/** The 'sign-in to post' modal (spec core §2): email, Send magic link, 'Check your inbox'. */
export function SignInToPostDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t('auth.signInToPostTitle')}
      description={t('auth.signInToPostBody')}
      closeLabel={t('auth.close')}
      icon={<PenSquare className="h-6 w-6" aria-hidden="true" />}
    >
      <MagicLinkForm buttonLabel={t('auth.sendMagicLink')} failureKey="auth.emailLinkFailed" />
    </Modal>
  );
}

import { PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Modal } from '../../ui/modal.tsx';
import { authPageFor } from './next.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * 'Sign in to post' (docs/product.md#accounts-and-sign-in): the same sign-in form as everywhere
 * (password or an emailed link). `next` asks for the post panel, so signing
 * in here, or by the emailed link in another tab, ends with it open.
 */
export function SignInToPostDialog({
  next,
  onSignedIn,
  onOpenChange,
}: {
  next: string;
  onSignedIn: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t('auth.signInToPostTitle')}
      description={t('auth.signInToPostBody')}
      closeLabel={t('auth.close')}
      icon={<PenSquare className="h-6 w-6" aria-hidden="true" />}
    >
      <SignInForm next={next} onSignedIn={onSignedIn} onNavigate={close} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.newHere')}{' '}
        <Link
          to={authPageFor(paths.register, next)}
          onClick={close}
          className="font-medium text-primary hover:underline"
        >
          {t('auth.createAccountLink')}
        </Link>
      </p>
    </Modal>
  );
}

import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Modal } from '../../ui/modal.tsx';
import { authPageFor } from './next.ts';
import { SignInForm } from './SignInForm.tsx';

/**
 * The sign-in dialog: the same form as /auth/login (password or an emailed
 * link), then 'New here? Create an account'. Signing in closes it (any auth
 * change does, docs/product.md#accounts-and-sign-in) and the member stays where they were; an emailed
 * link brings them back to `next`.
 */
export function LoginDialog({
  next,
  onOpenChange,
}: {
  next: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t('auth.signInTitle')}
      description={t('auth.signInSubtitle')}
      closeLabel={t('auth.close')}
      icon={<LogIn className="h-6 w-6" aria-hidden="true" />}
    >
      <SignInForm next={next} onSignedIn={close} onNavigate={close} />
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

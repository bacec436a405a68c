import { LogIn, PenSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/links.ts';
import { Modal } from '../../ui/modal.tsx';
import { AuthFooterLink } from './AuthLayout.tsx';
import { authPageFor } from './next.ts';
import { SignInForm } from './SignInForm.tsx';

/** What tells the two sign-in dialogs apart: their heading, words and icon. */
const KINDS = {
  /** The header's 'Sign in'. */
  login: { title: 'auth.signInTitle', description: 'auth.signInSubtitle', Icon: LogIn },
  /** 'Sign in to post' (docs/product.md#accounts-and-sign-in), from '+ Post' signed out. */
  post: { title: 'auth.signInToPostTitle', description: 'auth.signInToPostBody', Icon: PenSquare },
} as const;

export type SignInDialogKind = keyof typeof KINDS;

/**
 * The sign-in dialog: the same form as /auth/login (password or an emailed
 * link), then 'New here? Create an account'. Signing in closes it (any auth
 * change does, docs/product.md#accounts-and-sign-in) and the member stays
 * where they were, unless `onSignedIn` takes them on; an emailed link brings
 * them back to `next` (for 'post', the post panel there).
 */
export function SignInDialog({
  kind,
  next,
  onSignedIn,
  onOpenChange,
}: {
  kind: SignInDialogKind;
  next: string;
  onSignedIn?: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { title, description, Icon } = KINDS[kind];
  const close = () => onOpenChange(false);
  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t(title)}
      description={t(description)}
      closeLabel={t('auth.close')}
      icon={<Icon className="h-6 w-6" aria-hidden="true" />}
    >
      <SignInForm next={next} onSignedIn={onSignedIn ?? close} onNavigate={close} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <AuthFooterLink
          prompt={t('auth.newHere')}
          to={authPageFor(paths.register, next)}
          label={t('auth.createAccountLink')}
          onClick={close}
        />
      </p>
    </Modal>
  );
}

import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { MagicLinkForm } from './MagicLinkForm.tsx';

function withEmail(path: string, email: string) {
  return email ? `${path}?email=${encodeURIComponent(email)}` : path;
}

/**
 * The login dialog (spec core §2): 'Log in' (email, 'E-mail a login link',
 * 'Log in' for the password page), 'or', then 'Create an account' (email,
 * 'Create account', 'Account help'). No password field here, as the spec says.
 */
export function LoginDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signupEmail, setSignupEmail] = useState('');

  const goTo = (path: string) => {
    onOpenChange(false);
    navigate(path);
  };

  const [signupError, setSignupError] = useState<string | null>(null);
  const createAccount = (event: FormEvent) => {
    event.preventDefault();
    if (!signupEmail.trim()) {
      setSignupError(t('auth.emailRequired'));
      toast.error(t('auth.emailRequired'));
      return;
    }
    goTo(withEmail(paths.register, signupEmail.trim()));
  };

  return (
    <Modal
      onOpenChange={onOpenChange}
      title={t('auth.logIn')}
      closeLabel={t('auth.close')}
      icon={<LogIn className="h-6 w-6" aria-hidden="true" />}
    >
      <MagicLinkForm
        buttonLabel={t('auth.emailLoginLink')}
        failureKey="auth.loginEmailFailed"
        // Spec core §4: on success the login dialog closes (and the field clears).
        onSent={() => onOpenChange(false)}
        secondaryAction={(email) => (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full sm:flex-1"
            onClick={() => goTo(withEmail(paths.login, email))}
          >
            {t('auth.logIn')}
          </Button>
        )}
      />

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <section aria-labelledby="create-account-heading">
        <h3 id="create-account-heading" className="font-semibold">
          {t('auth.createAnAccount')}
        </h3>
        <form className="mt-3 space-y-3" onSubmit={createAccount} noValidate>
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={signupEmail}
            onChange={(event) => {
              setSignupEmail(event.target.value);
              setSignupError(null);
            }}
            error={signupError}
          />
          <Button type="submit" variant="accent" size="lg" className="w-full">
            {t('auth.createAccountButton')}
          </Button>
        </form>
        <p className="mt-3 text-center text-sm">
          <Link
            to="/auth/reset"
            onClick={() => onOpenChange(false)}
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {t('auth.accountHelp')}
          </Link>
        </p>
      </section>
    </Modal>
  );
}

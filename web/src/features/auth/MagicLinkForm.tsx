import { EMAIL_REQUIRED } from '@shared/auth.ts';
import { MailCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { AUTH_CALLBACK_PATH, authClient, authErrorText } from './client.ts';

/**
 * Email field + "send me a link" button, then 'Check your inbox'. Used by the
 * login dialog and the sign-in-to-post modal; busy until the call returns.
 */
export function MagicLinkForm({
  buttonLabel,
  failureKey,
  secondaryAction,
  onSent,
}: {
  buttonLabel: string;
  failureKey: 'auth.emailLinkFailed' | 'auth.loginEmailFailed';
  /** Another button beside "send", given the typed email (the login dialog's 'Log in'). */
  secondaryAction?: (email: string) => ReactNode;
  /** Called after a link was sent; without it, the form shows 'Check your inbox'. */
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('auth.emailRequired'));
      toast.error(t('auth.emailRequired', { defaultValue: EMAIL_REQUIRED }));
      return;
    }
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.signIn.magicLink({
      email: address,
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
    });
    setBusy(false);
    if (failure) {
      const message = authErrorText(failure, t(failureKey), t('auth.tooManyAttempts'));
      setError(message);
      toast.error(message);
      return;
    }
    setEmail('');
    toast.success(t('auth.checkLoginEmail'));
    if (onSent) onSent();
    else setSentTo(address);
  };

  if (sentTo) {
    return (
      <div
        className="mt-6 rounded-2xl border border-border bg-background p-5 text-center"
        role="status"
      >
        <MailCheck className="mx-auto h-8 w-8 text-primary" aria-hidden="true" />
        <p className="mt-2 font-semibold">{t('auth.inboxTitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('auth.inboxBody', { email: sentTo })}
        </p>
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setSentTo(null)}>
          {t('auth.useAnotherEmail')}
        </Button>
      </div>
    );
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
        disabled={busy}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="lg" className="w-full sm:flex-1" disabled={busy}>
          {busy ? t('auth.sending') : buttonLabel}
        </Button>
        {secondaryAction?.(email.trim())}
      </div>
    </form>
  );
}

/**
 * The one sign-in form (the login dialog, /auth/login and the sign-in-to-post
 * modal): email and password with 'Sign in', or 'Email me a sign-in link',
 * then 'Check your inbox'. An authenticator code is asked for when the
 * account has one. `next` is where the member returns: after a password at
 * once (`onSignedIn`), after an emailed link through its callbackURL.
 */
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Field, typedInto } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthForm } from './AuthForm.tsx';
import { AUTH_CALLBACK_PATH, authClient, RESET_PATH } from './client.ts';
import { authErrorText } from './errors.ts';
import { callbackFor } from './next.ts';

type Busy = null | 'password' | 'link' | 'code';

export function SignInForm({
  next,
  onSignedIn,
  initialEmail = '',
  onNavigate,
}: {
  next: string;
  /** Signed in here (password, maybe a code): the caller moves on. */
  onSignedIn: () => void;
  initialEmail?: string;
  /** A link inside the form was followed (a dialog closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const requireEmail = () => {
    if (email.trim()) return true;
    setErrors({ email: t('auth.emailRequired') });
    toast.error(t('auth.emailRequired'));
    return false;
  };

  const fail = (error: unknown, fallback: string) => {
    const message = authErrorText(error, fallback, t('auth.tooManyAttempts'));
    setErrors({ form: message });
    toast.error(message);
  };

  const signInWithPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireEmail()) return;
    if (password.length === 0) {
      setErrors({ password: t('auth.passwordRequired') });
      return;
    }
    setBusy('password');
    const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
    setBusy(null);
    if (error) return fail(error, t('auth.signInFailed'));
    if ((data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      setNeedsCode(true);
      return;
    }
    onSignedIn();
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('code');
    const { error } = await authClient.$fetch('/two-factor/verify-totp', {
      method: 'POST',
      body: { code: code.trim() },
    });
    setBusy(null);
    if (error) return fail(error, t('auth.errors.invalidCode'));
    await authClient.getSession();
    onSignedIn();
  };

  const sendLink = async () => {
    if (!requireEmail()) return;
    setBusy('link');
    const address = email.trim();
    const { error } = await authClient.signIn.magicLink({
      email: address,
      callbackURL: callbackFor(next),
      errorCallbackURL: AUTH_CALLBACK_PATH,
    });
    setBusy(null);
    if (error) return fail(error, t('auth.loginEmailFailed'));
    setErrors({});
    setSentTo(address);
    toast.success(t('auth.checkLoginEmail'));
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

  // Both steps end in the same 'Sign in' button, off while any request of the form runs.
  const signInButton = {
    disabled: busy !== null,
    submitLabel: t('auth.signInButton'),
    busyLabel: t('auth.signingIn'),
    error: errors.form,
  };

  if (needsCode) {
    return (
      <AuthForm {...signInButton} onSubmit={verifyCode} busy={busy === 'code'}>
        <Field
          label={t('auth.totpCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </AuthForm>
    );
  }

  return (
    <AuthForm
      {...signInButton}
      onSubmit={signInWithPassword}
      busy={busy === 'password'}
      after={
        <>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            disabled={busy !== null}
            onClick={sendLink}
          >
            {busy === 'link' ? t('auth.sending') : t('auth.magicLinkButton')}
          </Button>
        </>
      }
    >
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={typedInto(setEmail, () => setErrors({}))}
        error={errors.email}
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={typedInto(setPassword, () => setErrors({}))}
        error={errors.password}
      />
      <div className="text-right text-sm">
        <Link
          to={RESET_PATH}
          onClick={onNavigate}
          className="text-muted-foreground hover:text-foreground hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
    </AuthForm>
  );
}

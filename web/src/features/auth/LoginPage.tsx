import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthLayout, Notice } from './AuthLayout.tsx';
import { AUTH_CALLBACK_PATH, authClient, authErrorText, useCurrentUser } from './client.ts';

type Busy = null | 'password' | 'link' | 'code';

/** A path on this site to return to after signing in (never '//host' or a URL). */
export function safeNext(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : paths.home;
}

/** /auth/login: sign in by password or by an emailed link (spec core §2 Auth pages). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [linkSent, setLinkSent] = useState(false);

  // ?next=/inbox?listing=...: where a page that needs sign-in sent the visitor from.
  const next = safeNext(params.get('next'));
  if (user) return <Navigate to={next} replace />;

  const requireEmail = () => {
    if (email.trim()) return true;
    setErrors({ email: t('auth.emailRequired') });
    toast.error(t('auth.emailRequired'));
    return false;
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
    if (error) {
      const message = authErrorText(error, error.statusText ?? '', t('auth.tooManyAttempts'));
      setErrors({ form: message });
      toast.error(message);
      return;
    }
    if ((data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      setNeedsCode(true);
      return;
    }
    navigate(next);
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('code');
    const { error } = await authClient.$fetch('/two-factor/verify-totp', {
      method: 'POST',
      body: { code: code.trim() },
    });
    setBusy(null);
    if (error) {
      setErrors({
        form: authErrorText(error, t('auth.callbackFailed'), t('auth.tooManyAttempts')),
      });
      return;
    }
    await authClient.getSession();
    navigate(next);
  };

  const sendLink = async () => {
    if (!requireEmail()) return;
    setBusy('link');
    const { error } = await authClient.signIn.magicLink({
      email: email.trim(),
      callbackURL: AUTH_CALLBACK_PATH,
      errorCallbackURL: AUTH_CALLBACK_PATH,
    });
    setBusy(null);
    if (error) {
      const message = authErrorText(error, t('auth.loginEmailFailed'), t('auth.tooManyAttempts'));
      setErrors({ form: message });
      toast.error(message);
      return;
    }
    setLinkSent(true);
    toast.success(t('auth.checkLoginEmail'));
  };

  return (
    <AuthLayout
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <>
          {t('auth.newHere')}{' '}
          <Link to={paths.register} className="font-medium text-primary hover:underline">
            {t('auth.createAccountLink')}
          </Link>
        </>
      }
    >
      {params.get('error') === 'callback_failed' && (
        <Notice tone="error">{t('auth.callbackFailed')}</Notice>
      )}
      {linkSent && <Notice tone="success">{t('auth.checkLoginEmail')}</Notice>}
      {errors.form && <Notice tone="error">{errors.form}</Notice>}

      {needsCode ? (
        <form className="mt-6 space-y-4" onSubmit={verifyCode} noValidate>
          <Field
            label={t('auth.totpCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
            {busy === 'code' ? t('auth.signingIn') : t('auth.signInButton')}
          </Button>
        </form>
      ) : (
        <form className="mt-6 space-y-4" onSubmit={signInWithPassword} noValidate>
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
            }}
            error={errors.email}
          />
          <Field
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors({});
            }}
            error={errors.password}
          />
          <div className="text-right text-sm">
            <Link
              to="/auth/reset"
              className="text-muted-foreground hover:text-foreground hover:underline"
            >
              {t('auth.forgotPassword')}
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
            {busy === 'password' ? t('auth.signingIn') : t('auth.signInButton')}
          </Button>
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
        </form>
      )}
    </AuthLayout>
  );
}

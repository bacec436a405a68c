import { MIN_PASSWORD_LENGTH } from '@shared/auth.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { Field, typedInto } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthForm } from './AuthForm.tsx';
import { AuthFooterLink, AuthLayout, Notice } from './AuthLayout.tsx';
import { authClient, authErrorText, RESET_PATH } from './client.ts';

/**
 * /auth/reset: the request stage (email → reset link), then, once the link
 * from the email brings its token, the update stage (new password, min 6).
 */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <UpdateStage token={token} /> : <RequestStage linkInvalid={params.has('error')} />;
}

function RequestStage({ linkInvalid }: { linkInvalid: boolean }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('auth.emailRequired'));
      toast.error(t('auth.emailRequired'));
      return;
    }
    setBusy(true);
    const { error: failure } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: RESET_PATH,
    });
    setBusy(false);
    if (failure) {
      setError(authErrorText(failure, t('auth.emailLinkFailed'), t('auth.tooManyAttempts')));
      return;
    }
    setSent(true);
    toast.success(t('auth.checkResetEmail'));
  };

  return (
    <AuthLayout
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={<BackToSignIn />}
    >
      {linkInvalid && <Notice tone="error">{t('auth.resetLinkInvalid')}</Notice>}
      {sent ? (
        <Notice tone="success">{t('auth.checkResetEmail')}</Notice>
      ) : (
        <AuthForm
          onSubmit={submit}
          busy={busy}
          submitLabel={t('auth.sendResetLink')}
          busyLabel={t('auth.sending')}
        >
          <Field
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={typedInto(setEmail, () => setError(null))}
            error={error}
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}

function UpdateStage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('auth.passwordTooShort'));
      return;
    }
    setBusy(true);
    const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (failure) {
      const invalid = failure.status === 400 && /token/i.test(failure.message ?? '');
      setError(
        invalid
          ? t('auth.resetLinkInvalid')
          : authErrorText(failure, t('auth.resetFailed'), t('auth.tooManyAttempts')),
      );
      return;
    }
    toast.success(t('auth.passwordUpdated'));
    navigate(paths.login, { replace: true });
  };

  return (
    <AuthLayout title={t('auth.newPasswordTitle')} footer={<BackToSignIn />}>
      <AuthForm
        onSubmit={submit}
        busy={busy}
        submitLabel={t('auth.updatePassword')}
        busyLabel={t('auth.updatingPassword')}
      >
        <Field
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={typedInto(setPassword, () => setError(null))}
          error={error}
          hint={t('auth.passwordTooShort')}
        />
      </AuthForm>
    </AuthLayout>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return <AuthFooterLink to={paths.login} label={t('auth.signInButton')} />;
}

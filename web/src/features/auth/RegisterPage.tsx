import { MIN_PASSWORD_LENGTH } from '@shared/auth.ts';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Field } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { CityField } from '../cities/CityField.tsx';
import { AuthForm } from './AuthForm.tsx';
import { AuthFooterLink, AuthLayout, Notice } from './AuthLayout.tsx';
import { authClient, authErrorText, useCurrentUser } from './client.ts';
import { authPageFor, callbackFor, safeNext } from './next.ts';

type Form = { displayName: string; city: string; email: string; password: string };
type Errors = Partial<Record<keyof Form | 'form', string>>;

/**
 * /auth/register: display name, city, email, password; then the signup link by
 * email, which comes back to ?next= (where the visitor started), like sign-in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { appState } = usePreferences();
  const { user } = useCurrentUser();
  const next = safeNext(params.get('next'));
  const [form, setForm] = useState<Form>({
    displayName: '',
    city: appState.city,
    email: params.get('email') ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (user) return <Navigate to={next} replace />;

  const set = (field: keyof Form) => (event: { target: { value: string } }) => {
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
  };
  /** A text input's value, change handler and error line. */
  const bind = (field: keyof Form) => ({
    value: form[field],
    onChange: set(field),
    error: errors[field],
  });

  const validate = (): Errors => {
    const found: Errors = {};
    if (!form.displayName.trim()) found.displayName = t('auth.displayNameRequired');
    if (!form.city.trim()) found.city = t('auth.cityRequired');
    if (!form.email.trim()) found.email = t('auth.emailRequired');
    if (form.password.length < MIN_PASSWORD_LENGTH) found.password = t('auth.passwordTooShort');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (found.email) toast.error(found.email);
      return;
    }
    setBusy(true);
    const { error } = await authClient.signUp.email({
      name: form.displayName.trim(),
      email: form.email.trim(),
      password: form.password,
      callbackURL: callbackFor(next),
      // Read by the server's sign-up hook into the new profile.
      city: form.city.trim(),
    } as Parameters<typeof authClient.signUp.email>[0]);
    setBusy(false);
    if (error) {
      const message = authErrorText(error, t('auth.signupEmailFailed'), t('auth.tooManyAttempts'));
      setErrors({ form: message });
      toast.error(message);
      return;
    }
    setSentTo(form.email.trim());
    toast.success(t('auth.checkSignupEmail'));
  };

  const footer = (
    <AuthFooterLink
      prompt={t('auth.haveAccount')}
      to={authPageFor(paths.login, next)}
      label={t('auth.signInButton')}
    />
  );

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.inboxTitle')} footer={footer}>
        <div className="mt-6 text-center" role="status">
          <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
          <p className="mt-3 font-semibold">{t('auth.checkSignupEmail')}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('auth.inboxBody', { email: sentTo })}
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={footer}
    >
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <AuthForm
        onSubmit={submit}
        busy={busy}
        variant="accent"
        submitLabel={t('auth.registerButton')}
        busyLabel={t('auth.creatingAccount')}
      >
        <Field label={t('auth.displayName')} autoComplete="nickname" {...bind('displayName')} />
        <CityField
          label={t('auth.city')}
          value={form.city}
          onChange={(city) => set('city')({ target: { value: city } })}
          error={errors.city}
        />
        <Field label={t('auth.email')} type="email" autoComplete="email" {...bind('email')} />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          {...bind('password')}
          hint={t('auth.passwordTooShort')}
        />
      </AuthForm>
    </AuthLayout>
  );
}

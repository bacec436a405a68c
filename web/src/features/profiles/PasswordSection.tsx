/**
 * 'Change password' on /account/settings: the current password and a new one
 * (at least 6 characters, docs/product.md#settings-and-language); other devices are signed out. A
 * wrong current password is said at that field (issue #40: the form only said
 * 'Invalid password', and the reader could not tell which of the two).
 */
import { MIN_PASSWORD_LENGTH } from '@shared/auth.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, typedInto } from '../../ui/field.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { Notice } from '../auth/AuthLayout.tsx';
import { authClient } from '../auth/client.ts';
import { authErrorText } from '../auth/errors.ts';

export function PasswordSection() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});
  const [done, setDone] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!current) return setErrors({ current: t('auth.passwordRequired') });
    if (next.length < MIN_PASSWORD_LENGTH) return setErrors({ next: t('auth.passwordTooShort') });
    setBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: current,
      newPassword: next,
      revokeOtherSessions: true,
    });
    setBusy(false);
    if (error?.code === 'INVALID_PASSWORD') {
      setErrors({ current: t('settings.currentPasswordWrong') });
      currentField.current?.focus();
      return;
    }
    if (error) {
      const message = authErrorText(error, t('settings.passwordFailed'), t('auth.tooManyAttempts'));
      setErrors({ form: message });
      toast.error(message);
      return;
    }
    setCurrent('');
    setNext('');
    setErrors({});
    setDone(true);
    toast.success(t('settings.passwordChanged'));
  };

  return (
    <SettingsSection headingId="settings-password" title={t('settings.passwordTitle')}>
      <AuthForm
        className="mt-4 space-y-4"
        onSubmit={submit}
        busy={busy}
        variant="outline"
        submitLabel={t('settings.changePassword')}
        busyLabel={t('settings.changingPassword')}
        error={errors.form}
      >
        {done && <Notice tone="success">{t('settings.passwordChanged')}</Notice>}
        <Field
          ref={currentField}
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={typedInto(setCurrent, () => setErrors({}))}
          error={errors.current}
        />
        <Field
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={typedInto(setNext, () => setErrors({}))}
          error={errors.next}
        />
      </AuthForm>
    </SettingsSection>
  );
}

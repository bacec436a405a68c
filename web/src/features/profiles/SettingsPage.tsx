import type { ProfileReply } from '@shared/auth.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { errorKey, errorText, messageText } from '../../app/error-text.ts';
import { textRuleKey } from '../../app/text-rules.ts';
import { Button } from '../../ui/button.tsx';
import { Field, typedInto } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { authClient, useCurrentUser } from '../auth/client.ts';
import { CityField } from '../cities/CityField.tsx';
import { BlockedPeople } from '../inbox/BlockedPeople.tsx';
import { ReadReceiptsSetting } from '../inbox/ReadReceiptsSetting.tsx';
import { NotificationSettings } from '../notifications/NotificationSettings.tsx';
import { PROFILE_KEY, useOwnProfile } from './api.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';

/**
 * /account/settings: display name and city (saved with upsert; the email is
 * shown, not editable), language and theme, change password, read receipts,
 * blocked people, and delete my account.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  const { openLogin } = useAuthUi();

  if (isPending)
    return (
      <AuthLayout title={t('settings.title')} subtitle={t('settings.loading')}>
        {null}
      </AuthLayout>
    );
  if (!user) {
    return (
      <AuthLayout title={t('settings.title')} subtitle={t('settings.signInPrompt')}>
        <Button size="lg" className="mt-6 w-full" onClick={openLogin}>
          {t('auth.signInButton')}
        </Button>
      </AuthLayout>
    );
  }
  return <ProfileForm />;
}

function ProfileForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = authClient.useSession();
  const profile = useOwnProfile();
  const [displayName, setDisplayName] = useState('');
  const [city, setCity] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => {
    if (!profile.data) return;
    setDisplayName(profile.data.display_name ?? '');
    setCity(profile.data.city ?? '');
  }, [profile.data]);

  const save = useMutation({
    mutationFn: () =>
      apiFetch<ProfileReply>('/profiles/me', {
        method: 'PUT',
        json: { display_name: displayName, city },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_KEY, saved);
      // The name in the header and account dialog comes from the session.
      void session.refetch();
      toast.success(t('settings.updated'));
    },
    onError: (error) => {
      const said = error instanceof ApiRequestError ? error.fields.display_name : undefined;
      // A rule the server named (too long, invisible characters) in the reader's language.
      if (said)
        setNameError(
          errorKey(said) || textRuleKey(said) ? messageText(said) : t('auth.displayNameRequired'),
        );
      toast.error(t('settings.failed'), { description: errorText(error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!displayName.trim()) {
      setNameError(t('auth.displayNameRequired'));
      return;
    }
    save.mutate();
  };

  return (
    <AuthLayout title={t('settings.title')} subtitle={t('settings.subtitle')}>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate aria-busy={profile.isPending}>
        <Field
          label={t('auth.displayName')}
          autoComplete="nickname"
          value={displayName}
          onChange={typedInto(setDisplayName, () => setNameError(null))}
          error={nameError}
          disabled={profile.isPending}
        />
        <CityField
          label={t('auth.city')}
          value={city}
          onChange={setCity}
          disabled={profile.isPending}
        />
        <Field
          label={t('settings.email')}
          type="email"
          value={profile.data?.email ?? ''}
          readOnly
          disabled
          hint={t('settings.emailHint')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={save.isPending || profile.isPending}
        >
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </form>
      <PreferencesSection />
      <PasswordSection />
      <ReadReceiptsSetting />
      <NotificationSettings />
      <BlockedPeople />
      <DeleteAccountSection />
    </AuthLayout>
  );
}

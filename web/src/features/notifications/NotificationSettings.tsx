/**
 * The Notifications section of /account/settings (issue #44): per kind, in the
 * app and by email, each on or off (saved at once, like the other switches);
 * the muted conversations and topics, with Unmute. Saving also records the
 * interface's language, which the emails are then written in. Its strings are
 * the 'notify' namespace, loaded with this section (i18n/locales.ts).
 */
import {
  IN_APP_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettingsDto,
} from '@shared/notification-settings.ts';
import type { NotificationSettingsBody } from '@shared/schemas/notification-settings.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { toast } from '../../ui/toast.ts';
import {
  fetchNotificationSettings,
  notificationSettingsKey,
  saveNotificationSettings,
  unmuteSubject,
} from './settings-api.ts';
import { useMemberSettings } from './useMemberSettings.ts';

type Channel = 'off_in_app' | 'off_by_email';
type Switches = Pick<NotificationSettingsDto, Channel>;

export function NotificationSettings() {
  const { t, ready } = useTranslation('notify');
  const { language } = usePreferences();
  const queryClient = useQueryClient();
  const { key, settings } = useMemberSettings(notificationSettingsKey, fetchNotificationSettings);
  // What the switches show while saves are on their way: set in the click itself, so a
  // controlled checkbox moves at once (a mutation's state reaches React a tick later).
  const [draft, setDraft] = useState<Switches | null>(null);
  const lastSave = useRef(0);
  const save = useMutation({
    // One save at a time, in the order made: two quick switches both land, the last one last.
    scope: { id: 'notification-settings' },
    mutationFn: ({ body }: { body: NotificationSettingsBody; quiet?: boolean; seq?: number }) =>
      saveNotificationSettings(body),
    onSuccess: (saved: NotificationSettingsDto, { quiet, seq }) => {
      queryClient.setQueryData(key, saved);
      if (seq === lastSave.current) setDraft(null);
      if (!quiet) toast.success(t('saved'));
    },
    onError: (error) => {
      setDraft(null);
      toast.error(t('failed'), { description: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const unmute = useMutation({
    mutationFn: unmuteSubject,
    onSuccess: (saved: NotificationSettingsDto) => {
      queryClient.setQueryData(key, saved);
      toast.success(t('unmuted'));
    },
    onError: (error) => toast.error(t('failed'), { description: errorText(error) }),
  });

  // Emails follow the language the member reads the site in.
  const data = settings.data;
  useEffect(() => {
    if (data && data.language !== language && !save.isPending) {
      // Recording the language alone: no toast.
      save.mutate({
        body: { off_in_app: data.off_in_app, off_by_email: data.off_by_email, language },
        quiet: true,
      });
    }
  }, [data, language, save]);

  if (!ready) return null;
  const shown: Switches | undefined = draft ?? data;
  const toggle = (channel: Channel, kind: NotificationKind, on: boolean) => {
    // From what is shown, so a switch flipped while another is saving keeps both changes.
    if (!shown) return;
    const off = new Set(shown[channel]);
    if (on) off.delete(kind);
    else off.add(kind);
    const next = {
      off_in_app: shown.off_in_app,
      off_by_email: shown.off_by_email,
      [channel]: [...off],
    };
    setDraft(next);
    lastSave.current += 1;
    save.mutate({ body: { ...next, language }, seq: lastSave.current });
  };
  const isOn = (channel: Channel, kind: NotificationKind) => !shown?.[channel].includes(kind);

  return (
    <SettingsSection id="notifications" headingId="settings-notifications" title={t('title')}>
      <p className="mt-1 text-sm text-muted-foreground">{t('intro')}</p>
      <table className="mt-4 w-full text-sm" data-testid="notification-settings">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              {t('kind')}
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {t('inApp')}
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {t('byEmail')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 text-left font-medium">
                {t(`kinds.${kind}`)}
              </th>
              <td className="py-2 text-center">
                {IN_APP_KINDS.includes(kind) ? (
                  <Switch
                    label={`${t(`kinds.${kind}`)}: ${t('inApp')}`}
                    checked={isOn('off_in_app', kind)}
                    disabled={!data || save.isPending}
                    onChange={(on) => toggle('off_in_app', kind, on)}
                  />
                ) : (
                  <span className="text-xs text-muted-foreground">{t('inboxAlways')}</span>
                )}
              </td>
              <td className="py-2 text-center">
                <Switch
                  label={`${t(`kinds.${kind}`)}: ${t('byEmail')}`}
                  checked={isOn('off_by_email', kind)}
                  disabled={!data || save.isPending}
                  onChange={(on) => toggle('off_by_email', kind, on)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-6 font-semibold">{t('mutedTitle')}</h3>
      {data && data.mutes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('noMutes')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {data?.mutes.map((mute) => (
            <li key={mute.subject} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 truncate text-sm">{mute.label}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={unmute.isPending}
                onClick={() => unmute.mutate(mute.subject)}
              >
                {t('unmute')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

type SwitchProps = {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
};

function Switch({ label, checked, disabled, onChange }: SwitchProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="h-5 w-5 cursor-pointer accent-[var(--primary)]"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

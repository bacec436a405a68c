/**
 * Read receipts on /account/settings (issue #41): on by default; off, the
 * member's reads are shown to nobody and they see nobody's 'Seen' either (the
 * server leaves `seen` out both ways). Saved at once, like the other switches.
 */
import type { InboxSettings } from '@shared/inbox.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { CheckboxField } from '../../ui/field.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { toast } from '../../ui/toast.ts';
import { useMemberSettings } from '../notifications/useMemberSettings.ts';
import { fetchInboxSettings, INBOX_KEY, inboxSettingsKey, saveInboxSettings } from './api.ts';

export function ReadReceiptsSetting() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { key, settings } = useMemberSettings(inboxSettingsKey, fetchInboxSettings);
  // The choice shows at once, in the same render as the click: the mutation's pending
  // state comes a tick later, and the box flickered back in between.
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: saveInboxSettings,
    onSuccess: (saved: InboxSettings) => {
      queryClient.setQueryData(key, saved);
      // Every thread's 'Seen' follows the choice.
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
      toast.success(saved.read_receipts ? t('inbox.receiptsSaved') : t('inbox.receiptsOffSaved'));
    },
    onError: (error) => toast.error(t('inbox.receiptsFailed'), { description: errorText(error) }),
    onSettled: () => setChoice(null),
  });
  const on = choice ?? settings.data?.read_receipts ?? true;
  return (
    <SettingsSection headingId="settings-messages" title={t('inbox.receiptsTitle')}>
      <CheckboxField
        className="mt-4"
        data-testid="read-receipts"
        label={t('inbox.receiptsLabel')}
        hint={t('inbox.receiptsHint')}
        checked={on}
        disabled={!settings.data || save.isPending || choice !== null}
        onChange={(event) => {
          setChoice(event.target.checked);
          save.mutate({ read_receipts: event.target.checked });
        }}
      />
    </SettingsSection>
  );
}

/**
 * Mute a conversation or a forum topic (issue #44): nothing about it reaches
 * the bell or the mailbox until unmuted, here or on /account/settings. Shown
 * to signed-in members; its strings are the 'notify' namespace. Put it last in
 * its row: it appears after the page is live and must move nothing before it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import {
  fetchNotificationSettings,
  muteSubject,
  notificationSettingsKey,
  unmuteSubject,
} from './settings-api.ts';
import { useMemberSettings } from './useMemberSettings.ts';

export function MuteButton({ subject, compact = false }: { subject: string; compact?: boolean }) {
  const { t, ready } = useTranslation('notify');
  // Drawn only after hydration: the server holds the 'notify' strings, a first visit's
  // browser fetches them later, and a button the two drew differently would make React
  // redraw the whole page (losing a tap on the page's other buttons meanwhile).
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const { user, key, settings } = useMemberSettings(
    notificationSettingsKey,
    fetchNotificationSettings,
  );
  const muted = settings.data?.mutes.some((mute) => mute.subject === subject) ?? false;
  const change = useMutation({
    mutationFn: () => (muted ? unmuteSubject(subject) : muteSubject(subject)),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast.success(muted ? t('unmuted') : t('mutedDone'));
    },
    onError: (error) => toast.error(t('failed'), { description: errorText(error) }),
  });
  if (!hydrated || !ready || !user) return null;
  const label = muted ? t('unmute') : t('mute');
  const Icon = muted ? Volume2 : VolumeX;
  return (
    <Button
      variant={compact ? 'ghost' : 'outline'}
      size="sm"
      onClick={() => change.mutate()}
      disabled={!settings.data || change.isPending}
      aria-pressed={muted}
      title={t('muteHint')}
      data-testid="mute"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {compact ? (
        <>
          <span className="hidden sm:inline">{label}</span>
          <span className="sr-only sm:hidden">{label}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}

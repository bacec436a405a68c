/**
 * A suspended member's notice under the header, on every page (issue #39):
 * 'Your account is suspended until {date}: {reason}', and what they can still
 * do. It comes and goes live: the member's channel says 'moderation.suspended'
 * or 'moderation.suspension-lifted', and the standing is read again at once.
 * A write refused for the suspension is worded here too (app/api.ts), in the
 * reader's language, and brings the notice if it was not there yet.
 *
 * This part is in every first load, so it holds no more than the listening:
 * the notice itself and the wording are chunks of their own, fetched when a
 * member is suspended (or when the browser is idle).
 */
import type { ModerationEvent, ModerationMe } from '@shared/moderation.ts';
import { userChannel } from '@shared/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setSuspendedWording } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { applyChange, refreshAfterChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { useAfterShellPaint } from '../../ui/useAfterFirstPaint.ts';
import { useCurrentUser } from '../auth/session.ts';
import { moderationMeKey, useModerationMe } from './me.ts';

const SuspensionBanner = lazyPart(() => import('./SuspensionBanner.tsx'), 'SuspensionBanner');

export function SuspensionNotice() {
  // Asked after the shell's first paint: no page waits for it.
  const me = useModerationMe(useAfterShellPaint());
  useModerationLive();
  const suspension = me.data?.suspension ?? null;
  if (!suspension) return null;
  return (
    <Suspense fallback={null}>
      <SuspensionBanner suspension={suspension} />
    </Suspense>
  );
}

/** The member's channel and refused writes keep the standing current. */
function useModerationLive() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const channel = userId ? userChannel(userId) : null;
  const key = useMemo(() => moderationMeKey(userId), [userId]);

  useRealtimeChannel(channel, (event) => {
    const change = event as ModerationEvent;
    if (change.kind !== 'moderation.suspended' && change.kind !== 'moderation.suspension-lifted')
      return;
    const suspension = change.kind === 'moderation.suspended' ? change.suspension : null;
    // Shown at once from the event; the read after it is the server's word.
    applyChange(queryClient, { queryKey: key }, () =>
      queryClient.setQueryData<ModerationMe>(key, (current) => ({
        is_admin: current?.is_admin ?? false,
        suspension,
      })),
    );
    void refreshAfterChange(queryClient, { queryKey: key });
  });
  useRefreshOnCatchUp(channel, key);

  useEffect(() => {
    setSuspendedWording(async (message) => {
      const known = queryClient.getQueryData<ModerationMe>(key)?.suspension;
      if (!known) void refreshAfterChange(queryClient, { queryKey: key });
      const { wordSuspended } = await import('./suspension-words.ts');
      return wordSuspended(t, language, message, known);
    });
  }, [queryClient, key, t, language]);
}

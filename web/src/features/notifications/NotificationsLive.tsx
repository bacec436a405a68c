import type { NotificationEvent } from '@shared/notifications.ts';
import { userChannel } from '@shared/realtime.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime, useRealtimeChannel } from '../../app/realtime.ts';
import { applyChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { NOTIFICATIONS_KEY } from './api.ts';
import { applyNotificationEvent } from './cache.ts';

/**
 * Mounted once in the shell: listens on the user's channel and applies each
 * notification event to the cached lists ('New notification received' for
 * inserts). After a reconnect or a server resync, the lists are refetched.
 */
export function NotificationsLive() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user, isPending } = useCurrentUser();
  const userId = user?.id ?? null;

  useRealtimeChannel(userId ? userChannel(userId) : null, (event) => {
    const notificationEvent = event as NotificationEvent;
    let isNew = false;
    applyChange(queryClient, { queryKey: NOTIFICATIONS_KEY }, () => {
      isNew = applyNotificationEvent(queryClient, notificationEvent);
    });
    // A match has its own screen (match/MatchLive.tsx): no second, generic word about it.
    if (
      notificationEvent.kind === 'notification.created' &&
      isNew &&
      notificationEvent.notification.type !== 'match'
    )
      toast(t('notifications.newReceived'));
  });

  useRefreshOnCatchUp(userId ? userChannel(userId) : null, NOTIFICATIONS_KEY);

  // The socket carries the session it was opened with: reopen it when the user changes.
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isPending) return;
    if (previous.current !== undefined && previous.current !== userId) realtime.reconnect();
    previous.current = userId;
  }, [userId, isPending]);

  return null;
}

import type { NotificationDto } from '@shared/notifications.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentUser } from '../auth/client.ts';
import { fetchNotifications, markNotifications, NOTIFICATIONS_KEY } from './api.ts';
import { applyNotificationEvent } from './cache.ts';

/** The signed-in user's newest notifications (none while signed out). */
export function useNotifications(limit: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, user?.id, limit],
    queryFn: () => fetchNotifications(limit),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

/** Mark one / mark all, with the spec's toasts. The realtime echo keeps other tabs in step. */
export function useMarkNotifications() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const markAll = useMutation({
    mutationFn: () => markNotifications({ action: 'mark-all' }),
    onSuccess: () => {
      applyNotificationEvent(queryClient, {
        kind: 'notifications.all-read',
        readAt: new Date().toISOString(),
      });
      toast.success(t('notifications.allMarked'));
    },
    onError: () => toast.error(t('notifications.markAllFailed')),
  });
  const markOne = useMutation({
    mutationFn: (notification: NotificationDto) =>
      markNotifications({ action: 'mark-one', notificationId: notification.id }),
    onSuccess: (result) => {
      if ('notification' in result)
        applyNotificationEvent(queryClient, {
          kind: 'notification.updated',
          notification: result.notification,
        });
    },
    onError: () => toast.error(t('notifications.markOneFailed')),
  });
  return { markAll, markOne };
}

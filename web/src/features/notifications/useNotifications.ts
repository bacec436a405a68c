import type { NotificationDto } from '@shared/notifications.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import {
  fetchNotifications,
  markAllNotifications,
  markOneNotification,
  NOTIFICATIONS_KEY,
} from './api.ts';
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
    mutationFn: markAllNotifications,
    onSuccess: (reply) => {
      applyNotificationEvent(queryClient, {
        kind: 'notifications.all-read',
        readAt: reply.readAt,
        unread: reply.unread,
      });
      toast.success(t('notifications.allMarked'));
    },
    onError: () => toast.error(t('notifications.markAllFailed')),
  });
  const markOne = useMutation({
    mutationFn: (notification: NotificationDto) => markOneNotification(notification.id),
    onSuccess: (reply) => {
      applyNotificationEvent(queryClient, {
        kind: 'notification.updated',
        notification: reply.notification,
        unread: reply.unread,
      });
    },
    onError: () => toast.error(t('notifications.markOneFailed')),
  });
  return { markAll, markOne };
}

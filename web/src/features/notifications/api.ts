import type { MarkAllReply, MarkOneReply, NotificationList } from '@shared/notifications.ts';
import { apiFetch } from '../../app/api.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const fetchNotifications = (limit: number) =>
  apiFetch<NotificationList>(`/notifications?limit=${limit}`);

export const markAllNotifications = () =>
  apiFetch<MarkAllReply>('/notifications/mark', { json: { action: 'mark-all' } });

export const markOneNotification = (notificationId: string) =>
  apiFetch<MarkOneReply>('/notifications/mark', { json: { action: 'mark-one', notificationId } });

import type {
  MarkNotifications,
  NotificationDto,
  NotificationList,
} from '@shared/notifications.ts';
import { apiFetch } from '../../app/api.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const fetchNotifications = (limit: number) =>
  apiFetch<NotificationList>(`/notifications?limit=${limit}`);

export const markNotifications = (body: MarkNotifications) =>
  apiFetch<{ marked: number } | { notification: NotificationDto }>('/notifications/mark', {
    json: body,
  });

/** Notification preferences and unsubscribe (issue #44). */
import type { NotificationSettingsDto, UnsubscribePreview } from '@shared/notification-settings.ts';
import type { NotificationSettingsBody } from '@shared/schemas/notification-settings.ts';
import { apiFetch } from '../../app/api.ts';

export const notificationSettingsKey = (userId: string | undefined) =>
  ['notification-settings', userId] as const;

export const fetchNotificationSettings = () =>
  apiFetch<NotificationSettingsDto>('/notification-settings');

export const saveNotificationSettings = (body: NotificationSettingsBody) =>
  apiFetch<NotificationSettingsDto>('/notification-settings', { method: 'PUT', json: body });

export const muteSubject = (subject: string) =>
  apiFetch<NotificationSettingsDto>('/notification-settings/mutes', { json: { subject } });

export const unmuteSubject = (subject: string) =>
  apiFetch<NotificationSettingsDto>('/notification-settings/mutes', {
    method: 'DELETE',
    json: { subject },
  });

export const previewUnsubscribe = (token: string) =>
  apiFetch<UnsubscribePreview>(`/unsubscribe?token=${encodeURIComponent(token)}`);

export const confirmUnsubscribe = (token: string) =>
  apiFetch<{ kind: string }>(`/unsubscribe?token=${encodeURIComponent(token)}`, { json: {} });

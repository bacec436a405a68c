/** Request schemas of notification preferences and unsubscribe (issue #44). */
import { z as zod } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_SETTINGS_MESSAGES } from '../notification-settings.ts';

const kinds = zod
  .array(zod.enum(NOTIFICATION_KINDS))
  .max(NOTIFICATION_KINDS.length)
  .transform((list) => [...new Set(list)]);

/** PUT /api/notifications/settings: the kinds off, and the language emails should use. */
export const notificationSettingsSchema = zod.object({
  off_in_app: kinds,
  off_by_email: kinds,
  language: zod.enum(['en', 'ti']),
});
export type NotificationSettingsBody = zod.infer<typeof notificationSettingsSchema>;

/** POST/DELETE /api/notifications/mutes */
export const muteSchema = zod.object({
  subject: zod
    .string()
    .regex(/^(dm|topic):[0-9a-f-]{1,64}$/i, NOTIFICATION_SETTINGS_MESSAGES.unknownSubject),
});

/** ?token= of an unsubscribe link. */
export const unsubscribeQuerySchema = zod.object({
  token: zod.string().min(10).max(500, NOTIFICATION_SETTINGS_MESSAGES.badToken),
});

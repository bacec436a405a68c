/** The notifications API's request schemas. */
import { z as zod } from 'zod';
import { NOTIFICATIONS_PAGE_LIMIT } from '../constants.ts';

export const notificationListQuery = zod.object({
  limit: zod.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_LIMIT).default(50),
});

/** The mark-notifications call: mark one, or all of the user's unread. */
export const markNotificationsSchema = zod.discriminatedUnion('action', [
  zod.object({ action: zod.literal('mark-all') }),
  zod.object({
    action: zod.literal('mark-one'),
    notificationId: zod.uuid('notificationId must be a notification id'),
  }),
]);

export type MarkNotifications = zod.infer<typeof markNotificationsSchema>;

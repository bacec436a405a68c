/**
 * Applies a notification event to every cached list (the bell's 50 and the
 * page's 200), so a change made anywhere shows everywhere at once. The unread
 * count always comes from the server, never from counting what is cached.
 */
import type { NotificationEvent, NotificationList } from '@shared/notifications.ts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from './api.ts';

/** Query keys are [...NOTIFICATIONS_KEY, userId, limit]. */
const limitOf = (key: readonly unknown[]) =>
  typeof key[2] === 'number' ? key[2] : Number.POSITIVE_INFINITY;

export function applyToList(
  list: NotificationList,
  event: NotificationEvent,
  limit: number,
): NotificationList {
  switch (event.kind) {
    case 'notification.created':
      if (list.notifications.some((n) => n.id === event.notification.id))
        return { ...list, unread: event.unread };
      // A live insert goes to the top; the list keeps its size limit.
      return {
        notifications: [event.notification, ...list.notifications].slice(0, limit),
        unread: event.unread,
      };
    case 'notification.updated':
      return {
        notifications: list.notifications.map((n) =>
          n.id === event.notification.id ? event.notification : n,
        ),
        unread: event.unread,
      };
    case 'notifications.all-read':
      return {
        // Only what existed when the user marked all; later arrivals stay unread.
        notifications: list.notifications.map((n) =>
          n.read_at || n.created_at > event.readAt ? n : { ...n, read_at: event.readAt },
        ),
        unread: event.unread,
      };
  }
}

/** Applies the event to every cached list; true when a created notification was new to them. */
export function applyNotificationEvent(
  queryClient: QueryClient,
  event: NotificationEvent,
): boolean {
  let isNew = false;
  let lists = 0;
  for (const [key, list] of queryClient.getQueriesData<NotificationList>({
    queryKey: NOTIFICATIONS_KEY,
  })) {
    if (!list) continue;
    lists += 1;
    if (
      event.kind === 'notification.created' &&
      !list.notifications.some((n) => n.id === event.notification.id)
    )
      isNew = true;
    queryClient.setQueryData(key, applyToList(list, event, limitOf(key)));
  }
  // With nothing cached yet, every insert is news.
  return isNew || (lists === 0 && event.kind === 'notification.created');
}

/**
 * Applies a notification event to every cached list (the bell's 50 and the
 * page's 200), so a change made in one place shows everywhere at once.
 */
import { NOTIFICATIONS_DROPDOWN_LIMIT, NOTIFICATIONS_PAGE_LIMIT } from '@shared/constants.ts';
import type { NotificationEvent, NotificationList } from '@shared/notifications.ts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from './api.ts';

export function applyNotificationEvent(queryClient: QueryClient, event: NotificationEvent) {
  queryClient.setQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) => {
    if (!list) return list;
    const cap =
      list.notifications.length > NOTIFICATIONS_DROPDOWN_LIMIT
        ? NOTIFICATIONS_PAGE_LIMIT
        : NOTIFICATIONS_DROPDOWN_LIMIT;
    switch (event.kind) {
      case 'notification.created': {
        if (list.notifications.some((n) => n.id === event.notification.id)) return list;
        // A live insert goes to the top; the list keeps its size limit.
        const notifications = [event.notification, ...list.notifications].slice(
          0,
          Math.max(cap, list.notifications.length),
        );
        return { notifications, unread: list.unread + (event.notification.read_at ? 0 : 1) };
      }
      case 'notification.updated': {
        const previous = list.notifications.find((n) => n.id === event.notification.id);
        const becameRead = previous && !previous.read_at && event.notification.read_at;
        return {
          notifications: list.notifications.map((n) =>
            n.id === event.notification.id ? event.notification : n,
          ),
          unread: Math.max(0, list.unread - (becameRead ? 1 : 0)),
        };
      }
      case 'notifications.all-read':
        return {
          notifications: list.notifications.map((n) =>
            n.read_at ? n : { ...n, read_at: event.readAt },
          ),
          unread: 0,
        };
    }
  });
}

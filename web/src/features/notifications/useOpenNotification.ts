import type { NotificationDto } from '@shared/notifications.ts';
import { useNavigate } from 'react-router';
import { useMarkNotifications } from './useNotifications.ts';

/** Opening a notification marks it read and follows its link (docs/product.md#notifications). */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const { markOne } = useMarkNotifications();
  return (notification: NotificationDto) => {
    if (!notification.read_at) markOne.mutate(notification);
    afterOpen?.();
    if (notification.link) navigate(notification.link);
  };
}

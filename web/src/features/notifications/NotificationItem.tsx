import {
  type NotificationDto,
  noticeBodyValues,
  noticeTitleValues,
} from '@shared/notifications.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { TimeAgo } from '../../ui/TimeAgo.tsx';

/**
 * One notification. Kinds the app knows (welcome, password-changed, ...) are
 * shown in the reader's language; others show the text the server stored.
 */
type NotificationItemProps = {
  notification: NotificationDto;
  onOpen: (n: NotificationDto) => void;
};

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = !notification.read_at;
  const title = t(`notifications.types.${notification.type}.title`, {
    defaultValue: notification.title,
    ...noticeTitleValues(notification),
  });
  // A kind's translated body only where the server stored one (a welcome with a city has none)
  // in the kind's fixed words (a match's names the other member); else the body as stored.
  const bodyValues = noticeBodyValues(notification);
  const body = !notification.body
    ? ''
    : bodyValues
      ? t(`notifications.types.${notification.type}.body`, {
          defaultValue: notification.body,
          ...bodyValues,
        })
      : notification.body;
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        'flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-surface-raised focus-visible:bg-surface-raised',
        unread && 'bg-primary/5',
      )}
    >
      <span
        className={cn(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-sm',
            unread ? 'font-semibold' : 'font-medium text-muted-foreground',
          )}
        >
          {title}
        </span>
        {body && <span className="mt-0.5 block text-sm text-muted-foreground">{body}</span>}
      </span>
      <TimeAgo date={notification.created_at} className="shrink-0 text-xs text-muted-foreground" />
      {unread && <span className="sr-only">{t('notifications.unreadLabel')}</span>}
    </button>
  );
}

import { NOTIFICATIONS_DROPDOWN_LIMIT } from '@shared/constants.ts';
import { badgeText } from '@shared/notifications.ts';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { useRealtimeStatus } from '../../app/realtime.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useCurrentUser } from '../auth/session.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { useMarkNotifications, useNotifications } from './useNotifications.ts';
import { useOpenNotification } from './useOpenNotification.ts';

/**
 * The bell (spec core §2): unread badge ('9+' above 9); a dropdown with
 * 'Notifications', 'Mark all read', the newest 50 or 'No notifications yet.',
 * and 'View all notifications'. It closes on an outside click. Signed out,
 * the bell leads to the notifications page, which asks to log in.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { data } = useNotifications(NOTIFICATIONS_DROPDOWN_LIMIT);
  const { markAll } = useMarkNotifications();
  const openNotification = useOpenNotification(() => setOpen(false));
  const status = useRealtimeStatus();
  const statusText =
    status === 'open'
      ? t('notifications.live')
      : status === 'reconnecting'
        ? t('notifications.reconnecting')
        : t('notifications.connecting');
  const badge = badgeText(data?.unread ?? 0);
  const label = badge
    ? t('notifications.bellLabelUnread', { count: data?.unread ?? 0 })
    : t('notifications.title');

  const bell = (
    <span className="relative">
      <Bell className="h-5 w-5" aria-hidden="true" />
      {badge && (
        <span
          data-testid="notification-badge"
          className="absolute -right-2 -top-2 min-w-[1.15rem] rounded-full bg-danger px-1 text-center text-[0.65rem] font-bold leading-[1.15rem] text-white"
        >
          {badge}
        </span>
      )}
    </span>
  );

  if (!user) {
    return (
      <Button variant="ghost" size="icon" asChild>
        <Link
          to={paths.notifications}
          aria-label={t('notifications.title')}
          title={t('notifications.title')}
        >
          {bell}
        </Link>
      </Button>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          {bell}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="z-(--layer-popover) flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-2xl border border-border bg-surface text-foreground shadow-2xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <div className="flex items-center gap-2">
              <h2 className="font-semibold">{t('notifications.title')}</h2>
              <span
                className={cn(
                  'h-2 w-2 rounded-full',
                  status === 'open' ? 'bg-primary' : 'bg-accent',
                )}
                title={statusText}
              />
              <span className="sr-only">{statusText}</span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={!data?.unread || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto p-1.5">
            {data && data.notifications.length === 0 ? (
              <p className="px-3 py-8 text-center text-sm text-muted-foreground">
                {t('notifications.empty')}
              </p>
            ) : (
              <ul>
                {data?.notifications.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} onOpen={openNotification} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Link
            to={paths.notifications}
            onClick={() => setOpen(false)}
            className="border-t border-border px-4 py-3 text-center text-sm font-medium text-primary hover:underline"
          >
            {t('notifications.viewAll')}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

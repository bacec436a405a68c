import { NOTIFICATIONS_DROPDOWN_LIMIT } from '@shared/constants.ts';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { useRealtimeStatus } from '../../app/realtime.ts';
import { cn } from '../../ui/cn.ts';
import type { DeferredPartProps } from '../../ui/deferred.tsx';
import { BellButton } from './BellButton.tsx';
import { MarkAllReadButton } from './MarkAllReadButton.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { useNotifications } from './useNotifications.ts';
import { useOpenNotification } from './useOpenNotification.ts';

/**
 * The signed-in bell's dropdown (docs/product.md#notifications): 'Notifications', 'Mark all
 * read', the newest 50 or 'No notifications yet.', and 'View all
 * notifications'. It closes on an outside click. Loaded after the first paint
 * (NotificationBell.tsx).
 */
export function NotificationPopover({ openAtOnce = false }: DeferredPartProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtOnce);
  const { data } = useNotifications(NOTIFICATIONS_DROPDOWN_LIMIT);
  const openNotification = useOpenNotification(() => setOpen(false));
  const status = useRealtimeStatus();
  const statusText =
    status === 'open'
      ? t('notifications.live')
      : status === 'reconnecting'
        ? t('notifications.reconnecting')
        : t('notifications.connecting');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton />
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
            <MarkAllReadButton unread={data?.unread} variant="ghost" size="sm" />
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

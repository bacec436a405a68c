import { NOTIFICATIONS_DROPDOWN_LIMIT } from '@shared/constants.ts';
import { badgeText } from '@shared/notifications.ts';
import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useNotifications } from './useNotifications.ts';

/** The bell with its unread badge ('9+' above 9), named by the unread count. */
export function BellFace() {
  return (
    <span className="relative">
      <Bell className="h-5 w-5" aria-hidden="true" />
      <UnreadBadge />
    </span>
  );
}

function UnreadBadge() {
  const { data } = useNotifications(NOTIFICATIONS_DROPDOWN_LIMIT);
  const badge = badgeText(data?.unread ?? 0);
  if (!badge) return null;
  return (
    <span
      data-testid="notification-badge"
      className="absolute -right-2 -top-2 min-w-[1.15rem] rounded-full bg-danger px-1 text-center text-[0.65rem] font-bold leading-[1.15rem] text-white"
    >
      {badge}
    </span>
  );
}

/**
 * The signed-in bell's button: the popover's trigger once it has loaded, and
 * its stand-in before (deferred, NotificationBell.tsx). Props from the trigger
 * (handlers, ref, aria-expanded) pass through.
 */
export function BellButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { data } = useNotifications(NOTIFICATIONS_DROPDOWN_LIMIT);
  const unread = data?.unread ?? 0;
  const label = badgeText(unread)
    ? t('notifications.bellLabelUnread', { count: unread })
    : t('notifications.title');
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} {...props}>
      <BellFace />
    </Button>
  );
}

import { badgeText } from '@shared/notifications.ts';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { useInboxUnread } from './hooks.ts';

/** The unread-messages badge ('9+' above 9), live; nothing when all is read. */
export function InboxBadge({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  const { data } = useInboxUnread();
  const badge = user ? badgeText(data?.unread ?? 0) : null;
  if (!badge) return null;
  return (
    <span
      data-testid="inbox-badge"
      className={
        className ??
        'absolute -right-2 -top-2 min-w-[1.15rem] rounded-full bg-danger px-1 text-center text-[0.65rem] font-bold leading-[1.15rem] text-white'
      }
    >
      {badge}
    </span>
  );
}

/** The header's Inbox entry with the total unread badge. */
export function InboxLink() {
  const { t } = useTranslation();
  const { data } = useInboxUnread();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('inbox.linkLabelUnread', { count: unread }) : t('nav.inbox');
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link to={paths.inbox} aria-label={label} title={label} data-testid="inbox-link">
        <span className="relative">
          <Inbox className="h-5 w-5" aria-hidden="true" />
          <InboxBadge />
        </span>
      </Link>
    </Button>
  );
}

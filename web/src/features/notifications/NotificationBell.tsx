import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { BellButton, BellFace } from './BellButton.tsx';

/** The dropdown, loaded after the first paint (ui/deferred.tsx); the bell button stands in till then. */
const NotificationMenu = deferred(
  () => import('./NotificationPopover.tsx').then((module) => module.NotificationPopover),
  BellButton,
);

/**
 * The bell (docs/product.md#notifications): unread badge ('9+' above 9) and, signed in, a
 * dropdown of the newest notifications (NotificationPopover.tsx). Signed out,
 * the bell leads to the notifications page, which asks to log in.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user) return <NotificationMenu />;
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link
        to={paths.notifications}
        aria-label={t('notifications.title')}
        title={t('notifications.title')}
      >
        <BellFace />
      </Link>
    </Button>
  );
}

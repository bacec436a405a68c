import { NOTIFICATIONS_PAGE_LIMIT } from '@shared/constants.ts';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { MarkAllReadButton } from './MarkAllReadButton.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { useNotifications } from './useNotifications.ts';
import { useOpenNotification } from './useOpenNotification.ts';

/** /notifications (docs/product.md#notifications): up to 200, 'Mark all read', '{n} unread'. */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const { user, isPending } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const { data, isError, refetch } = useNotifications(NOTIFICATIONS_PAGE_LIMIT);
  const openNotification = useOpenNotification();

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('notifications.title')}
          </h1>
          {user && data && data.unread > 0 && (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
              {t('notifications.unreadCount', { count: data.unread })}
            </span>
          )}
        </div>
        {user && <MarkAllReadButton unread={data?.unread} variant="outline" />}
      </div>

      {!isPending && !user && (
        <div className="mt-10 rounded-3xl border border-border bg-surface p-8 text-center">
          <BellOff className="mx-auto h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-medium">{t('notifications.signedOut')}</p>
          <Button className="mt-5" onClick={openLogin}>
            {t('auth.signInButton')}
          </Button>
        </div>
      )}

      {user && isError && (
        <RetryNotice
          className="mt-10 text-center"
          message={t('notifications.loadFailed')}
          retryLabel={t('pages.reload')}
          onRetry={() => void refetch()}
        />
      )}

      {user && data && data.notifications.length === 0 && (
        <p className="mt-10 rounded-3xl border border-border bg-surface p-8 text-center text-muted-foreground">
          {t('notifications.empty')}
        </p>
      )}

      {user && data && data.notifications.length > 0 && (
        <ul className="mt-6 divide-y divide-border rounded-3xl border border-border bg-surface p-1.5">
          {data.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={openNotification} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

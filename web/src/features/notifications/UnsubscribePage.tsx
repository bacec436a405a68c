/**
 * /unsubscribe?token= (issue #44): the page an email's "Stop emails about ..."
 * link opens, signed in or not. It says what the link stops and asks; the
 * button sends the same POST a mail client's one-click unsubscribe does
 * (RFC 8058), so a link prefetched by a mail scanner changes nothing.
 */
import type { NotificationKind } from '@shared/notification-settings.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../app/error-text.ts';
import { StatusPage } from '../../app/pages/StatusPage.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { confirmUnsubscribe, previewUnsubscribe } from './settings-api.ts';

export function UnsubscribePage() {
  const { t, ready } = useTranslation('notify');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const preview = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => previewUnsubscribe(token),
    enabled: token.length > 0,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => confirmUnsubscribe(token),
    onError: (error) => toast.error(t('unsubscribe.failed'), { description: errorText(error) }),
  });
  if (!ready || (token && preview.isPending)) return null;

  const settingsLink = (
    <Link to="/account/settings#notifications" className={buttonClass('outline', 'md')}>
      {t('unsubscribe.settings')}
    </Link>
  );
  if (!token || preview.isError || !preview.data)
    return (
      <StatusPage
        icon={<MailX className="h-8 w-8" aria-hidden="true" />}
        title={t('unsubscribe.title')}
        body={t('unsubscribe.bad')}
        actions={settingsLink}
      />
    );
  const kind = t(`kindNames.${preview.data.kind satisfies NotificationKind}`);
  const done = confirm.isSuccess || preview.data.already;
  return (
    <StatusPage
      icon={<MailX className="h-8 w-8" aria-hidden="true" />}
      title={t('unsubscribe.title')}
      body={
        confirm.isSuccess
          ? t('unsubscribe.done', { kind })
          : done
            ? t('unsubscribe.already', { kind })
            : t('unsubscribe.ask', { kind })
      }
      actions={
        <>
          {!done && (
            <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {confirm.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
            </Button>
          )}
          {settingsLink}
        </>
      }
    />
  );
}

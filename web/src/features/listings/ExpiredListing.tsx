/**
 * What a visitor sees of an expired listing (issue #44: the API answers 410):
 * that it has expired, rather than 'Listing not found', and a way on. Its own
 * chunk with the 'expiry' strings, loaded only when a listing has expired.
 */
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { buttonClass } from '../../ui/button.tsx';
import { NoticePanel } from '../../ui/NoticePanel.tsx';

export function ExpiredListing({ browseTo = paths.browse }: { browseTo?: string }) {
  const { t, ready } = useTranslation('expiry');
  usePageTitle(ready ? t('pageTitle') : null);
  if (!ready) return null;
  return (
    <NoticePanel
      size="page"
      icon={CalendarX}
      title={t('pageTitle')}
      hint={t('pageBody')}
      data-testid="listing-expired"
    >
      <Link to={browseTo} className={buttonClass('primary', 'md')}>
        {t('browse')}
      </Link>
    </NoticePanel>
  );
}

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

export function ExpiredListing({ browseTo = paths.browse }: { browseTo?: string }) {
  const { t, ready } = useTranslation('expiry');
  usePageTitle(ready ? t('pageTitle') : null);
  if (!ready) return null;
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-border px-6 py-16 text-center"
      data-testid="listing-expired"
    >
      <div className="mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-surface-raised text-primary">
        <CalendarX className="h-7 w-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('pageBody')}</p>
      <Link to={browseTo} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('browse')}
      </Link>
    </div>
  );
}

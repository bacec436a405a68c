/**
 * /l/{id}: the listing on its own page, with a back control, the posted date,
 * and similar listings under it. A missing listing says 'Listing not found' and
 * goes home (docs/product.md#listings); an expired one says it has expired (issue #44). Report lives once, in the listing's actions.
 */
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../app/api.ts';
import { isFirstEntry } from '../../app/history-entries.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { FailedNotice } from '../../ui/NoticePanel.tsx';
import { toast } from '../../ui/toast.ts';
import { useReaderClock } from '../../ui/useHydrated.ts';
import { ListingDetail } from './detail/ListingDetail.tsx';
import { ListingCard } from './ListingCard.tsx';
import { useListing, useSimilar } from './queries.ts';

const ExpiredListing = lazyPart(() => import('./ExpiredListing.tsx'), 'ExpiredListing');

export function ListingPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shown = useReaderClock();
  const { id } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const similar = useSimilar(listing.data ? id : undefined);
  usePageTitle(listing.data?.title ?? null);

  const notFound = listing.error instanceof ApiRequestError && listing.error.status === 404;
  // An expired listing says so (issue #44), in its own small chunk.
  const expired = listing.error instanceof ApiRequestError && listing.error.status === 410;
  useEffect(() => {
    if (notFound) {
      // One toast, even if the effect runs again before the redirect lands.
      toast.error(t('listings.detail.notFound'), { id: 'listing-not-found' });
      navigate('/', { replace: true });
    }
  }, [notFound, navigate, t]);
  // Back within the site; a page opened from a shared link (the visit's first
  // entry) goes to /browse instead of leaving the site.
  const back = () => (isFirstEntry() ? navigate('/browse') : navigate(-1));

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <div className="mb-4 flex items-center justify-between">
        <Button variant="ghost" onClick={back}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('listings.detail.back')}
        </Button>
      </div>
      {listing.isPending && (
        <div role="status" aria-label={t('listings.detail.loading')} className="space-y-4">
          <div className="h-[50vh] animate-pulse rounded-2xl bg-surface-raised" />
          <div className="h-8 w-2/3 animate-pulse rounded-lg bg-surface-raised" />
        </div>
      )}
      {expired && (
        <Suspense fallback={null}>
          <ExpiredListing />
        </Suspense>
      )}
      {listing.isError && !notFound && !expired && (
        <FailedNotice
          title={t('browse.failed')}
          retryLabel={t('listings.mine.retry')}
          onRetry={() => listing.refetch()}
        />
      )}
      {listing.data && (
        <>
          <ListingDetail key={listing.data.id} listing={listing.data} variant="page" titleAs="h1" />
          <p className="mt-4 text-sm text-muted-foreground">
            {t('listings.detail.posted', {
              date: formatLongDate(shown(listing.data.created_at), language),
            })}
          </p>
          {similar.data && similar.data.length > 0 && (
            <section className="mt-10">
              <h2 className="mb-4 text-xl font-bold">{t('listings.detail.similar')}</h2>
              <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                {similar.data.map((item) => (
                  <li key={item.id}>
                    <ListingCard listing={item} layout="grid" />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}

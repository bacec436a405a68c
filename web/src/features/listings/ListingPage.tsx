/**
 * /l/{id}: the listing on its own page, with a back control, a menu with
 * Report, the posted date, and similar listings under it. A missing listing
 * says 'Listing not found' and goes home (spec core §2, §8).
 */
import { ArrowLeft, EllipsisVertical, Flag } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiRequestError } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { ListingDetail } from './detail/ListingDetail.tsx';
import { ReportForm } from './detail/ReportForm.tsx';
import { ListingCard } from './ListingCard.tsx';
import { useListing, useSimilar } from './queries.ts';

export function ListingPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { id } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const similar = useSimilar(listing.data ? id : undefined);
  const [reporting, setReporting] = useState(false);
  usePageTitle(listing.data?.title ?? null);

  const notFound = listing.error instanceof ApiRequestError && listing.error.status === 404;
  useEffect(() => {
    if (notFound) {
      // One toast, even if the effect runs again before the redirect lands.
      toast.error(t('listings.detail.notFound'), { id: 'listing-not-found' });
      navigate('/', { replace: true });
    }
  }, [notFound, navigate, t]);
  // Another listing (a similar one, say) starts with its report form closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on purpose when the id changes
  useEffect(() => setReporting(false), [id]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/browse'));

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <div className="mb-4 flex items-center justify-between">
        <Button variant="ghost" onClick={back}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('listings.detail.back')}
        </Button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('listings.detail.menu')}>
              <EllipsisVertical className="h-5 w-5" aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-44 rounded-xl border border-border bg-surface p-1 shadow-xl"
            >
              <DropdownMenu.Item
                onSelect={() => setReporting(true)}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised"
              >
                <Flag className="h-4 w-4" aria-hidden="true" />
                {t('listings.report.link')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {listing.isPending && (
        <div role="status" aria-label={t('listings.detail.loading')} className="space-y-4">
          <div className="h-[50vh] animate-pulse rounded-2xl bg-surface-raised" />
          <div className="h-8 w-2/3 animate-pulse rounded-lg bg-surface-raised" />
        </div>
      )}
      {listing.isError && !notFound && (
        <div className="rounded-3xl border border-dashed border-border px-6 py-16 text-center">
          <p className="text-lg font-semibold">{t('browse.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => listing.refetch()}>
            {t('listings.mine.retry')}
          </Button>
        </div>
      )}
      {listing.data && (
        <>
          {reporting && (
            <div className="mb-4">
              <ReportForm
                key={listing.data.id}
                listingId={listing.data.id}
                variant="page"
                onDone={() => setReporting(false)}
              />
            </div>
          )}
          <ListingDetail key={listing.data.id} listing={listing.data} variant="page" titleAs="h1" />
          <p className="mt-4 text-sm text-muted-foreground">
            {t('listings.detail.posted', {
              date: new Date(listing.data.created_at).toLocaleDateString(
                language === 'ti' ? 'ti-ER' : 'en-US',
                { dateStyle: 'long' },
              ),
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

/**
 * /account/saved: the user's favourites with their listings and contacts (docs/product.md#listings);
 * each card's heart un-saves it here, without opening the listing (issue #23).
 */
import type { ListingReply } from '@shared/listing-input.ts';
import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '../../app/api.ts';
import { browseUrl } from '../../app/links.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { buttonClass } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/lazy.ts';
import { FailedNotice, NoticePanel } from '../../ui/NoticePanel.tsx';
import { SignInNotice } from '../auth/SignInNotice.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { ContactLine } from './ContactLine.tsx';
import { FavoriteButton } from './detail/FavoriteButton.tsx';
import { ListingCard } from './ListingCard.tsx';

/** Drawn only once a listing is opened: its own chunk, fetched when the browser is idle (issue #20). */
const ListingOverlay = lazyPart(() => import('./detail/ListingOverlay.tsx'), 'ListingOverlay');

type Favorite = { listing_id: string; created_at: string; listing: ListingReply };

export function SavedPage() {
  const { t } = useTranslation();
  usePageTitle(t('listings.saved.title'));
  const { user, isPending } = useCurrentUser();
  const [open, setOpen] = useState<ListingReply | null>(null);
  const saved = useQuery({
    queryKey: ['favorites', 'list', user?.id ?? null],
    queryFn: () => apiFetch<Favorite[]>('/favorites'),
    enabled: !!user,
  });

  let body: React.ReactNode;
  if (isPending || (user && saved.isPending)) {
    body = (
      <div
        role="status"
        aria-label={t('listings.saved.loading')}
        className="h-40 animate-pulse rounded-2xl bg-surface-raised"
      />
    );
  } else if (!user) {
    body = <SignInNotice icon={Heart} title={t('listings.saved.signInPrompt')} />;
  } else if (saved.isError) {
    body = (
      <FailedNotice
        icon={Heart}
        title={t('listings.saved.failed')}
        retryLabel={t('listings.mine.retry')}
        onRetry={() => saved.refetch()}
      />
    );
  } else if (saved.data?.length === 0) {
    body = (
      <NoticePanel icon={Heart} title={t('listings.saved.empty')}>
        <Link to={browseUrl()} className={buttonClass()}>
          {t('listings.saved.browse')}
        </Link>
      </NoticePanel>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {saved.data?.map(({ listing }) => (
          <li key={listing.id} className="relative">
            <ListingCard
              listing={listing}
              layout="grid"
              onOpen={() => setOpen(listing)}
              extra={
                <span className="text-xs">
                  <ContactLine contact={listing.contact} />
                </span>
              }
            />
            {/* Beside the card, not inside it: a button never sits in the card's own link. */}
            <div className="absolute right-2 top-2">
              <FavoriteButton listingId={listing.id} variant="page" />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('listings.saved.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('listings.saved.subtitle')}</p>
      <div className="mt-8">{body}</div>
      {open && (
        <Suspense fallback={null}>
          <ListingOverlay listing={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

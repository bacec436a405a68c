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
import { NoticePanel } from '../../ui/NoticePanel.tsx';
import { ListPlaceholder, OwnListStates } from '../auth/OwnListStates.tsx';
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
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<ListingReply | null>(null);
  const saved = useQuery({
    queryKey: ['favorites', 'list', user?.id ?? null],
    queryFn: () => apiFetch<Favorite[]>('/favorites'),
    enabled: !!user,
  });

  const body = (
    <OwnListStates
      list={saved}
      icon={Heart}
      placeholder={<ListPlaceholder label={t('listings.saved.loading')} />}
      signInPrompt={t('listings.saved.signInPrompt')}
      failedTitle={t('listings.saved.failed')}
      retryLabel={t('listings.mine.retry')}
      isEmpty={(data) => data.length === 0}
      empty={
        <NoticePanel icon={Heart} title={t('listings.saved.empty')}>
          <Link to={browseUrl()} className={buttonClass()}>
            {t('listings.saved.browse')}
          </Link>
        </NoticePanel>
      }
    >
      {(data) => (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map(({ listing }) => (
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
      )}
    </OwnListStates>
  );

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

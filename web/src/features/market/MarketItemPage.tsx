/**
 * /market/{id} (docs/product.md#marketplace Marketplace detail): the photo carousel,
 * title, price, place, condition, brand and model (read from the details
 * block of the description, docs/product.md#marketplace), the description, posted date and
 * a small map; the heart and share; 'Contact Seller' (→ /inbox?listing={id})
 * for others, 'Manage Listing' (→ /account/listings) for the owner, who can
 * neither contact nor save their own listing (docs/product.md#marketplace). Contact details show to
 * signed-in readers only. A listing that is missing, no longer active or not
 * a marketplace listing: 'Failed to load listing' and the way back.
 * 'Contact Seller' is the one button that writes to the seller (the contact
 * section's own 'Message' did the same, issue #40); a seller card names them,
 * since when they are a member, and their other items.
 */
import { subcategoryLabel } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import {
  ArrowLeft,
  Flag,
  type LucideIcon,
  MapPin,
  MessageCircle,
  PackageX,
  Settings2,
} from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { NoticePanel } from '../../ui/NoticePanel.tsx';
import { useReaderClock } from '../../ui/useHydrated.ts';
import { useCurrentUser } from '../auth/session.ts';
import { ContactActions } from '../listings/detail/ContactActions.tsx';
import { FavoriteButton, type FavoriteMessages } from '../listings/detail/FavoriteButton.tsx';
import { Gallery } from '../listings/detail/Gallery.tsx';
import { ReportForm } from '../listings/detail/ReportForm.tsx';
import { ShareButton } from '../listings/detail/ShareButton.tsx';
import { formatListingPrice } from '../listings/price.ts';
import { trackView, useListing } from '../listings/queries.ts';
import { SmallMap } from '../maps/LazyMaps.tsx';
import { itemDetails } from './item-details.ts';
import { SellerCard } from './SellerCard.tsx';
import { marketListUrl } from './useMarketFilters.ts';

/** Where 'Contact Seller' goes: the inbox opens or creates the thread with the seller. */
export const contactSellerUrl = (id: string) => `${paths.inbox}?listing=${encodeURIComponent(id)}`;

/** Only active marketplace listings are shown here (docs/product.md#marketplace Marketplace). */
export const isMarketItem = (listing: ListingReply) =>
  listing.status === 'active' && listing.category === 'marketplace';

const ExpiredListing = lazyPart(() => import('../listings/ExpiredListing.tsx'), 'ExpiredListing');

export function MarketItemPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const listing = useListing(id);
  const item = listing.data && isMarketItem(listing.data) ? listing.data : null;
  // An expired item says so (issue #44), in its own small chunk.
  const expired = (listing.error as { status?: number } | null)?.status === 410;
  const failed = !expired && (listing.isError || (listing.data !== undefined && !item));
  usePageTitle(item?.title ?? (failed ? t('market.detail.loadFailed') : t('market.title')));

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-8">
      {!failed && (
        <Link
          to={marketListUrl()}
          className="mb-4 inline-flex items-center gap-2 rounded-full px-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('market.detail.back')}
        </Link>
      )}
      {listing.isPending && <LoadingItem />}
      {failed && (
        <LoadFailed
          // A missing or unsuitable listing will not come back by retrying; a network error may.
          onRetry={
            listing.isError && (listing.error as { status?: number }).status !== 404
              ? () => listing.refetch()
              : undefined
          }
        />
      )}
      {expired && (
        <Suspense fallback={null}>
          <ExpiredListing browseTo={marketListUrl()} />
        </Suspense>
      )}
      {item && <MarketItem key={item.id} item={item} />}
    </section>
  );
}

function LoadingItem() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('market.detail.loading')}
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="h-[45vh] animate-pulse rounded-3xl bg-surface-raised" />
      <div className="space-y-3">
        <div className="h-8 w-3/4 animate-pulse rounded-lg bg-surface-raised" />
        <div className="h-6 w-1/3 animate-pulse rounded-lg bg-surface-raised" />
        <div className="h-24 animate-pulse rounded-2xl bg-surface-raised" />
      </div>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticePanel
      size="page"
      icon={PackageX}
      title={t('market.detail.loadFailed')}
      hint={t('market.detail.loadFailedHint')}
      data-testid="market-item-failed"
    >
      <Link to={marketListUrl()} className={buttonClass('primary', 'md')}>
        {t('market.detail.back')}
      </Link>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('market.detail.retry')}
        </Button>
      )}
    </NoticePanel>
  );
}

function MarketItem({ item }: { item: ListingReply }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shown = useReaderClock();
  const { user } = useCurrentUser();
  const [reporting, setReporting] = useState(false);
  const isOwner = !!user && user.id === item.user_id;
  const price = formatListingPrice(item);
  const place = [item.city, item.country].filter(Boolean).join(', ');
  const { text, facts } = itemDetails(item.description);
  const conditionLabel = (value: string) =>
    t(`listings.marketplace.conditions.${value}`, { defaultValue: value });
  const favoriteMessages: FavoriteMessages = {
    signInTitle: t('market.favorites.authTitle'),
    signIn: t('market.favorites.signIn'),
    saved: t('market.favorites.saved'),
    removed: t('market.favorites.removed'),
    failed: t('market.favorites.failed'),
  };
  const posted = formatLongDate(shown(item.created_at), language);

  // Opening a listing registers a view (signed-in readers; once a day on the server).
  // By the reader's id: a session check may hand back the same reader anew.
  const readerId = user?.id;
  useEffect(() => {
    if (readerId) trackView(item.id);
  }, [item.id, readerId]);

  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
      {/* Phones: gallery, then the title and actions, the description, the contact.
          Desktop: gallery and description on the left, the rest in a sticky column. */}
      <div className="order-1 lg:col-start-1 lg:row-start-1">
        <Gallery
          images={item.images}
          title={item.title}
          className="aspect-[4/3] h-auto max-h-[60vh] lg:aspect-auto lg:h-[32rem] lg:max-h-none"
        />
      </div>

      <div className="contents lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-5 lg:self-start">
        <div className="order-2 space-y-5">
          <div>
            {item.subcategory && (
              <span className="mb-2 inline-block rounded-full bg-primary/15 px-3 py-1 text-xs font-medium text-primary">
                {subcategoryLabel(item.subcategory, language)}
              </span>
            )}
            <h1 className="break-words text-2xl font-bold leading-tight md:text-3xl">
              {item.title}
            </h1>
            {price && (
              <p className="mt-2 text-2xl font-bold text-primary" data-testid="market-price">
                {price}
              </p>
            )}
            <p className="mt-2 flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
              {place}
            </p>
          </div>

          {facts.length > 0 && (
            <dl className="grid grid-cols-3 gap-2" data-testid="market-facts">
              {facts.map((fact) => (
                <div key={fact.key} className="min-w-0 rounded-2xl bg-surface-raised px-3 py-2.5">
                  <dt className="text-xs text-muted-foreground">
                    {t(`market.detail.${fact.key}`)}
                  </dt>
                  <dd className="truncate font-semibold" title={fact.value}>
                    {fact.key === 'condition' ? conditionLabel(fact.value) : fact.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}

          <div className="flex flex-wrap items-center gap-2">
            {isOwner ? (
              <MainAction to={paths.myListings} icon={Settings2} testId="manage-listing">
                {t('market.detail.manageListing')}
              </MainAction>
            ) : (
              <MainAction
                to={contactSellerUrl(item.id)}
                icon={MessageCircle}
                testId="contact-seller"
              >
                {t('market.detail.contactSeller')}
              </MainAction>
            )}
            <FavoriteButton
              listingId={item.id}
              ownerId={item.user_id}
              variant="page"
              messages={favoriteMessages}
            />
            <ShareButton listingId={item.id} title={item.title} path={`/market/${item.id}`} />
          </div>
          {isOwner && (
            <p className="text-sm text-muted-foreground">{t('market.detail.yourListing')}</p>
          )}
        </div>
        <div className="order-4 space-y-5">
          {!isOwner && (
            <section aria-labelledby="market-contact">
              <h2 id="market-contact" className="mb-2 text-lg font-semibold">
                {t('market.detail.contact')}
              </h2>
              {/* 'Contact Seller' above is the one way to write; this section keeps the seller's own contact. */}
              <ContactActions listing={item} />
            </section>
          )}
          <SellerCard item={item} />

          <p className="text-sm text-muted-foreground">
            {t('market.detail.posted', { date: posted })}
          </p>
          {!isOwner && !reporting && (
            <button
              type="button"
              onClick={() => setReporting(true)}
              className="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-danger hover:underline"
            >
              <Flag className="h-3.5 w-3.5" aria-hidden="true" />
              {t('listings.report.link')}
            </button>
          )}
          {reporting && (
            <ReportForm listingId={item.id} variant="page" onDone={() => setReporting(false)} />
          )}
        </div>
      </div>

      <div className="order-3 space-y-6 lg:col-start-1 lg:row-start-2">
        {text && (
          <section aria-labelledby="market-description">
            <h2 id="market-description" className="mb-2 text-lg font-semibold">
              {t('market.detail.description')}
            </h2>
            {/* Text, never HTML; line breaks kept. */}
            <p className="whitespace-pre-line break-words leading-relaxed">{text}</p>
          </section>
        )}
        {item.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {item.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-border px-3 py-1 text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        {item.location_lat !== null && item.location_lng !== null && (
          <section aria-labelledby="market-location">
            <h2 id="market-location" className="mb-2 text-lg font-semibold">
              {t('market.detail.location')}
            </h2>
            <SmallMap
              lat={item.location_lat}
              lng={item.location_lng}
              label={t('listings.detail.mapLabel', { place })}
            />
          </section>
        )}
      </div>
    </article>
  );
}

/** The item's main action, the widest button in its row: manage it (the owner) or contact the seller. */
function MainAction({
  to,
  icon: Icon,
  testId,
  children,
}: {
  to: string;
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClass('primary', 'lg', 'min-w-0 flex-1')} data-testid={testId}>
      <Icon className="h-5 w-5" aria-hidden="true" />
      {children}
    </Link>
  );
}

/**
 * What a listing shows, wherever it opens (drawer, dialog or its own page):
 * gallery, favourite / share / report, title, price, place, badges, tags,
 * description (text, line breaks kept), location, contact, website.
 */
import { categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { ExternalLink, Flag, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../app/preferences.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { useCurrentUser } from '../../auth/client.ts';
import { SmallMap } from '../../maps/LazyMaps.tsx';
import { formatListingPrice } from '../price.ts';
import { trackView } from '../queries.ts';
import { ContactActions } from './ContactActions.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { Gallery } from './Gallery.tsx';
import { ReportForm } from './ReportForm.tsx';
import { ShareButton } from './ShareButton.tsx';

type Props = {
  listing: ListingReply;
  variant: 'drawer' | 'page';
  /** The page puts its own title (h1) above; the drawer shows it here. */
  titleAs?: 'h1' | 'h2';
};

export function ListingDetail({ listing, variant, titleAs: Title = 'h2' }: Props) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { user } = useCurrentUser();
  const [reporting, setReporting] = useState(false);
  const price = formatListingPrice(listing);
  const place = [listing.city, listing.country].filter(Boolean).join(', ');

  // Opening a listing registers a view (signed-in readers; once a day on the server).
  useEffect(() => {
    if (user) trackView(listing.id);
  }, [listing.id, user]);

  return (
    <article className="space-y-5">
      <Gallery key={listing.id} images={listing.images} title={listing.title} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Title className="break-words text-2xl font-bold leading-tight">{listing.title}</Title>
          {price && <p className="mt-1 text-xl font-bold text-primary">{price}</p>}
          <p className="mt-1 flex items-center gap-1 text-muted-foreground">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {place}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <FavoriteButton listingId={listing.id} ownerId={listing.user_id} variant={variant} />
          <ShareButton listingId={listing.id} title={listing.title} />
          <Button
            variant="outline"
            size="icon"
            onClick={() => setReporting(true)}
            aria-label={t('listings.report.open')}
          >
            <Flag className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {reporting && (
        <ReportForm listingId={listing.id} variant={variant} onDone={() => setReporting(false)} />
      )}
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-primary/15 px-3 py-1 text-sm font-medium text-primary">
          {categoryLabel(listing.category, language)}
        </span>
        {listing.subcategory && (
          <span className="rounded-full bg-surface-raised px-3 py-1 text-sm">
            {subcategoryLabel(listing.subcategory, language)}
          </span>
        )}
        {listing.tags.map((tag) => (
          <span key={tag} className="rounded-full border border-border px-3 py-1 text-sm">
            #{tag}
          </span>
        ))}
      </div>
      {listing.description && (
        // Text, never HTML; line breaks kept.
        <p className="whitespace-pre-line break-words leading-relaxed">{listing.description}</p>
      )}
      {listing.location_lat !== null && listing.location_lng !== null && (
        <section>
          <h3 className="mb-2 text-lg font-semibold">{t('listings.detail.location')}</h3>
          <SmallMap
            lat={listing.location_lat}
            lng={listing.location_lng}
            label={t('listings.detail.mapLabel', { place })}
          />
          <a
            href={`https://www.openstreetmap.org/?mlat=${listing.location_lat}&mlon=${listing.location_lng}#map=12/${listing.location_lat}/${listing.location_lng}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center gap-2 text-sm text-primary hover:underline"
          >
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {t('listings.detail.openMap', { place })}
          </a>
        </section>
      )}
      <section>
        <h3 className="mb-2 text-lg font-semibold">{t('listings.detail.contact')}</h3>
        <ContactActions listing={listing} />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {listing.website_url && (
          <a
            href={listing.website_url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={buttonClass('outline', 'md')}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('listings.detail.visitWebsite')}
          </a>
        )}
        <button
          type="button"
          onClick={() => setReporting(true)}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-danger hover:underline"
        >
          {t('listings.report.link')}
        </button>
      </div>
    </article>
  );
}

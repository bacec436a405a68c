/**
 * What a listing shows, wherever it opens (drawer, dialog or its own page):
 * gallery, report (the owner gets edit, delete and share instead),
 * title, when it was posted and by whom, price, place, badges, tags, description
 * (text, line breaks kept) and the category's details, location, contact, website,
 * and the bar of main actions (message or call, save, share) that stays on screen.
 */
import { categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { ExternalLink, Flag, MapPin, Pencil, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/links.ts';
import { usePreferences } from '../../../app/preferences.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { lazyPart } from '../../../ui/lazy.ts';
import { TimeAgo } from '../../../ui/TimeAgo.tsx';
import { useCurrentUser } from '../../auth/session.ts';
import { SmallMap } from '../../maps/LazyMaps.tsx';
import { PostedBadge } from '../PostedBadge.tsx';
import { usePostPanel } from '../PostPanelProvider.tsx';
import { formatListingPrice } from '../price.ts';
import { trackView } from '../queries.ts';
import { ContactActions } from './ContactActions.tsx';
import { DescriptionWithDetails } from './DescriptionWithDetails.tsx';
import { Gallery } from './Gallery.tsx';
import { ListingActionBar } from './ListingActionBar.tsx';
import { ReportForm } from './ReportForm.tsx';
import { SellerLine } from './SellerLine.tsx';
import { ShareButton } from './ShareButton.tsx';

// Only the owner deletes, and only after a tap: the dialog (and the confirm
// dialog it is made of) is a chunk of its own, outside a listing's first load.
const DeleteListingDialog = lazyPart(
  () => import('../DeleteListingDialog.tsx'),
  'DeleteListingDialog',
);

type Props = {
  listing: ListingReply;
  variant: 'drawer' | 'page';
  /** The page puts its own title (h1) above; the drawer shows it here. */
  titleAs?: 'h1' | 'h2';
};

export function ListingDetail({ listing, variant, titleAs: Title = 'h2' }: Props) {
  // Its sections are one level under its title, whichever level that is (heading order).
  const Section = Title === 'h1' ? 'h2' : 'h3';
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const { openEdit } = usePostPanel();
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isOwner = user?.id === listing.user_id;
  const price = formatListingPrice(listing);
  const place = [listing.city, listing.country].filter(Boolean).join(', ');

  // Opening a listing registers a view (signed-in readers; once a day on the server).
  // By the reader's id: a session check may hand back the same reader anew.
  const readerId = user?.id;
  useEffect(() => {
    if (readerId) trackView(listing.id);
  }, [listing.id, readerId]);

  return (
    <article className="space-y-5">
      <Gallery key={listing.id} images={listing.images} title={listing.title} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* 'Posted' for 60 s after publishing: the new listing opens here. */}
          <div className="mb-2 empty:hidden">
            <PostedBadge listingId={listing.id} />
          </div>
          <Title className="break-words text-2xl font-bold leading-tight">{listing.title}</Title>
          <p className="mt-1 text-sm text-muted-foreground">
            <TimeAgo date={listing.created_at} variant="long" />
            {listing.seller && <SellerLine seller={listing.seller} />}
          </p>
          {price && <p className="mt-1 text-xl font-bold text-primary">{price}</p>}
          <p className="mt-1 flex items-center gap-1 text-muted-foreground">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {place}
          </p>
        </div>
        {isOwner ? (
          // Your own listing: change it, not save or report it.
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="icon"
              onClick={() => openEdit(listing)}
              aria-label={t('listings.mine.edit')}
            >
              <Pencil className="h-5 w-5" aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setDeleting(true)}
              aria-label={t('listings.mine.delete')}
              className="text-danger"
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </Button>
            <ShareButton listingId={listing.id} title={listing.title} />
          </div>
        ) : (
          <div className="flex shrink-0 gap-2">
            {/* Save and Share are in the action bar below, which stays on screen. */}
            <Button
              variant="outline"
              size="icon"
              onClick={() => setReporting(true)}
              aria-label={t('listings.report.link')}
            >
              <Flag className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {reporting && (
        <ReportForm listingId={listing.id} variant={variant} onDone={() => setReporting(false)} />
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteListingDialog
            listing={listing}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate(paths.myListings)}
          />
        </Suspense>
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
      <DescriptionWithDetails description={listing.description} category={listing.category} />
      {listing.location_lat !== null && listing.location_lng !== null && (
        <section>
          <Section className="mb-2 text-lg font-semibold">{t('listings.detail.location')}</Section>
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
        <Section className="mb-2 text-lg font-semibold">{t('listings.detail.contact')}</Section>
        <ContactActions listing={listing} />
      </section>
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
      <ListingActionBar listing={listing} variant={variant} />
    </article>
  );
}

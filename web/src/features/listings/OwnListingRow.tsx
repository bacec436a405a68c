/**
 * One of the user's own listings in My Listings: photo, title, price, place,
 * contact, edit and delete; moderation's mark when moderators hid or removed
 * it, with their note (issue #39); an expired one's mark and Renew (issue #44).
 */
import { categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { thumbnailUrl } from '@shared/media.ts';
import { formatPrice } from '@shared/money.ts';
import { Eye, EyeOff, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { ModerationMark } from '../moderation/ModerationMark.tsx';
import { ContactLine } from './ContactLine.tsx';
import { PostedBadge } from './PostedBadge.tsx';
import { ExpiredMark } from './Renewal.tsx';

type Props = { listing: ListingReply; onEdit: () => void; onDelete: () => void };

export function OwnListingRow({ listing, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const image = listing.images[0];
  return (
    <li
      className="flex gap-4 rounded-2xl border border-border bg-surface p-3 shadow-sm sm:p-4"
      data-testid="own-listing"
    >
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-surface-raised sm:h-28 sm:w-36">
        {image ? (
          <img
            src={thumbnailUrl(image)}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-xs text-muted-foreground">
            {t('listings.mine.noImage')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 line-clamp-2 break-words text-base font-semibold sm:text-lg">
            {/* The listing's own page (issue #20: every listing card is a link). */}
            <Link
              to={`/l/${listing.id}`}
              className="rounded hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {listing.title}
            </Link>
          </h2>
          <PostedBadge listingId={listing.id} />
          {listing.status !== 'active' && listing.status !== 'expired' && !listing.moderation && (
            <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs">
              {t(`listings.mine.status.${listing.status}`, listing.status)}
            </span>
          )}
        </div>
        <ModerationMark moderation={listing.moderation} note={listing.moderation_note} />
        {listing.status === 'expired' && <ExpiredMark listing={listing} />}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {listing.price_cents ? (
            <span className="font-semibold text-foreground">
              {formatPrice(listing.price_cents, listing.currency)}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {[listing.city, listing.country].filter(Boolean).join(', ')}
          </span>
          <span>
            {categoryLabel(listing.category, language)}
            {listing.subcategory && ` · ${subcategoryLabel(listing.subcategory, language)}`}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <ContactLine contact={listing.contact} />
          {listing.contact_hidden && (
            <span className="inline-flex items-center gap-1">
              <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
              {t('listings.mine.contactHidden')}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            {t('listings.mine.views', { count: listing.views })}
          </span>
          <TimeAgo date={listing.created_at} />
        </p>
        <div className="mt-auto flex gap-2 pt-1">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('listings.mine.edit')}
            <span className="sr-only">: {listing.title}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-danger">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('listings.mine.delete')}
            <span className="sr-only">: {listing.title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

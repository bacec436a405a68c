/**
 * A listing as the lists show it: a row (list view), a card (grid, home rows)
 * or a large photo tile (gallery). Always a real link to `href` (/l/{id} by
 * default; the marketplace links to /market/{id}), so it opens in a new tab,
 * its address can be copied and search engines follow it (issue #20). With
 * `onOpen` (browse's drawer or dialog) a plain click opens it in place; a
 * middle click, Ctrl/Cmd/Shift-click or 'Open in new tab' stays the browser's.
 */
import { categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import type { ListingCard as Card } from '@shared/listing-query.ts';
import { thumbnailUrl } from '@shared/media.ts';
import { MapPin } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '../../app/preferences.tsx';
import { cn } from '../../ui/cn.ts';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { PostedBadge } from './PostedBadge.tsx';
import { formatListingPrice } from './price.ts';
import { HighlightedTitle } from './SearchHighlight.tsx';

export type CardLayout = 'list' | 'grid' | 'gallery';

type Props = {
  listing: Card;
  layout: CardLayout;
  onOpen?: (id: string) => void;
  /** Where the card links when there is no `onOpen`; /l/{id} by default. */
  href?: string;
  extra?: ReactNode;
  /** A text search q: its matches are marked in the title. */
  highlight?: string;
  /**
   * One of the first cards on the screen: its photo loads at once, first
   * (a lazy one waits for layout, and the top card's photo is the page's
   * largest paint).
   */
  priority?: boolean;
};

export function ListingCard({ listing, layout, onOpen, href, extra, highlight, priority }: Props) {
  const { language } = usePreferences();
  const price = formatListingPrice(listing);
  const place = [listing.city, listing.country].filter(Boolean).join(', ');
  const body = (
    <>
      <ListingImage
        src={listing.images[0]}
        large={layout === 'gallery'}
        priority={priority}
        className={cn(
          layout === 'list' && 'h-24 w-28 shrink-0 rounded-xl sm:h-28 sm:w-40',
          layout === 'grid' && 'aspect-[4/3] w-full',
          layout === 'gallery' && 'aspect-square w-full',
        )}
      />
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', layout !== 'list' && 'p-3')}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 break-words font-semibold leading-snug">
            <HighlightedTitle title={listing.title} q={highlight} />
          </h3>
          <PostedBadge listingId={listing.id} />
        </div>
        {price && <p className="font-bold text-primary">{price}</p>}
        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{place}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span>
            {categoryLabel(listing.category, language)}
            {listing.subcategory && ` · ${subcategoryLabel(listing.subcategory, language)}`}
          </span>
          <TimeAgo date={listing.created_at} />
        </p>
        {extra}
      </div>
    </>
  );
  const frame = cn(
    'group flex overflow-hidden rounded-2xl border border-border bg-surface text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    layout === 'list' ? 'w-full gap-3 p-3 sm:gap-4' : 'h-full w-full flex-col',
  );
  const openInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(listing.id);
  };
  return (
    <Link
      to={href ?? `/l/${listing.id}`}
      className={frame}
      onClick={openInPlace}
      data-testid="listing-card"
    >
      {body}
    </Link>
  );
}

/** A left click without a modifier key: the one the page handles itself. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The first photo, or the spec's 'No image' placeholder. */
export function ListingImage({
  src,
  large,
  className,
  priority,
}: {
  src: string | undefined;
  large?: boolean;
  className?: string;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  if (!src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-surface-raised text-sm text-muted-foreground',
          className,
        )}
      >
        {t('listings.mine.noImage')}
      </div>
    );
  }
  return (
    <img
      src={large ? src : thumbnailUrl(src)}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-surface-raised object-cover', className)}
    />
  );
}

/**
 * The results in the chosen layout, 60 at a time: infinite scroll brings the
 * next page for the first AUTO_PAGES pages, then a 'Load more' button does, so
 * the footer can be reached (issue #23); the last page ends with an
 * end-of-results line. A page's cards are made a dozen at a time as the
 * reader nears the end of those shown (issue #20): sixty cards at once were
 * a phone's longest task on /browse, for a first screen that shows four; a
 * phone's first batch is those four (firstBatch). Browse
 * opens a card in place (`onOpen`); the marketplace links each card to its
 * own page (`hrefFor`) and words its empty and loading states its own way.
 */
import { BROWSE_PAGE_SIZE, FIRST_SCREEN_CARDS } from '@shared/constants.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import type { ViewMode } from '@shared/preferences.ts';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { FailedNotice, NoticePanel } from '../../ui/NoticePanel.tsx';
import { usePhoneLayout } from '../../ui/useMediaQuery.ts';
import { useReaderScrolled } from '../../ui/useReaderScrolled.ts';
import { ListingCard } from '../listings/ListingCard.tsx';
import type { useBrowse } from '../listings/queries.ts';
import { ShortSearchNote } from '../listings/SearchHighlight.tsx';

/** Pages loaded by scrolling alone; after them, 'Load more' asks. */
export const AUTO_PAGES = 3;

type Props = {
  query: ReturnType<typeof useBrowse>;
  viewMode: ViewMode;
  onOpen?: (listing: ListingReply) => void;
  /** Without onOpen: the page a card links to. */
  hrefFor?: (listing: ListingReply) => string;
  /** Texts of the empty and loading states, when not browse's own. */
  texts?: { empty: string; emptyHint: string; loading: string };
  /** The text search q: marked in titles, and a short one explained. */
  highlight?: string;
};

const layoutClass: Record<string, string> = {
  // Two columns of rows on wide screens: more than five listings to a 1280x800 screen.
  list: 'grid grid-cols-1 gap-3 lg:grid-cols-2',
  mapList: 'flex flex-col gap-3',
  grid: 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4',
  gallery: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
};

/** Cards made at a time: the first screen's and the next screen's on a desktop grid. */
export const CARD_BATCH = 12;

/**
 * The cards made first: a dozen, or on a phone the first screen's four (its
 * list shows four, its grid two rows of two); the next come as the reader
 * scrolls toward them (useReaderScrolled), not while the page loads.
 */
function firstBatch(phone: boolean) {
  return phone ? FIRST_SCREEN_CARDS : CARD_BATCH;
}

/** How far ahead of the reader the end of the cards asks for more, once they scroll. */
const END_AHEAD = '600px';

/** How many cards each history entry's results showed (see `shown`). */
const shownByEntry = new Map<string, number>();

export function BrowseResults({ query, viewMode, onOpen, hrefFor, texts, highlight }: Props) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pagesLoaded = query.data?.pages.length ?? 0;
  const autoLoad = hasNextPage && pagesLoaded < AUTO_PAGES;
  const loaded = query.data?.pages.reduce((count, page) => count + page.listings.length, 0) ?? 0;
  // Kept per history entry: Back to the results shows as many as were shown,
  // so the scroll position it restores is there. Filters push a new entry
  // without remounting the page: each entry starts from its own count (a
  // new search from the first dozen, even when its answer is cached).
  const { key: entry } = useLocation();
  const phone = usePhoneLayout();
  const [first] = useState(() => firstBatch(phone));
  const [state, setState] = useState(() => ({
    entry,
    shown: shownByEntry.get(entry) ?? first,
  }));
  if (state.entry !== entry) setState({ entry, shown: shownByEntry.get(entry) ?? first });
  const shown = state.entry === entry ? state.shown : (shownByEntry.get(entry) ?? first);
  const setShown = useCallback(
    (count: number) => {
      shownByEntry.set(entry, count);
      setState({ entry, shown: count });
    },
    [entry],
  );
  // The same entry reading again from nothing (the reader signed in): the first cards again.
  if (query.isPending && shown !== first) setShown(first);
  const moreLoaded = shown < loaded;
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // Near the end of the cards shown: the next dozen, or once all are shown the
  // next page. A new observer after each step reports at once whether the end
  // is still near (a tall screen takes a few dozen). Until the reader scrolls,
  // "near" is in view.
  const scrolled = useReaderScrolled();
  const endAhead = scrolled ? END_AHEAD : '0px';
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !(moreLoaded || autoLoad)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (moreLoaded) setShown(shown + CARD_BATCH);
        else if (!isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: endAhead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [moreLoaded, shown, setShown, autoLoad, isFetchingNextPage, fetchNextPage, endAhead]);

  // The button asks for more at once: every card loaded, or the next page
  // whole. Focus moves to the first card it brought, where reading goes on
  // (the button itself may give way to the end-of-results line).
  const showMore = () => {
    focusFrom.current = shown;
    if (moreLoaded) return setShown(loaded);
    setShown(loaded + BROWSE_PAGE_SIZE);
    void fetchNextPage();
  };
  useEffect(() => {
    const from = focusFrom.current;
    const card = from === null ? null : list.current?.children[from]?.querySelector('a');
    if (!card) return;
    focusFrom.current = null;
    card.focus();
  });

  const layout = viewMode === 'map' ? 'list' : viewMode;
  const layoutKey = viewMode === 'map' ? 'mapList' : layout;
  if (query.isPending) {
    return (
      <div
        // Keyed, as the sentinel below: React would otherwise reuse this placeholder's
        // element as the sentinel, and moving it under the cards is a layout shift.
        key="loading"
        role="status"
        aria-label={texts?.loading ?? t('browse.loading')}
        className={layoutClass[layoutKey]}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            className={cn(
              'animate-pulse rounded-2xl bg-surface-raised',
              layout === 'list' ? 'h-32' : 'h-64',
            )}
          />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <FailedNotice
        title={t('browse.failed')}
        retryLabel={t('listings.mine.retry')}
        onRetry={() => query.refetch()}
      />
    );
  }
  const listings = query.data.pages.flatMap((page) => page.listings);
  if (listings.length === 0) {
    return (
      <>
        <ShortSearchNote q={highlight} />
        <NoticePanel
          icon={SearchX}
          iconTone="muted"
          title={texts?.empty ?? t('browse.empty')}
          hint={texts?.emptyHint ?? t('browse.emptyHint')}
        />
      </>
    );
  }
  return (
    <>
      <ShortSearchNote q={highlight} />
      <ul
        ref={list}
        className={layoutClass[layoutKey]}
        data-testid="browse-results"
        data-view={layout}
      >
        {listings.slice(0, shown).map((listing, index) => (
          <li key={listing.id}>
            <ListingCard
              listing={listing}
              layout={layout}
              onOpen={onOpen ? () => onOpen(listing) : undefined}
              href={hrefFor?.(listing)}
              highlight={highlight}
              priority={index < FIRST_SCREEN_CARDS}
            />
          </li>
        ))}
      </ul>
      <div key="sentinel" ref={sentinel} className="mt-6 flex justify-center">
        {hasNextPage || moreLoaded ? (
          <Button variant="outline" onClick={showMore} disabled={isFetchingNextPage && !moreLoaded}>
            {isFetchingNextPage ? t('browse.loadingMore') : t('browse.loadMore')}
          </Button>
        ) : (
          <p
            className="flex w-full items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
            data-testid="end-of-results"
          >
            {t('browse.endOfResults')}
          </p>
        )}
      </div>
    </>
  );
}

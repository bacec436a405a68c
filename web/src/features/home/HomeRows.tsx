/**
 * The home page's rows (docs/product.md#listings Home): Featured Picks, Trending in
 * Community, Housing, Jobs, Find a Mentor, Trending in Services and in
 * Marketplace; up to 12 each, in the chosen city when there is one. The
 * mentor row shows the newest mentor profiles (MentorHomeRow).
 */
import type { HomeRowKey, ListingCard as ListingCardData } from '@shared/listing-query.ts';
import { ChevronRight, MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browseUrl } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePostAction } from '../../app/usePostAction.ts';
import { Button } from '../../ui/button.tsx';
import { ListingCard } from '../listings/ListingCard.tsx';
import { useHomeRows } from '../listings/queries.ts';
import { MentorHomeRow } from '../mentors/MentorHomeRow.tsx';
import { rowPlaceholders, ScrollRow, useRowTurn } from './ScrollRow.tsx';

const ROW_LINKS: Record<HomeRowKey, Parameters<typeof browseUrl>[0]> = {
  featured: {},
  community: { category: 'community' },
  housing: { category: 'housing' },
  jobs: { category: 'jobs' },
  mentor: { category: 'mentor' },
  services: { category: 'services' },
  marketplace: { category: 'marketplace' },
};

export function HomeRows() {
  const { t } = useTranslation();
  const { appState } = usePreferences();
  const city = appState.city.split(',')[0]?.trim() ?? '';
  const rows = useHomeRows(city);
  const keys = Object.keys(ROW_LINKS) as HomeRowKey[];
  const empty =
    rows.data !== undefined &&
    keys.every((key) => key === 'mentor' || (rows.data?.[key] ?? []).length === 0);

  // Not the page's "listing area": these rows show the most viewed, so after a
  // new post the panel opens My Listings instead (see PostPanelProvider).
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-10 md:px-6">
      {rows.isError && <p className="text-center text-muted-foreground">{t('browse.failed')}</p>}
      {empty && <HomeEmpty city={city} />}
      {keys.map((key, turn) =>
        // 'Find a Mentor' reads the mentors table (its newest 12), not mentor listings.
        key === 'mentor' ? (
          <MentorHomeRow key={key} turn={turn} />
        ) : (
          <ListingsRow
            key={key}
            rowKey={key}
            city={city}
            turn={turn}
            listings={rows.data?.[key]}
            // A failed refresh keeps the rows it had; only a first read that failed hides them.
            failed={rows.isError && rows.data === undefined}
          />
        ),
      )}
    </div>
  );
}

/**
 * One row of listing cards, placeholders while the rows load and until the
 * row comes near the viewport (a phone's first screen is the hero and the
 * map: the rows' eighty-odd cards would be most of its start). Rows render
 * their cards in a task each (useInTurn), so rows that come near together
 * (a desktop's first screen) do not make one long task.
 */
function ListingsRow({
  rowKey,
  city,
  turn,
  listings,
  failed,
}: {
  rowKey: Exclude<HomeRowKey, 'mentor'>;
  city: string;
  turn: number;
  /** Undefined while the rows load. */
  listings: ListingCardData[] | undefined;
  /** The rows could not be read (the page says so above them). */
  failed: boolean;
}) {
  const { t } = useTranslation();
  const [ref, inTurn] = useRowTurn(turn, listings !== undefined);
  if (failed || listings?.length === 0) return null;
  const link =
    rowKey === 'featured'
      ? `${browseUrl({ city })}${city ? '&' : '?'}featured=1`
      : browseUrl({ ...ROW_LINKS[rowKey], city });
  return (
    <section ref={ref} aria-labelledby={`row-${rowKey}`} data-testid={`home-row-${rowKey}`}>
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={`row-${rowKey}`} className="text-xl font-bold md:text-2xl">
          {t(`home.rows.${rowKey}`)}
        </h2>
        <Link
          to={link}
          className="flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          {t('home.seeAll')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <ScrollRow label={t(`home.rows.${rowKey}`)}>
        {!listings || !inTurn
          ? rowPlaceholders
          : listings.map((listing) => (
              <li key={listing.id} className="w-56 shrink-0 snap-start md:w-64">
                <ListingCard listing={listing} layout="grid" />
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}

/**
 * No listings where the reader is looking (issue #23): say so, and offer the
 * way out: every city, or posting the first one.
 */
function HomeEmpty({ city }: { city: string }) {
  const { t } = useTranslation();
  const { updateAppState } = usePreferences();
  const post = usePostAction();
  return (
    <section
      className="flex flex-col items-center rounded-3xl border border-dashed border-border bg-surface px-6 py-12 text-center"
      data-testid="home-empty"
      aria-labelledby="home-empty-title"
    >
      <MapPinned className="h-10 w-10 text-primary" aria-hidden="true" />
      <h2 id="home-empty-title" className="mt-3 text-xl font-bold">
        {city ? t('home.empty.inCity', { city }) : t('home.empty.anywhere')}
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        {city ? t('home.empty.cityHint') : t('home.empty.anywhereHint')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {city && (
          <Button
            variant="outline"
            onClick={() => updateAppState({ city: '', cityLat: null, cityLon: null })}
          >
            {t('home.empty.allCities')}
          </Button>
        )}
        <Button variant="accent" onClick={post}>
          {t('home.empty.post')}
        </Button>
      </div>
    </section>
  );
}

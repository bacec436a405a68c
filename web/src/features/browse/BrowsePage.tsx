/**
 * /browse (docs/product.md#listings Browse): tabs, filters and search in the URL, results
 * in list, grid or gallery, 60 at a time, each opening in a drawer (phones)
 * or a dialog. Map mode splits the page into list and map on desktop and
 * puts the map above the list on phones.
 */
import { categoryLabel } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { groupDigits } from '@shared/money.ts';
import { GraduationCap } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { buttonClass } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/lazy.ts';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';
import { LISTING_AREA_ID } from '../listings/PostPanelProvider.tsx';
import { useBrowse } from '../listings/queries.ts';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { BrowseMap } from './BrowseMap.tsx';
import { BrowseResults } from './BrowseResults.tsx';
import { BrowseTabs } from './BrowseTabs.tsx';
import { FilterBar, SearchBox } from './FilterBar.tsx';
import { MobileCategoryBar } from './MobileCategoryBar.tsx';
import { useBrowseParams, useCityFollowsBrowse } from './useBrowseParams.ts';
import { ViewControls } from './ViewControls.tsx';

// The Support pop-up comes only once the first results are scrolled away
// (issue #40): its code is fetched once the page is the browser's, outside
// /browse's first load.
const SupportPopup = lazyPart(() => import('../donations/SupportPopup.tsx'), 'SupportPopup');

/** Drawn only once a listing is opened: its own chunk, fetched when the browser is idle (issue #20). */
const ListingOverlay = lazyPart(
  () => import('../listings/detail/ListingOverlay.tsx'),
  'ListingOverlay',
);

export function BrowsePage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { state, update, clearAll, viewMode, setViewMode, apiParams } = useBrowseParams();
  const hydrated = useHydrated();
  useCityFollowsBrowse(state.city);
  const results = useBrowse(apiParams);
  const first = results.data?.pages[0];
  const cityFound = first?.city_found ?? null;
  const [open, setOpen] = useState<ListingReply | null>(null);
  const navigate = useNavigate();
  // A map popup opens the listing in place when the list has it, else its page.
  const openFromMap = (id: string) => {
    const found = results.data?.pages.flatMap((page) => page.listings).find((l) => l.id === id);
    if (found) setOpen(found);
    else navigate(`/l/${id}`);
  };
  const heading = state.category ? categoryLabel(state.category, language) : t('browse.title');
  usePageTitle(heading);

  useEffect(() => {
    if (results.isError) toast.error(t('browse.failed'));
  }, [results.isError, t]);

  const shared = { state, update, clearAll };
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
          {state.city &&
            (cityFound === false ? (
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1" role="status">
                <span className="font-medium text-danger" data-testid="unknown-city">
                  {t('browse.noSuchCity', { city: state.city })}
                </span>
                <button
                  type="button"
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => update({ city: null })}
                >
                  {t('browse.showAllCities')}
                </button>
              </p>
            ) : (
              <p className="mt-1 text-muted-foreground">
                {t('browse.inCity', { city: state.city })}
              </p>
            ))}
        </div>
        <div className="flex items-center gap-2">
          <SaveSearchButton page="browse" params={apiParams} />
          {state.category === 'mentor' && (
            <Link
              to={paths.mentorOnboarding}
              className={buttonClass('accent', 'md', 'hidden md:inline-flex')}
            >
              <GraduationCap className="h-4 w-4" aria-hidden="true" />
              {t('browse.becomeMentor')}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-5 hidden md:block">
        <BrowseTabs category={state.category} onChange={(category) => update({ category })} />
      </div>
      <div className="mt-4 space-y-3">
        <div className="md:hidden">
          <CitySearchBox
            labelKey="browse.cityLabel"
            onChosen={(city) => update({ city })}
            onCleared={() => update({ city: null })}
          />
        </div>
        <MobileCategoryBar {...shared} />
        <div className="md:hidden">
          <SearchBox key={state.q} state={state} update={update} />
        </div>
        <div className="hidden md:block">
          <FilterBar {...shared} />
        </div>
        <ActiveFilters state={state} update={update} cityFound={cityFound} />
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {/* The results' heading (between the page's h1 and the cards' h3), said again when it changes.
            Its line is kept while the results load: on a phone it has a row of its own, and
            arriving later it would push the controls and the cards down (a layout shift). */}
        <div
          aria-live="polite"
          data-testid="browse-total"
          className="min-h-5 basis-full sm:basis-auto"
        >
          {first?.total && (
            <h2 className="text-sm font-medium text-muted-foreground">
              {totalText(first.total, t)}
            </h2>
          )}
        </div>
        <ViewControls
          viewMode={viewMode}
          onViewMode={setViewMode}
          sort={state.sort}
          onSort={(sort) => update({ sort: sort === 'newest' ? null : sort })}
        />
      </div>
      <div
        id={LISTING_AREA_ID}
        className={
          viewMode === 'map'
            ? 'mt-4 flex scroll-mt-24 flex-col gap-4 md:grid md:grid-cols-2 md:items-start md:gap-6'
            : 'mt-4 scroll-mt-24'
        }
      >
        {viewMode === 'map' && (
          // Stretched to the list's height, so the map inside can stay in view while the list scrolls.
          <div className="md:order-2 md:self-stretch">
            <BrowseMap params={apiParams} onOpen={openFromMap} />
          </div>
        )}
        <div className="min-w-0 md:order-1">
          <BrowseResults
            query={results}
            viewMode={viewMode}
            onOpen={setOpen}
            highlight={apiParams.q}
          />
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ListingOverlay listing={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <SupportPopup />
        </Suspense>
      )}
    </section>
  );
}

/** '1 listing', '63 listings', '1,000+ listings'. */
function totalText(
  total: { count: number; capped: boolean },
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const number = groupDigits(total.count);
  return total.capped
    ? t('browse.totalCapped', { total: number })
    : t('browse.total', { count: total.count, total: number });
}

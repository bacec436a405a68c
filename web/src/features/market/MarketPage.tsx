/**
 * /market (docs/product.md#marketplace Marketplace): the active marketplace listings,
 * newest first, with the filters in the URL; each card links to
 * /market/{id}. 'Post Item' opens the post panel with Marketplace chosen
 * (signed out, sign in first): the spec's /browse?category=marketplace
 * showed a list of listings, with no panel in sight (issue #40). The
 * reader's city comes first, then the nearest cities, then the rest. Paged 60 at a time with 'Load more' and infinite
 * scroll, never capped.
 */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { usePostAction } from '../../app/usePostAction.ts';
import { Button } from '../../ui/button.tsx';
import { BrowseResults } from '../browse/BrowseResults.tsx';
import { LISTING_AREA_ID } from '../listings/PostPanelProvider.tsx';
import { useBrowse } from '../listings/queries.ts';
import { SaveSearchButton } from '../saved-searches/SaveSearchButton.tsx';
import { MarketFilters } from './MarketFilters.tsx';
import { marketApiParams } from './market-params.ts';
import { useMarketFilters } from './useMarketFilters.ts';
import { useReaderCity } from './useReaderCity.ts';

export const marketItemUrl = (id: string) => `/market/${id}`;

export function MarketPage() {
  const { t } = useTranslation();
  const { filters, update, clear } = useMarketFilters();
  const readerCity = useReaderCity();
  const results = useBrowse(marketApiParams(filters, readerCity.city), readerCity.known);
  const postItem = usePostAction('marketplace');
  usePageTitle(t('market.title'));

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <div className="flex items-start justify-between gap-3 md:items-end">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{t('market.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('market.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <SaveSearchButton page="market" params={marketApiParams(filters)} />
          <Button variant="accent" onClick={postItem} data-testid="post-item">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('market.postItem')}
          </Button>
        </div>
      </div>
      <div className="mt-5">
        <MarketFilters filters={filters} update={update} clear={clear} />
      </div>
      <div id={LISTING_AREA_ID} className="mt-5 scroll-mt-24">
        <BrowseResults
          query={results}
          viewMode="grid"
          hrefFor={(listing) => marketItemUrl(listing.id)}
          texts={{
            empty: t('market.empty'),
            emptyHint: t('market.emptyHint'),
            loading: t('market.loading'),
          }}
        />
      </div>
    </section>
  );
}

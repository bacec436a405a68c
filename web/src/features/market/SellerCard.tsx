/**
 * Who sells a marketplace item (issue #40): the name they chose (never their
 * email), since when they are a member, and up to six of their other items in
 * the marketplace, each opening its own /market page.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import type { ListingCard } from '@shared/listing-query.ts';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { useReaderClock } from '../../ui/useHydrated.ts';
import { formatListingPrice } from '../listings/price.ts';

const marketItemPath = (id: string) => `/market/${id}`;

function useSellerItems(id: string) {
  return useQuery({
    queryKey: ['listings', 'seller', id],
    queryFn: () => apiFetch<ListingCard[]>(`/listings/${id}/seller`),
  });
}

export function SellerCard({ item }: { item: ListingReply }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shown = useReaderClock();
  const others = useSellerItems(item.id);
  if (!item.seller) return null;
  const name = item.seller.name ?? t('market.seller.aMember');
  return (
    <section
      aria-labelledby="market-seller"
      className="rounded-2xl border border-border bg-surface p-4"
      data-testid="seller-card"
    >
      <h2 id="market-seller" className="text-sm font-medium text-muted-foreground">
        {t('market.seller.title')}
      </h2>
      <div className="mt-2 flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
          <UserRound className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-sm text-muted-foreground">
            {t('market.seller.memberSince', {
              date: formatLongDate(shown(item.seller.member_since), language),
            })}
          </p>
        </div>
      </div>
      {others.data && others.data.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium">{t('market.seller.moreItems', { name })}</h3>
          <ul className="mt-2 divide-y divide-border" data-testid="seller-items">
            {others.data.map((other) => (
              <li key={other.id}>
                <Link
                  to={marketItemPath(other.id)}
                  className="flex items-baseline justify-between gap-3 py-2 text-sm hover:text-primary"
                >
                  <span className="min-w-0 truncate">{other.title}</span>
                  <span className="shrink-0 font-semibold text-primary">
                    {formatListingPrice(other)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * Every filter in force, one removable chip each (issue #23): remembered
 * filters come back on a bare /browse, so none may narrow the results unseen.
 * The category and subcategory show in the tabs and dropdowns instead.
 */
import type { BrowseState } from '@shared/browse-request.ts';
import { formatPrice } from '@shared/money.ts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UrlKey } from './useBrowseParams.ts';

type Chip = { key: string; label: string; clears: Partial<Record<UrlKey, null>> };

/** How many More Filters are set: the price range counts once. */
export function moreFiltersCount(state: BrowseState): number {
  return [state.min || state.max, state.hasImage, state.today].filter(Boolean).length;
}

/** The price range as read: '$100 – $500', 'From ETB 100', 'Up to €50'. */
export function priceRangeLabel(
  state: Pick<BrowseState, 'min' | 'max' | 'currency'>,
  t: (key: string, values?: Record<string, string>) => string,
): string | null {
  const money = (units: string) => formatPrice(Math.round(Number(units) * 100), state.currency);
  if (state.min && state.max)
    return t('browse.chips.priceBetween', { min: money(state.min), max: money(state.max) });
  if (state.min) return t('browse.chips.priceFrom', { min: money(state.min) });
  if (state.max) return t('browse.chips.priceUpTo', { max: money(state.max) });
  return null;
}

export function ActiveFilters({
  state,
  update,
  cityFound,
}: {
  state: BrowseState;
  update: (changes: Partial<Record<UrlKey, string | null>>) => void;
  /** False when the city asked for does not exist. */
  cityFound: boolean | null;
}) {
  const { t } = useTranslation();
  const price = priceRangeLabel(state, t);
  const candidates: (Chip | null)[] = [
    state.city
      ? {
          key: 'city',
          label:
            cityFound === false
              ? t('browse.chips.unknownCity', { city: state.city })
              : t('browse.inCity', { city: state.city }),
          clears: { city: null },
        }
      : null,
    state.q
      ? { key: 'q', label: t('browse.chips.search', { q: state.q }), clears: { q: null } }
      : null,
    price ? { key: 'price', label: price, clears: { min: null, max: null, currency: null } } : null,
    state.hasImage
      ? { key: 'image', label: t('browse.hasImage'), clears: { has_image: null } }
      : null,
    state.today ? { key: 'today', label: t('browse.postedToday'), clears: { today: null } } : null,
    state.featured
      ? { key: 'featured', label: t('browse.chips.featured'), clears: { featured: null } }
      : null,
  ];
  const chips = candidates.filter((chip): chip is Chip => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-2"
      aria-label={t('browse.chips.label')}
      data-testid="filter-chips"
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => update(chip.clears)}
            aria-label={t('browse.chips.remove', { filter: chip.label })}
            className="flex max-w-full items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 py-1.5 pl-3 pr-2 text-sm font-medium text-foreground transition-colors hover:border-primary hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="truncate">{chip.label}</span>
            <X className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

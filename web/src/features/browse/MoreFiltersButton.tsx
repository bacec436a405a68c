import type { BrowseState } from '@shared/browse-request.ts';
import { SlidersHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { moreFiltersCount } from './ActiveFilters.tsx';

/**
 * Desktop 'More Filters' with the count of its filters set: the popover's
 * trigger once it has loaded, its stand-in before (FilterBar.tsx). Props from
 * the trigger (handlers, ref, aria-expanded) pass through.
 */
export function MoreFiltersButton({
  state,
  ...props
}: { state: BrowseState } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const active = moreFiltersCount(state);
  return (
    <Button
      variant="outline"
      aria-label={moreFiltersName(t('browse.moreFilters'), active, t)}
      {...props}
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
      {t('browse.moreFilters')}
      <FilterCount count={active} />
    </Button>
  );
}

/** The More filters button's name: its label, and how many of its filters are set. */
export function moreFiltersName(
  label: string,
  count: number,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  return count > 0 ? t('browse.moreFiltersActive', { label, count }) : label;
}

/** The number of More Filters set, as a badge on the button (its name says it in words). */
export function FilterCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="more-filters-count"
      className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground"
    >
      {count}
    </span>
  );
}

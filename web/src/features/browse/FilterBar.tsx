/**
 * Desktop filters: category and subcategory dropdowns (subcategories with
 * their listing counts), a search box, More Filters and Clear All.
 */
import {
  BROWSE_TREE,
  categoryLabel,
  subcategoryLabel,
  type TopCategory,
} from '@shared/categories.ts';
import { countKey } from '@shared/listing-query.ts';
import { SlidersHorizontal } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';
import { moreFiltersCount } from './ActiveFilters.tsx';
import { TAB_ORDER } from './BrowseTabs.tsx';
import { MoreFilters } from './MoreFilters.tsx';
import type { BrowseState, useBrowseParams } from './useBrowseParams.ts';

type Props = {
  state: BrowseState;
  update: ReturnType<typeof useBrowseParams>['update'];
  clearAll: () => void;
  counts: Record<string, number>;
};

export function SearchBox({ state, update }: Pick<Props, 'state' | 'update'>) {
  const { t } = useTranslation();
  const [q, setQ] = useState(state.q);
  const id = useId();
  return (
    <search className="min-w-0 flex-1">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: q.trim() || null });
        }}
      >
        <label className="sr-only" htmlFor={id}>
          {t('browse.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('browse.searchPlaceholder')}
          className={cn(inputClass, 'h-10')}
        />
      </form>
    </search>
  );
}

export function FilterBar({ state, update, clearAll, counts }: Props) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [open, setOpen] = useState(false);
  const subs = state.category ? BROWSE_TREE[state.category] : [];
  const active = moreFiltersCount(state);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor="browse-category">
        {t('listings.fields.category')}
      </label>
      <select
        id="browse-category"
        value={state.category ?? ''}
        onChange={(event) => update({ category: (event.target.value as TopCategory) || null })}
        className={cn(inputClass, 'h-10 w-auto py-0 text-sm')}
      >
        <option value="">{t('browse.allCategories')}</option>
        {TAB_ORDER.map((key) => (
          <option key={key} value={key}>
            {categoryLabel(key, language)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="browse-sub">
        {t('listings.fields.subcategory')}
      </label>
      <select
        id="browse-sub"
        value={state.sub}
        disabled={!state.category}
        onChange={(event) => update({ sub: event.target.value || null })}
        className={cn(inputClass, 'h-10 w-auto max-w-56 py-0 text-sm')}
      >
        <option value="">{t('browse.allSubcategories')}</option>
        {subs.map((sub) => (
          <option key={sub} value={sub}>
            {subcategoryLabel(sub, language)} ({counts[countKey(state.category ?? '', sub)] ?? 0})
          </option>
        ))}
      </select>
      <SearchBox key={state.q} state={state} update={update} />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="outline"
            aria-label={moreFiltersName(t('browse.moreFilters'), active, t)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {t('browse.moreFilters')}
            <FilterCount count={active} />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-label={t('browse.moreFilters')}
            className="z-(--layer-popover) w-96 max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-4 shadow-xl"
          >
            <MoreFilters
              state={state}
              onApply={(changes) => {
                update(changes);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Button variant="ghost" onClick={clearAll}>
        {t('browse.clearAll')}
      </Button>
    </div>
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

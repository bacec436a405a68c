/**
 * Desktop filters: category and subcategory dropdowns (subcategories with
 * their listing counts), a search box, More Filters and Clear All.
 */
import type { BrowseState } from '@shared/browse-request.ts';
import {
  BROWSE_TREE,
  categoryLabel,
  subcategoryLabel,
  type TopCategory,
} from '@shared/categories.ts';
import { countKey } from '@shared/listing-query.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { deferred } from '../../ui/deferred.tsx';
import { inputClass } from '../../ui/field.tsx';
import { TAB_ORDER } from './BrowseTabs.tsx';
import { MoreFiltersButton } from './MoreFiltersButton.tsx';
import { useBrowseCounts } from './useBrowseCounts.ts';
import type { useBrowseParams } from './useBrowseParams.ts';

/** The More Filters popover, loaded after the first paint (ui/deferred.tsx); its button stands in till then. */
const MoreFiltersMenu = deferred(
  () => import('./MoreFiltersPopover.tsx').then((module) => module.MoreFiltersPopover),
  ({ state, onClick, onPointerDown }) => (
    <MoreFiltersButton state={state} onClick={onClick} onPointerDown={onPointerDown} />
  ),
);

type Props = {
  state: BrowseState;
  update: ReturnType<typeof useBrowseParams>['update'];
  clearAll: () => void;
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

export function FilterBar({ state, update, clearAll }: Props) {
  const counts = useBrowseCounts(state);
  const { t } = useTranslation();
  const { language } = usePreferences();
  const subs = state.category ? BROWSE_TREE[state.category] : [];
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
      <MoreFiltersMenu state={state} update={update} />
      <Button variant="ghost" onClick={clearAll}>
        {t('browse.clearAll')}
      </Button>
    </div>
  );
}

/** View mode (list, grid, gallery, map) and sort; both remembered. */
import { SORTS, type Sort } from '@shared/listing-query.ts';
import type { ViewMode } from '@shared/preferences.ts';
import { Grid2x2, Image, List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';

const MODES = [
  { mode: 'list', icon: List },
  { mode: 'grid', icon: Grid2x2 },
  { mode: 'gallery', icon: Image },
  { mode: 'map', icon: MapIcon },
] as const;

export function ViewControls({
  viewMode,
  onViewMode,
  sort,
  onSort,
}: {
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="browse-sort">
        {t('browse.sortLabel')}
      </label>
      <select
        id="browse-sort"
        value={sort}
        onChange={(event) => onSort(event.target.value as Sort)}
        className={cn(inputClass, 'h-10 w-auto py-0 text-sm')}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`browse.sorts.${value}`)}
          </option>
        ))}
      </select>
      <fieldset className="flex rounded-full border border-border p-0.5">
        <legend className="sr-only">{t('browse.viewMode')}</legend>
        {MODES.map(({ mode, icon: Icon }) => (
          <button
            key={mode}
            type="button"
            aria-pressed={viewMode === mode}
            aria-label={t(`browse.views.${mode}`)}
            onClick={() => onViewMode(mode)}
            className={cn(
              'flex h-9 w-9 items-center justify-center rounded-full',
              viewMode === mode ? 'bg-primary text-primary-foreground' : 'hover:bg-surface-raised',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
          </button>
        ))}
      </fieldset>
    </div>
  );
}

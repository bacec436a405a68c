/**
 * Discovery's filter row (issue #40): youngest and oldest age, and the
 * distance from the member's city. Native selects: one tap on a phone, and
 * the range can never be typed wrong. Without a city the gazetteer knows,
 * distance has nothing to measure from, and the row says so.
 */
import { MATCH_DISTANCES_KM } from '@shared/match.ts';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { type DiscoverFilters, FILTER_AGES, withAge } from './filters.ts';

const selectClass =
  'h-10 w-full rounded-xl border border-border bg-background px-2 text-sm text-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60';

const ANY = '';
const asNumber = (value: string) => (value === ANY ? null : Number(value));

/** The youngest and oldest age selects, in that order. */
const AGE_BOUNDS = [
  ['minAge', 'match.filters.youngest'],
  ['maxAge', 'match.filters.oldest'],
] as const;

type FilterSelectProps = {
  id: string;
  label: string;
  value: string | number;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** One labelled native select of the row. */
function FilterSelect({ id, label, value, disabled, onChange, children }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        className={`${selectClass} mt-1`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

type DiscoverFiltersBarProps = {
  filters: DiscoverFilters;
  /** The city distances are measured from, null when unknown; undefined while loading. */
  near: string | null | undefined;
  onChange: (filters: DiscoverFilters) => void;
};

export function DiscoverFiltersBar({ filters, near, onChange }: DiscoverFiltersBarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      data-testid="match-filters"
      className="mx-auto mb-4 max-w-md rounded-2xl border border-border bg-surface p-3 shadow-sm"
    >
      <legend className="sr-only">{t('match.filters.title')}</legend>
      <div className="grid grid-cols-3 items-end gap-2">
        {AGE_BOUNDS.map(([key, label]) => (
          <FilterSelect
            key={key}
            id={`${id}-${key === 'minAge' ? 'min' : 'max'}`}
            label={t(label)}
            value={filters[key] ?? ANY}
            onChange={(value) => onChange(withAge(filters, key, asNumber(value)))}
          >
            <option value={ANY}>{t('match.filters.anyAge')}</option>
            {FILTER_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </FilterSelect>
        ))}
        <FilterSelect
          id={`${id}-km`}
          label={t('match.filters.distance')}
          value={filters.withinKm ?? ANY}
          disabled={near === null}
          onChange={(value) => onChange({ ...filters, withinKm: asNumber(value) })}
        >
          {MATCH_DISTANCES_KM.map((km) => (
            <option key={km} value={km}>
              {t('match.filters.within', { km })}
            </option>
          ))}
          <option value={ANY}>{t('match.filters.anyDistance')}</option>
        </FilterSelect>
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        <SlidersHorizontal className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {near === null ? (
          <span>
            {t('match.filters.noCity')}{' '}
            <Link to={paths.matchOnboarding} className="font-medium text-primary underline">
              {t('match.discover.updateProfile')}
            </Link>
          </span>
        ) : near ? (
          t('match.filters.from', { city: near })
        ) : (
          // Keeps the row's height while the first reply comes.
          '\u00a0'
        )}
      </p>
    </fieldset>
  );
}

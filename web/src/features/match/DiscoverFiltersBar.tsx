/**
 * Discovery's filter row (issue #40): youngest and oldest age, and the
 * distance from the member's city. Native selects: one tap on a phone, and
 * the range can never be typed wrong. Without a city the gazetteer knows,
 * distance has nothing to measure from, and the row says so.
 */
import { MATCH_DISTANCES_KM } from '@shared/match.ts';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { type DiscoverFilters, FILTER_AGES, withAge } from './filters.ts';

const selectClass =
  'h-10 w-full rounded-xl border border-border bg-background px-2 text-sm text-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60';

const ANY = '';
const asNumber = (value: string) => (value === ANY ? null : Number(value));

export function DiscoverFiltersBar({
  filters,
  near,
  onChange,
}: {
  filters: DiscoverFilters;
  /** The city distances are measured from, null when unknown; undefined while loading. */
  near: string | null | undefined;
  onChange: (filters: DiscoverFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      data-testid="match-filters"
      className="mx-auto mb-4 max-w-md rounded-2xl border border-border bg-surface p-3 shadow-sm"
    >
      <legend className="sr-only">{t('match.filters.title')}</legend>
      <div className="grid grid-cols-3 items-end gap-2">
        <div>
          <label htmlFor={`${id}-min`} className="block text-xs font-medium text-muted-foreground">
            {t('match.filters.youngest')}
          </label>
          <select
            id={`${id}-min`}
            className={`${selectClass} mt-1`}
            value={filters.minAge ?? ANY}
            onChange={(event) => onChange(withAge(filters, 'minAge', asNumber(event.target.value)))}
          >
            <option value={ANY}>{t('match.filters.anyAge')}</option>
            {FILTER_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="block text-xs font-medium text-muted-foreground">
            {t('match.filters.oldest')}
          </label>
          <select
            id={`${id}-max`}
            className={`${selectClass} mt-1`}
            value={filters.maxAge ?? ANY}
            onChange={(event) => onChange(withAge(filters, 'maxAge', asNumber(event.target.value)))}
          >
            <option value={ANY}>{t('match.filters.anyAge')}</option>
            {FILTER_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-km`} className="block text-xs font-medium text-muted-foreground">
            {t('match.filters.distance')}
          </label>
          <select
            id={`${id}-km`}
            className={`${selectClass} mt-1`}
            value={filters.withinKm ?? ANY}
            disabled={near === null}
            onChange={(event) => onChange({ ...filters, withinKm: asNumber(event.target.value) })}
          >
            {MATCH_DISTANCES_KM.map((km) => (
              <option key={km} value={km}>
                {t('match.filters.within', { km })}
              </option>
            ))}
            <option value={ANY}>{t('match.filters.anyDistance')}</option>
          </select>
        </div>
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

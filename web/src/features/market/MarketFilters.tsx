/**
 * The marketplace filters (docs/product.md#marketplace Marketplace): search, category,
 * city, min and max price (whole units, in the chosen currency) and 'Clear
 * Filters'. On phones the search stays in view and the rest folds under a
 * 'Filters' button.
 */
import { subcategoryLabel } from '@shared/categories.ts';
import { CURRENCIES } from '@shared/constants.ts';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';
import { SearchGlyph } from '../../ui/SearchGlyph.tsx';
import { hasFilters, hasPriceBound, MARKET_CATEGORIES, wholeUnits } from './market-params.ts';
import { type useMarketFilters, useTypedFilters } from './useMarketFilters.ts';

type Props = Pick<ReturnType<typeof useMarketFilters>, 'filters' | 'update' | 'clear'>;

export function MarketFilters({ filters, update, clear }: Props) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [open, setOpen] = useState(false);
  const ids = { search: useId(), category: useId(), city: useId(), min: useId(), max: useId() };
  const currencyId = useId();
  const typed = useTypedFilters(filters, (changes) => update(changes, { typing: true }));
  const activeCount = [filters.category, filters.city, filters.min || filters.max].filter(
    Boolean,
  ).length;
  const priced = hasPriceBound(filters);

  return (
    <search aria-label={t('market.filters.label')}>
      <form
        className="rounded-3xl border border-border bg-surface p-3 shadow-sm md:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          typed.flush();
        }}
      >
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor={ids.search} className="sr-only">
              {t('market.filters.search')}
            </label>
            <SearchGlyph />
            <input
              id={ids.search}
              type="search"
              value={typed.drafts.q}
              onChange={(event) => typed.set('q', event.target.value)}
              placeholder={t('market.filters.searchPlaceholder')}
              enterKeyHint="search"
              className={cn(inputClass, 'pl-9')}
            />
          </div>
          <Button
            variant="outline"
            className="h-11 md:hidden"
            aria-expanded={open}
            aria-controls="market-filter-fields"
            onClick={() => setOpen((value) => !value)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            {t('market.filters.toggle')}
            {activeCount > 0 && (
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {activeCount}
              </span>
            )}
          </Button>
        </div>
        <div
          id="market-filter-fields"
          className={cn(
            'mt-3 grid-cols-2 gap-3 md:grid md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,0.8fr)_minmax(0,0.7fr)_auto] md:items-end',
            open ? 'grid' : 'hidden',
          )}
        >
          <Labelled id={ids.category} label={t('market.filters.category')}>
            <select
              id={ids.category}
              value={filters.category}
              onChange={(event) => update({ category: event.target.value })}
              className={inputClass}
            >
              <option value="">{t('market.filters.allCategories')}</option>
              {MARKET_CATEGORIES.map((key) => (
                <option key={key} value={key}>
                  {subcategoryLabel(key, language)}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={ids.city} label={t('market.filters.city')}>
            <input
              id={ids.city}
              value={typed.drafts.city}
              onChange={(event) => typed.set('city', event.target.value)}
              placeholder={t('market.filters.cityPlaceholder')}
              autoComplete="address-level2"
              className={inputClass}
            />
          </Labelled>
          <PriceInput
            id={ids.min}
            label={t('market.filters.minPrice', { currency: filters.currency })}
            value={typed.drafts.min}
            onChange={(value) => typed.set('min', value)}
            placeholder="0"
          />
          <PriceInput
            id={ids.max}
            label={t('market.filters.maxPrice', { currency: filters.currency })}
            value={typed.drafts.max}
            onChange={(value) => typed.set('max', value)}
            placeholder={t('market.filters.noLimit')}
          />
          <Labelled id={currencyId} label={t('market.filters.currency')}>
            <select
              id={currencyId}
              value={filters.currency}
              onChange={(event) => update({ currency: event.target.value })}
              className={inputClass}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </Labelled>
          <div className="flex items-end">
            <Button
              variant="ghost"
              className="h-11 w-full"
              onClick={clear}
              disabled={!hasFilters(filters)}
            >
              {t('market.filters.clear')}
            </Button>
          </div>
          {priced && (
            <p className="col-span-2 text-xs text-muted-foreground md:col-span-6">
              {t('market.filters.priceHint', { currency: filters.currency })}
            </p>
          )}
        </div>
      </form>
    </search>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block truncate text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

function PriceInput({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => onChange(wholeUnits(event.target.value))}
        placeholder={placeholder}
        className={inputClass}
      />
    </Labelled>
  );
}

import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { browseUrl } from '../links.ts';
import { usePreferences } from '../preferences.tsx';

/**
 * Search by city: submitting opens /browse?city=... . The suggestion list
 * (gazetteer-backed picker) replaces the plain input in the cities feature.
 */
export function CitySearchBox({
  className,
  size = 'md',
  labelKey = 'nav.citySearchLabel',
}: {
  className?: string;
  size?: 'md' | 'lg';
  /** The box's accessible name; two boxes on one page need different ones. */
  labelKey?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appState, updateAppState } = usePreferences();
  const [value, setValue] = useState(appState.city);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const city = value.trim();
    updateAppState({ city });
    navigate(city ? browseUrl({ city }) : browseUrl());
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's DOM typings; role=search is equivalent
    <form role="search" onSubmit={submit} className={cn('relative flex items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t(labelKey)}
      </label>
      <Search
        className={cn(
          'pointer-events-none absolute left-3 text-muted-foreground',
          size === 'lg' ? 'h-5 w-5' : 'h-4 w-4',
        )}
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('nav.citySearchPlaceholder')}
        autoComplete="address-level2"
        className={cn(
          'w-full rounded-full border border-border bg-surface text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40',
          size === 'lg' ? 'h-14 pl-11 pr-28 text-base shadow-lg' : 'h-10 pl-9 pr-4 text-sm',
        )}
      />
      {size === 'lg' && (
        <button
          type="submit"
          className="absolute right-2 h-10 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {t('nav.search')}
        </button>
      )}
    </form>
  );
}

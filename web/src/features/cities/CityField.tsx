/**
 * The one city input of every form (sign-up, settings, the post form): a
 * labelled combobox over the offline world-city search (useCitySearch, the
 * same gazetteer as the header's city picker). Typing keeps the typed text;
 * choosing a suggestion puts its name in the field and hands the whole result
 * (country, position) to `onChosen`. Unlike the header picker it does not
 * navigate or change the app's city.
 */
import type { CitySearchResult } from '@shared/cities.ts';
import { CITY_SEARCH_MIN_CHARS } from '@shared/constants.ts';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';
import { MANUAL_ENTRY, useCitySearch } from './useCitySearch.ts';

export function CityField({
  label,
  value,
  onChange,
  onChosen,
  onBlur,
  error,
  hint,
  required,
  disabled,
  name = 'city',
  className,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen (its name is already in the field). */
  onChosen?: (city: CitySearchResult) => void;
  /** The field lost focus with no suggestion being chosen. */
  onBlur?: () => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useCitySearch(open ? value : '');
  const id = useId();
  const listId = `${id}-list`;
  const typed = value.trim();
  // A failed search's stand-in ('Manual Entry') adds nothing to what is typed here.
  const results =
    typed.length >= CITY_SEARCH_MIN_CHARS
      ? search.results.filter((city) => city.country !== MANUAL_ENTRY)
      : [];
  const showList = open && results.length > 0;

  const choose = (city: CitySearchResult) => {
    onChange(city.name);
    setOpen(false);
    setActive(-1);
    onChosen?.(city);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const next = index + step;
        if (next >= results.length) return -1;
        return next < -1 ? results.length - 1 : next;
      });
    } else if (event.key === 'Enter' && showList && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy =
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required && (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && results[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        maxLength={120}
        disabled={disabled}
        value={value}
        placeholder={t('cities.fieldPlaceholder')}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // A suggestion's mousedown keeps the focus here, so a blur means the member moved on.
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <div
        hidden={!showList}
        className="absolute inset-x-0 top-full z-(--layer-popover) mt-1 overflow-hidden rounded-2xl border border-border bg-surface text-left shadow-xl"
      >
        <div
          id={listId}
          role="listbox"
          aria-label={t('cities.suggestions')}
          className="max-h-64 overflow-y-auto p-1"
        >
          {results.map((city, index) => (
            <div
              key={`${city.name}|${city.country}|${city.lat}|${city.lon}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(city);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm',
                index === active ? 'bg-surface-raised' : '',
              )}
            >
              <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 truncate">
                <span className="font-medium text-foreground">{city.name}</span>
                <span className="text-muted-foreground">
                  {city.region ? `, ${city.region}` : ''}, {city.country}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

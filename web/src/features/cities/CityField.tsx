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
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { inputClass } from '../../ui/field.tsx';
import { CityListbox, useCityListbox } from './CityListbox.tsx';
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
  const id = useId();
  const listId = `${id}-list`;
  const list = useCityListbox(listId);
  const { open, active } = list;
  const search = useCitySearch(open ? value : '');
  const typed = value.trim();
  // A failed search's stand-in ('Manual Entry') adds nothing to what is typed here.
  const results =
    typed.length >= CITY_SEARCH_MIN_CHARS
      ? search.results.filter((city) => city.country !== MANUAL_ENTRY)
      : [];
  const showList = open && results.length > 0;

  const choose = (city: CitySearchResult) => {
    onChange(city.name);
    list.close();
    onChosen?.(city);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && showList && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else list.onKeyDown(event, results, showList);
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
        {...list.comboboxProps(results, showList)}
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
          list.typed();
        }}
        onFocus={() => list.setOpen(true)}
        // A suggestion's mousedown keeps the focus here, so a blur means the member moved on.
        onBlur={() => {
          list.close();
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <CityListbox
        listId={listId}
        shown={showList}
        results={results}
        active={active}
        onActive={list.setActive}
        onChoose={choose}
        className="mt-1"
        listClassName="max-h-64"
      />
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

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
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass, useControl } from '../../ui/field.tsx';
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
  const control = useControl(undefined, { error, hint, required });
  const { id } = control;
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

  return (
    <FieldFrame {...{ id, label, error, hint, required }} className={cn('relative', className)}>
      <input
        {...control}
        name={name}
        type="text"
        {...list.comboboxProps(results, showList)}
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
        list={list}
        shown={showList}
        results={results}
        onChoose={choose}
        className="mt-1"
        listClassName="max-h-64"
      />
    </FieldFrame>
  );
}

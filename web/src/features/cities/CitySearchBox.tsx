/**
 * The city picker (docs/product.md#cities City picker): a combobox over the offline
 * world-city search. Choosing a city fills the box with 'name, country',
 * remembers the city and its position in the app state, says 'City changed to
 * {city}' and opens /browse for it (keeping the other browse filters when
 * already there). Enter without a chosen suggestion searches the typed text as
 * it is. The box follows the app state's city, which /browse keeps equal to the
 * city its results are for (issue #23), and a clear button empties both.
 */

import { type CitySearchResult, cityLabel } from '@shared/cities.ts';
import { CITY_SEARCH_MIN_CHARS } from '@shared/constants.ts';
import { Loader2, Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { browseUrl } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { CityListbox, useCityListbox } from './CityListbox.tsx';
import { MANUAL_ENTRY, useCitySearch } from './useCitySearch.ts';

export function CitySearchBox({
  className,
  size = 'md',
  labelKey = 'nav.citySearchLabel',
  onChosen,
  onCleared,
  defaultValue,
  announce = true,
}: {
  className?: string;
  size?: 'md' | 'lg';
  /** The box's accessible name; two boxes on one page need different ones. */
  labelKey?: string;
  /** Called with the chosen city instead of opening /browse (a page that picks its own city: chat). */
  onChosen?: (city: string) => void;
  /** Called when the city is cleared, instead of leaving /browse's city out of its address. */
  onCleared?: () => void;
  /** What the box shows at first; without it, the box follows the app state's city. */
  defaultValue?: string;
  /**
   * Whether to say 'City changed to {city}' in a toast. A page that says it
   * itself, beside the box, turns it off (issue #40: on /chat the toast covered the picker).
   */
  announce?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { appState, updateAppState } = usePreferences();
  const [value, setValue] = useState(defaultValue ?? appState.city);
  const input = useRef<HTMLInputElement>(null);
  const follows = defaultValue === undefined;
  // A city set elsewhere (another box, /browse's address, a cleared filter) shows here,
  // unless someone is typing; 'Oakland, United States' already shows 'Oakland'.
  useEffect(() => {
    if (!follows || document.activeElement === input.current) return;
    setValue((current) => (sameCity(current, appState.city) ? current : appState.city));
  }, [appState.city, follows]);
  const search = useCitySearch(value);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const list = useCityListbox(listId);
  const { open, active } = list;
  // The text last chosen (or sent): its list stays shut until the text changes,
  // whatever opens it again (a focus, a late search answer); it would cover
  // what the choice just brought (a forum's boards, /browse's results).
  const [chosenText, setChosenText] = useState<string | null>(null);
  const typed = value.trim();
  // While a new search runs, the last answer stays on screen (no flicker as one types).
  const results = typed.length >= CITY_SEARCH_MIN_CHARS ? search.results : [];
  const answered = !search.searching && search.forText === typed;
  const showList =
    open &&
    typed !== chosenText &&
    typed.length >= CITY_SEARCH_MIN_CHARS &&
    (results.length > 0 || answered);
  const countryOf = (city: CitySearchResult) =>
    city.country === MANUAL_ENTRY ? t('cities.manualEntry') : city.country;

  const choose = (city: CitySearchResult) => {
    const label = cityLabel({ ...city, country: countryOf(city) });
    setValue(label);
    setChosenText(label.trim());
    list.close();
    // A manual entry has no known position (its 0, 0 is a placeholder, not a place).
    const known = city.country !== MANUAL_ENTRY;
    updateAppState({
      city: city.name,
      cityLat: known ? city.lat : null,
      cityLon: known ? city.lon : null,
    });
    if (announce) toast.success(t('cities.changed', { city: city.name }));
    if (onChosen) onChosen(city.name);
    else browseIn(city.name);
  };

  /** /browse for a city (or every city): on /browse itself the other filters stay. */
  const browseIn = (city: string) => {
    if (location.pathname !== '/browse') {
      navigate(city ? browseUrl({ city }) : browseUrl());
      return;
    }
    const next = new URLSearchParams(location.search);
    if (city) next.set('city', city);
    else next.delete('city');
    const query = next.toString();
    navigate(query ? `/browse?${query}` : '/browse');
  };

  const clear = () => {
    setValue('');
    list.close();
    updateAppState({ city: '', cityLat: null, cityLon: null });
    if (onCleared) onCleared();
    else if (!onChosen && location.pathname === '/browse') browseIn('');
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = results[active];
    if (chosen) return choose(chosen);
    list.setOpen(false);
    setChosenText(typed);
    if (!typed && onCleared) return clear();
    updateAppState({ city: typed, cityLat: null, cityLon: null });
    if (onChosen) {
      if (typed) onChosen(typed);
    } else browseIn(typed);
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
        ref={input}
        id={inputId}
        type="text"
        {...list.comboboxProps(results, showList)}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value.trim() !== chosenText) setChosenText(null);
          list.typed();
        }}
        onFocus={() => list.setOpen(true)}
        // Later than a click on a suggestion, which must land first.
        onBlur={() => window.setTimeout(() => list.setOpen(false), 150)}
        onKeyDown={(event) => list.onKeyDown(event, results, showList)}
        placeholder={t('nav.citySearchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          'w-full rounded-full border border-border bg-surface text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40',
          size === 'lg' ? 'h-14 pl-11 pr-28 text-base shadow-lg' : 'h-10 pl-9 pr-9 text-sm',
        )}
      />
      {search.searching && size === 'md' ? (
        <Loader2
          className="absolute right-3 h-4 w-4 animate-spin text-muted-foreground"
          aria-label={t('cities.searching')}
        />
      ) : (
        follows &&
        size === 'md' &&
        value !== '' && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('cities.clear')}
            className="absolute right-1.5 flex h-7 w-7 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-raised hover:text-foreground"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )
      )}
      {size === 'lg' && (
        <button
          type="submit"
          className="absolute right-2 h-10 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {t('nav.search')}
        </button>
      )}
      <CityListbox
        list={list}
        shown={showList}
        results={results}
        onChoose={choose}
        countryOf={countryOf}
        className="mt-2"
        listClassName="max-h-80"
      >
        {results.length === 0 && (
          <p className="px-4 py-3 text-sm text-muted-foreground">
            {t('cities.noResults', { text: typed })}
          </p>
        )}
      </CityListbox>
    </form>
  );
}

/** Whether two texts name the same city: 'Oakland, United States' and 'oakland' do. */
function sameCity(a: string, b: string) {
  const name = (text: string) => (text.split(',')[0] ?? '').trim().toLowerCase();
  return name(a) === name(b);
}

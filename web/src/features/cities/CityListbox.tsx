/**
 * What the two city comboboxes (CityField in forms, CitySearchBox in the
 * header and pages) share: the suggestion list's open state and active
 * option, its keys (arrows move, wrapping through the typed text, Escape
 * closes) and the list itself. Each box keeps its own input, its Enter and
 * what choosing a city does.
 */
import type { CitySearchResult } from '@shared/cities.ts';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';

export function useCityListbox(listId: string) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return {
    listId,
    open,
    setOpen,
    active,
    setActive,
    close,
    /** Typing opens the list with nothing active (-1 is the typed text itself). */
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    /** The input's combobox attributes for the list as shown. */
    comboboxProps: (results: CitySearchResult[], showList: boolean) => ({
      role: 'combobox' as const,
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': active >= 0 && results[active] ? `${listId}-${active}` : undefined,
    }),
    /** Arrows and Escape; other keys are left to the box. */
    onKeyDown: (
      event: KeyboardEvent<HTMLInputElement>,
      results: CitySearchResult[],
      showList: boolean,
    ) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (results.length === 0) return;
        event.preventDefault();
        if (!showList) {
          // A closed list opens first, without moving.
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the typed text itself; the list wraps around through it.
        setActive((index) => {
          const next = index + step;
          if (next >= results.length) return -1;
          return next < -1 ? results.length - 1 : next;
        });
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
      }
    },
  };
}

type CityListboxState = ReturnType<typeof useCityListbox>;

/** The suggestions under a city box; `children` follow the list (e.g. 'No results'). */
export function CityListbox({
  list: { listId, active, setActive },
  shown,
  results,
  onChoose,
  countryOf = (city) => city.country,
  className,
  listClassName,
  children,
}: {
  /** The box's useCityListbox: the list's id and its active option. */
  list: Pick<CityListboxState, 'listId' | 'active' | 'setActive'>;
  shown: boolean;
  results: CitySearchResult[];
  onChoose: (city: CitySearchResult) => void;
  /** The country as shown (a search's fallback names its own in the reader's language). */
  countryOf?: (city: CitySearchResult) => string;
  className: string;
  listClassName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      hidden={!shown}
      className={cn(
        'absolute inset-x-0 top-full z-(--layer-popover) overflow-hidden rounded-2xl border border-border bg-surface text-left shadow-xl',
        className,
      )}
    >
      <div
        id={listId}
        role="listbox"
        aria-label={t('cities.suggestions')}
        className={cn('overflow-y-auto p-1', listClassName)}
      >
        {results.map((city, index) => (
          <div
            key={`${city.name}|${city.country}|${city.lat}|${city.lon}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: it lands before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(city);
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
                {city.region ? `, ${city.region}` : ''}, {countryOf(city)}
              </span>
            </span>
          </div>
        ))}
      </div>
      {children}
    </div>
  );
}

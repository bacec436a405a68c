/**
 * A home row's sideways list (issue #23): swiped on phones, and on desktop
 * two round arrow buttons scroll it by most of its width. Each arrow shows
 * only when there is more to see that way.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { useInTurn } from '../../ui/useInTurn.ts';
import { usePhoneLayout } from '../../ui/useMediaQuery.ts';
import { useNearViewport } from '../../ui/useNearViewport.ts';

/**
 * A row's cards while they load or wait to come near: four cards' room, about
 * a card's height (a 4:3 photo and three lines), so little moves when they come.
 * Hidden from screen readers: the row's heading and link stand for it meanwhile.
 */
export const rowPlaceholders = Array.from({ length: 4 }, (_, index) => (
  <li
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    key={index}
    aria-hidden="true"
    className="h-[308px] w-56 shrink-0 animate-pulse rounded-2xl bg-surface-raised md:h-[332px] md:w-64"
  />
));

/**
 * `[ref, show]` for a home row: put `ref` on the row; `show` turns true once its
 * data is `ready` and the row is near the viewport, in a task of the row's own
 * (rows that come near together do not make one long task; useInTurn).
 */
export function useRowTurn(turn: number, ready: boolean) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return [ref, useInTurn(turn, ready && near, 0)] as const;
}

/** The share of the row's width one click scrolls. */
const STEP = 0.85;

export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [room, setRoom] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    // A pixel of slack: fractional widths never quite reach the end.
    const back = el.scrollLeft > 1;
    const forward = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    // The same answer keeps the same state: the effect below measures after
    // every render, and a new object each time would render again forever
    // (starving lazy parts of the page, such as dialogs and maps, of their retry).
    setRoom((was) => (was.back === back && was.forward === forward ? was : { back, forward }));
  }, []);

  // The arrows are for wide screens (md:flex); a phone swipes. Measuring
  // forces a layout of the page whenever a row has just changed: on a phone
  // that was a third of the home page's start (issue #20).
  const wide = !usePhoneLayout();

  // After every render: the row's items may have changed. The observer
  // measures once laid out (it reports every element it starts to observe).
  useEffect(() => {
    const el = list.current;
    if (!el || !wide) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  });

  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * STEP, behavior: reduce ? 'auto' : 'smooth' });
  };

  const arrow = (direction: 1 | -1) => {
    const shown = direction === 1 ? room.forward : room.back;
    const Icon = direction === 1 ? ChevronRight : ChevronLeft;
    return (
      <button
        type="button"
        hidden={!shown}
        onClick={() => scroll(direction)}
        aria-label={t(direction === 1 ? 'home.scrollForward' : 'home.scrollBack', { row: label })}
        className={cn(
          'absolute top-1/2 z-(--layer-raised) hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface text-foreground shadow-lg transition hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          shown && 'md:flex',
          direction === 1 ? '-right-4' : '-left-4',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </button>
    );
  };

  return (
    <div className="relative">
      <ul
        ref={list}
        onScroll={wide ? measure : undefined}
        className="-mx-4 flex snap-x gap-3 overflow-x-auto scroll-smooth px-4 pb-2 md:mx-0 md:px-0"
      >
        {children}
      </ul>
      {/* Not made on a phone, which swipes: two buttons and icons a row, seven rows. */}
      {wide && arrow(-1)}
      {wide && arrow(1)}
    </div>
  );
}

/**
 * Parts of a long page made when the reader comes near them (issue #20). The
 * home page's rows below the first screen and the maps cost a phone's start a
 * task each of a few hundred milliseconds (their elements, their images'
 * requests, their layout), for content the reader may never scroll to. A part
 * built on this hook shows a light placeholder of its size until it is about
 * a screen's scroll away (the rows), or in view (the maps: `ahead` 0, see
 * LazyMaps.tsx). (Browse's cards, a list that grows at its end, watch their
 * end in BrowseResults.)
 *
 * Until the reader first scrolls, a part is made only once it is in view: the
 * page's load keeps the main thread for what the reader sees and does (the
 * home page's first row, just below a phone's first screen, was two tasks of
 * 50-100 ms while the page loaded; Lighthouse's blocking time on / fell by a
 * fifth without it). The first scroll, by touch, wheel, keys or a restored
 * position, widens every watch to `ahead`, so rows are made before they show.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from './lazy.ts';
import { useReaderScrolled } from './useReaderScrolled.ts';

/** How far below (or above) the viewport a part starts: about a screen's scroll ahead. */
export const AHEAD = '400px';

/**
 * `[ref, near]`: put `ref` on the part's element (or its placeholder); `near`
 * turns true once that element comes within `ahead` of the viewport, and
 * stays true. `afterIdle` starts watching only once the page is idle (a part
 * that loads a heavy library, such as a map, lets the page's own start go
 * first). Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<E extends Element>({
  ahead = AHEAD,
  afterIdle = false,
}: {
  ahead?: string;
  afterIdle?: boolean;
} = {}) {
  // State, not a ref object: the element may mount after the first render
  // (a row that waits for its data), and watching must start then.
  const [element, ref] = useState<E | null>(null);
  const [near, setNear] = useState(false);
  const scrolled = useReaderScrolled();
  const margin = scrolled ? ahead : '0px';
  useEffect(() => {
    if (near || !element) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') return setNear(true);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    };
    const cancelIdle: () => void = afterIdle ? whenIdle(watch) : () => undefined;
    if (!afterIdle) watch();
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [near, element, margin, afterIdle]);
  return [ref, near] as const;
}

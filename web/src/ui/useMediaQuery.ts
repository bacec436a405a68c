import { MOBILE_BREAKPOINT_PX } from '@shared/constants.ts';
import { useSyncExternalStore } from 'react';

/** A phone's width: below the layouts' mobile breakpoint. */
export const PHONE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * One MediaQueryList per query, kept: the browser keeps its `matches` current.
 * A snapshot is read on every render of every user (a home page's first
 * render read one a hundred times), and `window.matchMedia` parses the query
 * and builds a new list each time it is called.
 */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

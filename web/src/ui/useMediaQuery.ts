import { MOBILE_BREAKPOINT_PX } from '@shared/constants.ts';
import { createContext, use, useSyncExternalStore } from 'react';

/** A phone's width: below the layouts' mobile breakpoint. */
export const PHONE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * The phone query's MediaQueryList, kept: the browser keeps its `matches`
 * current. A snapshot is read on every render of every user (a home page's
 * first render read one a hundred times), and `window.matchMedia` parses the
 * query and builds a new list each time it is called. Null where there is no
 * matchMedia (jsdom); a new matchMedia (a test's stand-in) gets its own list.
 */
let phone: { matchMedia: Window['matchMedia']; list: MediaQueryList } | null = null;

function phoneList(): MediaQueryList | null {
  const matchMedia = typeof window === 'undefined' ? undefined : window.matchMedia;
  if (!matchMedia) return null;
  if (phone?.matchMedia !== matchMedia)
    phone = { matchMedia, list: matchMedia.call(window, PHONE_MEDIA) };
  return phone.list;
}

/**
 * Whether the server drew the page for a phone (from the request's client
 * hints or user agent, entry-server.tsx). The browser's first render of that
 * page says the same, so it matches the HTML; the window's real width
 * follows at once.
 */
export const ServerPhoneLayout = createContext(false);

/** Whether the window is phone-wide now (PHONE_MEDIA), kept current as it changes. */
export function usePhoneLayout(): boolean {
  const drawnForPhone = use(ServerPhoneLayout);
  return useSyncExternalStore(
    (onChange) => {
      const list = phoneList();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => phoneList()?.matches ?? false,
    () => drawnForPhone,
  );
}

/**
 * Whether the page is the browser's own: false while the server draws it and
 * while the browser takes the server's HTML over (hydration), true from the
 * render right after, and at once for a page the browser draws alone.
 *
 * What only the browser knows (its clock's time zone) is drawn from then on;
 * until then, what the server can draw the same way (entry-server.tsx).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A date as the reader's clock shows it, once the page is the browser's; until
 * then as a UTC clock shows it, so that the server (whatever its zone) and the
 * browser's first render write the same day and hour.
 */
export function useReaderClock(): (date: Date | string) => Date {
  const hydrated = useHydrated();
  return (date) => {
    const d = new Date(date);
    return hydrated ? d : new Date(d.getTime() + d.getTimezoneOffset() * 60_000);
  };
}

/**
 * Parts of the shell that only open on a click (post panel, sign-in and donate
 * dialogs) are their own chunks (issue #20): the first paint does not wait for
 * them, and they load while the browser is idle afterwards, so a click still
 * finds them ready.
 */
import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export, fetched soon after the page is idle. */
// biome-ignore lint/suspicious/noExplicitAny: any props; the export keeps its own props type
export function lazyWhenIdle<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  if (typeof window !== 'undefined') {
    const start = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
    else setTimeout(start, 2000);
  }
  return lazy<M[K]>(async () => ({ default: (await load())[name] }));
}

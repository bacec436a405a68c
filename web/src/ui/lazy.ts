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
  whenIdle(() => void load().catch(() => undefined));
  return lazy<M[K]>(async () => ({ default: (await load())[name] }));
}

/** Runs `run` once the browser is idle (at most 4 s later); returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}

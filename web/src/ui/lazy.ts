/**
 * Parts of the shell that only open on a click (post panel, sign-in and donate
 * dialogs) are their own chunks (issue #20): the first paint does not wait for
 * them. Their code is fetched, not run, when the browser is idle after the
 * page's start (later-code.ts; the build finds every `lazyPart` and `deferred`
 * import, web/later-code.ts), so the first click runs it from the cache.
 */
import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a named export. Its first argument stays an arrow that imports
 * a path (no variable, no `.then`): the build reads that shape to list the
 * part's files for the idle fetch.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props; the export keeps its own props type
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy<M[K]>(async () => ({ default: (await load())[name] }));
}

/**
 * Runs `run` once the browser is idle (at most 4 s later); returns a cancel
 * function. Where there is no idle callback (Safari), after `fallbackMs`.
 */
export function whenIdle(run: () => void, fallbackMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, fallbackMs);
  return () => clearTimeout(handle);
}

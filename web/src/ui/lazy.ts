/**
 * Parts of the shell that only open on a click (post panel, sign-in and donate
 * dialogs) are their own chunks (issue #20): the first paint does not wait for
 * them. Their code is fetched, not run, when the browser is idle after the
 * page's start (later-code.ts; the build finds every `lazyPart` and `deferred`
 * import, web/later-code.ts), so the first click runs it from the cache.
 */
import { type ComponentType, createElement, lazy } from 'react';

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

/**
 * A named export loaded on first use, like `lazyPart`, that draws at once,
 * without suspending, once its module has come (`load()` resolved). The server
 * loads a page's modules before it draws the page, and the browser before it
 * takes over a page the server drew (main.tsx): both then draw the same HTML.
 * Until loaded, it suspends as React.lazy does.
 */
export function loadable<P extends object, K extends string, M extends Record<K, ComponentType<P>>>(
  load: () => Promise<M>,
  name: K,
) {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module[name];
    return module;
  };
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await loadAndKeep())[name] }));
  // Made once, where the module is loaded (as React.lazy's components are), never in a render.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy
  function Loadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Loadable, { load: loadAndKeep });
}

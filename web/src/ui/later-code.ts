/**
 * Fetches the code of the parts that open only when used (dialogs, menus, the
 * post panel, toasts) once the page is idle, without running it (issue #20).
 * The build names the chunks in a `<meta name="later-code">` (web/later-code.ts);
 * each becomes a prefetch, a download into the browser's cache with no work on
 * the page's thread. A part's import on first use then finds its code there and
 * only runs it: no wait on the network, and no long task of every part's set-up
 * while the reader starts to scroll.
 *
 * Starting a download is itself some work on the page's thread (more under
 * DevTools, which records each request's initiator): one link goes in per
 * idle period, not all in one task. In Lighthouse's runs 48 at once made a
 * task of 60 to 110 ms, and four at a time tasks of up to 35 ms, counted at
 * four times that by its simulation.
 */
import { whenIdle } from './lazy.ts';

/** The chunks the page names, as their paths. */
export function laterCodeFiles(doc: Document = document): string[] {
  const names = doc.querySelector('meta[name="later-code"]')?.getAttribute('content') ?? '';
  return names
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `/assets/${name}.js`);
}

function prefetchFile(href: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  // As a module import asks for it (CORS, same-origin credentials): one cache entry.
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/** Prefetches the page's later code over idle periods, a file in each. */
export function prefetchLaterCodeWhenIdle(doc: Document = document): void {
  const files = laterCodeFiles(doc);
  if (typeof window === 'undefined' || files.length === 0) return;
  const next = () => {
    const file = files.shift();
    if (file) prefetchFile(file, doc);
    if (files.length > 0) whenIdle(next, 50);
  };
  whenIdle(next, 50);
}

/**
 * Fetches the code of the parts that open only when used (dialogs, menus, the
 * post panel, toasts) once the page is idle, without running it (issue #20).
 * The build names the chunks in a `<meta name="later-code">` (web/later-code.ts);
 * each becomes a prefetch, a download into the browser's cache with no work on
 * the page's thread. A part's import on first use then finds its code there and
 * only runs it: no wait on the network, and no long task of every part's set-up
 * while the reader starts to scroll.
 */
import { whenIdle } from './lazy.ts';

export function prefetchLaterCode(doc: Document = document): void {
  const names = doc.querySelector('meta[name="later-code"]')?.getAttribute('content') ?? '';
  for (const name of names.split(/\s+/).filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    // As a module import asks for it (CORS, same-origin credentials): one cache entry.
    link.crossOrigin = 'anonymous';
    link.href = `/assets/${name}.js`;
    doc.head.append(link);
  }
}

/** Once, when the browser is first idle after the page's start. */
export function prefetchLaterCodeWhenIdle(): void {
  whenIdle(() => prefetchLaterCode());
}

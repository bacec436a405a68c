/**
 * Starts loading a page's chunk when the pointer rests on a link to it, or it
 * gets keyboard focus or a touch (issue #20), so the click finds the page
 * ready. Calls the route's own `lazy` (the browser caches the module, so the
 * router's later call costs nothing).
 */
import { matchRoutes, type RouteObject } from 'react-router';

const started = new Set<string>();

function prefetchFor(routes: RouteObject[], event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
  const href = link?.getAttribute('href');
  if (!href || started.has(href)) return;
  started.add(href);
  for (const match of matchRoutes(routes, href) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => started.delete(href));
  }
}

export function prefetchPagesOnIntent(routes: RouteObject[]) {
  const listener = (event: Event) => prefetchFor(routes, event);
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, listener, { passive: true, capture: true });
  }
}

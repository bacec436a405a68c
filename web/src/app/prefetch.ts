/**
 * Starts loading a page's chunk when the pointer rests on a link to it, or it
 * gets keyboard focus or a touch (issue #20), so the click finds the page
 * ready. Calls the route's own loader (routes.tsx `handle.prefetch`; the browser
 * caches the module, so rendering the page later costs nothing more).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from './routes.tsx';

const started = new Set<string>();

function prefetchFor(routes: RouteObject[], event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
  const href = link?.getAttribute('href');
  if (!href || started.has(href)) return;
  started.add(href);
  for (const match of matchRoutes(routes, href) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    if (handle?.prefetch) void handle.prefetch().catch(() => started.delete(href));
  }
}

export function prefetchPagesOnIntent(routes: RouteObject[]) {
  const listener = (event: Event) => prefetchFor(routes, event);
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, listener, { passive: true, capture: true });
  }
}

/**
 * The whole app, as the server draws it (entry-server.tsx, in a StaticRouter)
 * and as the browser runs it (main.tsx, in a BrowserRouter): one tree, so the
 * browser's first render of a page the server drew matches its HTML.
 */
import { type ReactNode, StrictMode } from 'react';
import { useRoutes } from 'react-router';
import { type AppSeed, Providers } from './providers.tsx';
import { routes } from './routes.tsx';

/**
 * The router in its declarative mode: the app loads no data through routes, and
 * the data mode adds about 18 kB gzip to every first visit. Render errors and
 * scroll positions are handled by RouteErrorBoundary and ScrollRestoration; a
 * page whose chunk is loading shows its skeleton (PageSuspense.tsx).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** `router`: the router around the routes (BrowserRouter or StaticRouter). */
export function App({ seed, children }: { seed: AppSeed; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers seed={seed}>{children}</Providers>
    </StrictMode>
  );
}

// First: zod's browser settings are made before any module could parse (zod-settings.ts).
import './zod-settings.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { keyFirstEntry } from './app/history-entries.ts';
import { applyToDocument, readStoredPreferences } from './app/preferences.tsx';
import { prefetchPagesOnIntent } from './app/prefetch.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { initI18n } from './i18n/index.ts';
import { prefetchLaterCodeWhenIdle } from './ui/later-code.ts';
import './styles.css';

const stored = readStoredPreferences();
applyToDocument(stored.language, stored.theme);

prefetchPagesOnIntent(routes);
prefetchLaterCodeWhenIdle();
/**
 * The router in its declarative mode: the app loads no data through routes, and
 * the data mode adds about 18 kB gzip to every first visit (issue #20). Render
 * errors and scroll positions are handled by RouteErrorBoundary and
 * ScrollRestoration; a page whose chunk is loading shows its skeleton
 * (PageSuspense.tsx).
 */
function AppRoutes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the router reads it: scroll positions are kept per entry's key.
keyFirstEntry();
const renderApp = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        {/* A navigation shows the new page's skeleton at once while its code comes
            (PageSuspense.tsx), rather than the router's default transition, which
            leaves the old page up with no sign that the tap was taken. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
// English is bundled: ready at once. Tigrinya is fetched first (its own chunk),
// so a Tigrinya visitor never sees the English text flash by. The first render
// is a task of its own, after the one that ran the modules: two shorter tasks
// instead of one long one, input handled between them (issue #20).
void initI18n(stored.language).finally(() => setTimeout(renderApp, 0));

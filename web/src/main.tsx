import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyToDocument, readStoredPreferences } from './app/preferences.tsx';
import { prefetchPagesOnIntent } from './app/prefetch.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { initI18n } from './i18n/index.ts';
import './styles.css';

const stored = readStoredPreferences();
applyToDocument(stored.language, stored.theme);

const router = createBrowserRouter(routes);
prefetchPagesOnIntent(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled: ready at once. Tigrinya is fetched first (its own chunk),
// so a Tigrinya visitor never sees the English text flash by.
void initI18n(stored.language).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

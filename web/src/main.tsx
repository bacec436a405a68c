// First: zod's browser settings are made before any module could parse (zod-settings.ts).
import './zod-settings.ts';
import { hydrate } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { App, AppRoutes } from './app/App.tsx';
import { readBootData } from './app/boot.ts';
import { notePartTakenOver, noteTypedText } from './app/early-taps.ts';
import { keyFirstEntry } from './app/history-entries.ts';
import { applyToDocument, readStoredPreferences } from './app/preferences.tsx';
import { prefetchPagesOnIntent } from './app/prefetch.ts';
import { type AppSeed, createQueryClient } from './app/providers.tsx';
import { type PageHandle, routes } from './app/routes.tsx';
import { seedSession } from './features/auth/session.ts';
import { i18n, initI18n } from './i18n/index.ts';
import { prefetchLaterCodeWhenIdle } from './ui/later-code.ts';
import './styles.css';

// The page as the server drew it, when it did (entry-server.tsx).
const boot = readBootData();
const stored = readStoredPreferences();
applyToDocument(stored.language, stored.theme);

prefetchPagesOnIntent(routes);
prefetchLaterCodeWhenIdle();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient(
  new Map(boot?.queries.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt])),
);
if (boot) {
  hydrate(queryClient, boot.queries);
  seedSession(boot.user);
}
const seed: AppSeed = {
  preferences: boot?.preferences ?? stored,
  i18n,
  queryClient,
  session: boot ? { user: boot.user, isPending: false } : null,
  phone: boot?.phone ?? false,
};

// Before the router reads it: scroll positions are kept per entry's key.
keyFirstEntry();
/** The shell is live after the root's first commit; the page says so itself (PageSuspense.tsx). */
function ShellTakenOver() {
  useEffect(() => notePartTakenOver('shell'), []);
  return null;
}

const app = (
  <App seed={seed}>
    {/* A navigation shows the new page's skeleton at once while its code comes
        (PageSuspense.tsx), rather than the router's default transition, which
        leaves the old page up with no sign that the tap was taken. */}
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
    {/* Last: its effect runs after every other of the first render. */}
    <ShellTakenOver />
  </App>
);

/** The modules of the page at this address (the server drew them; so must the first render). */
function loadPageModules(): Promise<unknown> {
  const matches = matchRoutes(routes, window.location) ?? [];
  return Promise.allSettled(
    matches.map((match) => (match.route.handle as PageHandle | undefined)?.prefetch?.()),
  );
}

async function start() {
  // Tigrinya's strings are fetched first (their own chunk, named in the head
  // of a page drawn in Tigrinya), so a Tigrinya visitor never sees English.
  await initI18n(seed.preferences.language);
  if (boot) {
    // The server's HTML stays on screen meanwhile, and a tap on it is held
    // (index.html) until the app has taken it over whole (early-taps.ts).
    // The page's modules are named in its head: this is their download.
    await loadPageModules();
    noteTypedText(root as HTMLElement);
    hydrateRoot(root as HTMLElement, app, {
      onRecoverableError: (error) => console.error('hydration', error),
    });
  } else {
    // A task of its own after the one that ran the modules: two shorter tasks.
    setTimeout(() => createRoot(root as HTMLElement).render(app), 0);
  }
}
void start();

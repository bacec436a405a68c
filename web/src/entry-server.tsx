/**
 * The server's drawing of a page (server/platform/server-render.ts calls
 * `render`): the first screen comes as HTML, in the visitor's language,
 * theme and city, with the reads it shows, and the browser takes it over
 * (main.tsx, hydration) instead of drawing it again. A first visit paints
 * text and photos before any script has run, and a listing's content is in
 * the HTML for search engines and link previews (issue #38).
 *
 * The page's reads are found by drawing it: each read a component asks for
 * lands in the query cache; those the page would start are answered through
 * the server's own API in-process (the same routes and checks as over HTTP:
 * the server sets the transport, `setApiTransport`, to its app as the visitor),
 * and the page is drawn again with them, until no new read appears (a read
 * that needs another's answer). The last drawing is streamed by React's
 * renderer. A read that failed is left out: the browser's first render shows
 * it loading, as the server's did, and asks for it itself.
 */
import {
  acceptedLanguages,
  DEFAULT_PREFERENCES,
  preferencesFromCookies,
  preferredLanguage,
} from '@shared/preferences.ts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';

export { setApiTransport } from './app/api.ts';

import { App, AppRoutes } from './app/App.tsx';
import { bootDataScript } from './app/boot.ts';
import type { AppSeed } from './app/providers.tsx';
import { type PageHandle, routes } from './app/routes.tsx';
import type { SessionUser } from './features/auth/session.ts';
import { serverI18n } from './i18n/server.ts';

export type RenderRequest = {
  /** The page's path and query string. */
  url: string;
  headers: Headers;
  /** Who asked (the server read the session), or null signed out. */
  user: SessionUser | null;
  /** The nonce of this answer's Content-Security-Policy, for React's own inline scripts. */
  nonce: string;
  /** Whether to draw the phone layout (shared/phone-request.ts). */
  phone: boolean;
};

export type RenderResult = {
  /** 404 for an address no page has. */
  status: number;
  language: string;
  theme: string;
  /** The app's HTML, streamed: the content of #root. */
  body: ReadableStream<Uint8Array>;
  /** The script element with what the browser's first render needs (app/boot.ts). */
  bootData: string;
};

/** Drawings to find reads that wait on other reads; three covers the app's deepest chain. */
const MAX_PASSES = 3;

function serverQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // One try: a failed read is left to the browser. Never stale: a drawing
      // must not say a read is under way (aria-busy, spinners) where the
      // browser's first render, with the answer fresh (providers.tsx), says not.
      queries: {
        retry: false,
        gcTime: Number.POSITIVE_INFINITY,
        staleTime: Number.POSITIVE_INFINITY,
      },
    },
  });
}

/** The reads a drawing asked for that nobody has started, and that would start (enabled). */
function readsToStart(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

async function drawAndDiscard(app: ReactNode) {
  const stream = await renderToReadableStream(app, { onError: () => undefined });
  await stream.allReady;
  await stream.cancel();
}

/** The page at `url`, or null when the server leaves it to the browser (routes.tsx `drawnOnServer`). */
export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const matches = matchRoutes(routes, request.url) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf || !(leaf.handle as PageHandle | undefined)?.drawnOnServer) return null;
  // No choice made yet: the browser's languages decide, as main.tsx's do (no hydration mismatch).
  const preferences = preferencesFromCookies(request.headers.get('cookie')) ?? {
    ...DEFAULT_PREFERENCES,
    language: preferredLanguage(acceptedLanguages(request.headers.get('accept-language'))),
  };
  const queryClient = serverQueryClient();
  const seed: AppSeed = {
    preferences,
    i18n: serverI18n(preferences.language),
    queryClient,
    session: { user: request.user, isPending: false },
    phone: request.phone,
  };
  await Promise.all(
    matches.map((match) => (match.route.handle as PageHandle | undefined)?.prefetch?.()),
  );
  const app = (
    <App seed={seed}>
      <StaticRouter location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </App>
  );

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    await drawAndDiscard(app);
    const reads = readsToStart(queryClient);
    if (reads.length === 0) break;
    await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
  }
  // What failed (or never finished) is drawn loading, as the browser will draw it.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const body = await renderToReadableStream(app, {
    nonce: request.nonce,
    // Every read is answered by now: a page comes whole, not as parts revealed
    // by inline scripts (React outlines a boundary larger than this by default).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error('server render', error),
  });
  const notFound = leaf.path === '*';
  return {
    status: notFound ? 404 : 200,
    language: preferences.language,
    theme: preferences.theme,
    body,
    bootData: bootDataScript({
      preferences,
      user: request.user,
      phone: seed.phone,
      queries: dehydrate(queryClient),
    }),
  };
}

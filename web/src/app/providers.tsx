import type { StoredPreferences } from '@shared/preferences.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServerSession, type SessionState } from '../features/auth/session.ts';
import { DonationProvider } from '../features/donations/DonationProvider.tsx';
import { i18n } from '../i18n/index.ts';
import { lazyPart } from '../ui/lazy.ts';
import { onToastWanted } from '../ui/toast.ts';
import { ServerPhoneLayout } from '../ui/useMediaQuery.ts';
import { PreferencesProvider, readStoredPreferences } from './preferences.tsx';

/** How long an answer that came with a drawn page counts as fresh: not read again as the page mounts. */
export const SERVED_FRESH_MS = 30_000;

/**
 * Query cache rules of docs/product.md#errors-and-limits: 3 retries, backoff capped at 30 s, gc
 * after 5 min. `served`: the answers the server drew the page with (query
 * hash, time of the answer): fresh for SERVED_FRESH_MS, where other answers
 * are stale at once, so the page's first render does not ask for them again.
 */
export function createQueryClient(served: ReadonlyMap<string, number> = new Map()) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        staleTime: (query) =>
          served.get(query.queryHash) === query.state.dataUpdatedAt ? SERVED_FRESH_MS : 0,
      },
    },
  });
}

/**
 * The Toaster (and sonner) are made with the first toast (ui/toast.ts), their
 * code fetched beforehand when the browser is idle (ui/later-code.ts). Made
 * earlier, sonner's stylesheet restyled the whole page just after its start,
 * one of the longest tasks on a phone (issue #20).
 */
const ThemedToaster = lazyPart(() => import('../ui/Toaster.tsx'), 'ThemedToaster');

function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return onToastWanted(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}

/**
 * What a page is drawn with. On the server (entry-server.tsx) and in the
 * browser's first render of a page the server drew (main.tsx), the same
 * values, so that render matches the HTML: the visitor's preferences, the
 * translator in their language, the reads already answered, who is signed in
 * and whether the layout is a phone's. `session` and `phone` are null when
 * the page was not drawn by the server.
 */
export type AppSeed = {
  preferences: StoredPreferences;
  i18n: I18n;
  queryClient: QueryClient;
  session: SessionState | null;
  phone: boolean;
};

/** A page drawn in the browser alone (no server HTML to match): development, tests. */
export function browserSeed(preferences: StoredPreferences = readStoredPreferences()): AppSeed {
  return { preferences, i18n, queryClient: createQueryClient(), session: null, phone: false };
}

export function Providers({ seed, children }: { seed: AppSeed; children: ReactNode }) {
  return (
    <I18nextProvider i18n={seed.i18n}>
      <ServerSession value={seed.session}>
        <ServerPhoneLayout value={seed.phone}>
          <PreferencesProvider initial={seed.preferences}>
            <QueryClientProvider client={seed.queryClient}>
              <DonationProvider>{children}</DonationProvider>
              <LazyToaster />
            </QueryClientProvider>
          </PreferencesProvider>
        </ServerPhoneLayout>
      </ServerSession>
    </I18nextProvider>
  );
}

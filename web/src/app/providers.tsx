import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { DonationProvider } from '../features/donations/DonationProvider.tsx';
import { lazyPart } from '../ui/lazy.ts';
import { onToastWanted } from '../ui/toast.ts';
import { PreferencesProvider } from './preferences.tsx';

/** Query cache rules of spec core §9: 3 retries, backoff capped at 30 s, gc after 5 min. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PreferencesProvider>
      <QueryClientProvider client={queryClient}>
        <DonationProvider>{children}</DonationProvider>
        <LazyToaster />
      </QueryClientProvider>
    </PreferencesProvider>
  );
}

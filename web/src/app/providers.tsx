import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { DonationProvider } from '../features/donations/DonationProvider.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { PreferencesProvider, usePreferences } from './preferences.tsx';

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
 * Toasts where they cover nothing the member needs (issue #23): on phones at the
 * bottom, above the bottom bar; on wider screens at the top, under the 64 px header.
 */
function ThemedToaster() {
  const { theme } = usePreferences();
  const phone = useMediaQuery('(max-width: 767px)');
  return (
    <Toaster
      theme={theme}
      position={phone ? 'bottom-center' : 'top-center'}
      offset={{ top: 76, bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
      mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))', left: 12, right: 12 }}
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <PreferencesProvider>
      <QueryClientProvider client={queryClient}>
        <DonationProvider>{children}</DonationProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </PreferencesProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { DonationProvider } from '../features/donations/DonationProvider.tsx';
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

function ThemedToaster() {
  const { theme } = usePreferences();
  return (
    <Toaster
      theme={theme}
      position="top-center"
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

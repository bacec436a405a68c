// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFavoriteIds, useToggleFavorite } from './queries.ts';

vi.mock('../auth/session.ts', () => ({
  useCurrentUser: () => ({ user: { id: 'u1' }, isPending: false }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A server whose first GET /favorites/ids is slow: it read the saved ids before
 * the save below committed, and answers only after the save has.
 */
function slowFirstRead() {
  const saved = new Set<string>();
  let releaseFirst: () => void = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let reads = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/favorites/ids') {
      reads++;
      const answer = JSON.stringify([...saved]);
      if (reads === 1) await firstHeld;
      return new Response(answer, { status: 200 });
    }
    const id = url.split('/').pop() as string;
    if (method === 'PUT') saved.add(id);
    if (method === 'DELETE') saved.delete(id);
    releaseFirst();
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetch);
}

function renderFavorites() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ ids: useFavoriteIds(), toggle: useToggleFavorite() }), { wrapper });
}

describe('saving a favourite', () => {
  it('shows it saved even when the first read of the saved ids was still on its way', async () => {
    slowFirstRead();
    const { result } = renderFavorites();
    // The ids are still loading when the member taps the heart.
    expect(result.current.ids.data).toBeUndefined();
    await act(() => result.current.toggle.mutateAsync({ id: 'l1', saved: true }));
    await waitFor(() => expect(result.current.ids.data?.has('l1')).toBe(true));
  });

  it('shows it removed once the server has removed it', async () => {
    slowFirstRead();
    const { result } = renderFavorites();
    await act(() => result.current.toggle.mutateAsync({ id: 'l1', saved: true }));
    await waitFor(() => expect(result.current.ids.data?.has('l1')).toBe(true));
    await act(() => result.current.toggle.mutateAsync({ id: 'l1', saved: false }));
    // The cache tells the hook on its next tick (TanStack Query batches notifications).
    await waitFor(() => expect(result.current.ids.data?.has('l1')).toBe(false));
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarketFilters } from './useMarketFilters.ts';

afterEach(cleanup);

type Seen = { filters: ReturnType<typeof useMarketFilters>; search: string };
let seen: Seen | undefined;

/** Shows what the hook gives and where the router is. */
function Probe() {
  seen = { filters: useMarketFilters(), search: useLocation().search };
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/market', element: <Probe /> }], {
    initialEntries: [url],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return { get: () => seen as Seen, router };
}

describe('the marketplace filters in the URL', () => {
  it('builds each change on the one before, even when the page has not shown it yet', async () => {
    const page = renderAt('/market?city=Oakland');
    const { update } = page.get().filters;
    // Both from the same render: the second must not undo the first.
    await act(async () => {
      update({ min: '250' }, { typing: true });
      update({ max: '400' }, { typing: true });
    });
    expect(page.get().search).toBe('?city=Oakland&min=250&max=400');
    expect(page.get().filters.filters).toMatchObject({ city: 'Oakland', min: '250', max: '400' });
  });

  it('keeps USD (the default currency) out of the URL, and clears only its own keys', async () => {
    const page = renderAt('/market?q=sofa&currency=EUR&min=5&utm=x');
    await act(async () => page.get().filters.update({ currency: 'USD' }));
    expect(page.get().search).toBe('?q=sofa&min=5&utm=x');
    await act(async () => page.get().filters.clear());
    expect(page.get().search).toBe('?utm=x');
  });

  it('starts afresh from a search changed elsewhere (the back button)', async () => {
    const page = renderAt('/market');
    await act(async () => page.get().filters.update({ category: 'tickets' }));
    await act(async () => page.get().filters.update({ city: 'Seattle' }));
    expect(page.get().search).toBe('?category=tickets&city=Seattle');
    await act(async () => page.router.navigate(-1));
    expect(page.get().search).toBe('?category=tickets');
    await act(async () => page.get().filters.update({ max: '90' }));
    expect(page.get().search).toBe('?category=tickets&max=90');
  });
});

// @vitest-environment jsdom

import { PAGE_MODULES, PAGE_STRING_AREAS } from '@shared/page-modules.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { browserSeed, Providers } from './providers.tsx';
import { routes } from './routes.tsx';

function Boom(): never {
  throw new Error('render failed');
}

/** The real route table, plus one page that throws while rendering. */
function routesWithBrokenPage(): RouteObject[] {
  const [layout] = routes;
  const [pages] = layout?.children ?? [];
  return [
    {
      ...layout,
      children: [
        { ...pages, children: [{ path: '/boom', element: <Boom /> }, ...(pages?.children ?? [])] },
      ],
    },
  ] as RouteObject[];
}

/** Pages load as lazy chunks: the first one transforms on import, slow on a busy machine. */
const LOAD = { timeout: 15_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(routesWithBrokenPage(), { initialEntries: [path] });
  return render(
    <Providers seed={browserSeed()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

beforeAll(() => {
  initI18n('en');
  // jsdom has neither matchMedia (sonner and Radix ask for it) nor scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
afterEach(cleanup);

describe('route table (docs/product.md#who-it-is-for)', { timeout: 20_000 }, () => {
  it("shows 'Page not found' for a path outside the table", async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LOAD)).toBeTruthy();
  });

  it.each([
    ['/browse', 'heading', 'Browse listings'],
    ['/l/123', 'button', 'Back'],
    ['/account/saved', 'heading', 'Saved Listings'],
    ['/account/listings', 'heading', 'My Listings'],
    ['/forums', 'heading', 'Forums'],
    ['/forums/housing_tips', 'heading', 'Housing Tips'],
    ['/mentor', 'heading', 'Find a Mentor'],
    ['/mentor/requests', 'heading', 'Mentor Requests'],
    ['/mentor/bookings', 'heading', 'My Mentor Requests'],
    ['/admin/seed', 'heading', 'Seed Demo Data'],
  ] as const)('serves the built page at %s', async (path, role, name) => {
    renderAt(path);
    expect(await screen.findByRole(role, { name }, LOAD)).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('keeps the spec quirk: /match/discover is not registered', async () => {
    renderAt('/match/discover');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LOAD)).toBeTruthy();
  });

  it("shows 'Unexpected Application Error!' when a page fails to render, inside the site's shell", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/boom');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByTestId('desktop-header')).toBeTruthy();
    quiet.mockRestore();
  });

  it("loads each page from the module the server names in the page's HTML (shared/page-modules.ts)", async () => {
    type PageRoute = RouteObject & {
      handle?: { prefetch?: () => Promise<unknown>; areas?: readonly string[] };
    };
    const pages = new Map<string, PageRoute>();
    const walk = (list: PageRoute[]) => {
      for (const route of list) {
        if (route.handle?.prefetch) pages.set(route.index ? '/' : (route.path ?? ''), route);
        walk((route.children ?? []) as PageRoute[]);
      }
    };
    walk(routes as PageRoute[]);
    // Every page of the table is in the routes, and every page of the routes in the table...
    expect([...pages.keys()].sort()).toEqual(Object.keys(PAGE_MODULES).sort());
    // ...loaded from the module the table names.
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      const loaded = await pages.get(path)?.handle?.prefetch?.();
      const named = await import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`);
      expect(loaded, path).toBe(named);
      // ...with the string areas the server names beside it (page-areas.ts).
      expect(pages.get(path)?.handle?.areas ?? [], path).toEqual(PAGE_STRING_AREAS[path] ?? []);
    }
  }, 60_000);
});

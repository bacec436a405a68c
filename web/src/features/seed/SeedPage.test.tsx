// @vitest-environment jsdom
import { SEED_MESSAGES } from '@shared/admin-seed.ts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserSeed, Providers } from '../../app/providers.tsx';
import { routes } from '../../app/routes.tsx';
import { initI18n } from '../../i18n/index.ts';

const LOAD = { timeout: 15_000 };

/** The server as the page sees it: its access answer (it knows the session) and the run's answer. */
function server(access: string, run?: { status: number; body: unknown }) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.includes('/api/admin/seed')) {
      if ((init?.method ?? 'GET') === 'GET') return reply({ access });
      if (run) return reply(run.body, run.status);
    }
    return reply({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
}

function renderSeedPage() {
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/seed'] });
  return render(
    <Providers seed={browserSeed()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** Runs the seed, in `language`, against a server that answers 'no profile' (409): the alert's text. */
async function failedRunWithoutProfile(language: 'en' | 'ti', runButton: string) {
  await initI18n(language);
  server('allowed', {
    status: 409,
    body: { error: { code: 'conflict', message: SEED_MESSAGES.noProfile } },
  });
  renderSeedPage();
  fireEvent.click(await screen.findByRole('button', { name: runButton }, LOAD));
  return (await screen.findByRole('alert')).textContent;
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('seed page', { timeout: 20_000 }, () => {
  it('tells a member who may not run it so, plainly, without the button', async () => {
    await initI18n('en');
    server('forbidden');
    renderSeedPage();
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to run the seed' }, LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run Seed' })).toBeNull();
  });

  it("shows 'Seed failed: {message}' with what to do when there is no profile", async () => {
    expect(await failedRunWithoutProfile('en', 'Run Seed')).toBe(
      `Seed failed: ${SEED_MESSAGES.noProfile}`,
    );
  });

  it('speaks Tigrinya: the failure in Tigrinya too', async () => {
    expect(await failedRunWithoutProfile('ti', 'ዘርኢ ኣካይድ')).toBe(
      'ዘርኢ ኣይሰለጠን: ገና ፕሮፋይል ኣባል የለን። ቅድም ኣካውንት ፍጠር፡ ድሕሪኡ ነቲ ዘርኢ እንደገና ኣካይዶ።',
    );
  });
});

// @vitest-environment jsdom
import {
  type ModerationMe,
  type ReportGroup,
  type ReportQueue,
  suspendedMessage,
} from '@shared/moderation.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { browserSeed, Providers } from '../../app/providers.tsx';
import { routes } from '../../app/routes.tsx';
import { initI18n } from '../../i18n/index.ts';
import { seedSession } from '../auth/session.ts';

const LOAD = { timeout: 15_000 };
const member = {
  id: 'u-admin',
  email: 'admin@example.org',
  name: 'Abeba',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const dmGroup: ReportGroup = {
  kind: 'direct_message',
  target_id: '42',
  status: 'open',
  content: {
    title: null,
    text: 'Send me your bank details',
    photos: [],
    posted_at: '2026-05-01T10:00:00.000Z',
    messages: [
      {
        id: '41',
        sender: { id: 'u-b', name: 'Dawit' },
        body: 'Hello',
        created_at: '2026-05-01T09:59:00.000Z',
        reported: false,
      },
      {
        id: '42',
        sender: { id: 'u-b', name: 'Dawit' },
        body: 'Send me your bank details',
        created_at: '2026-05-01T10:00:00.000Z',
        reported: true,
      },
    ],
  },
  author: { id: 'u-b', name: 'Dawit', suspension: null },
  link: '/inbox?thread=t1',
  moderation: null,
  report_count: 1,
  latest_report_at: '2026-05-01T10:05:00.000Z',
  reports: [
    {
      id: 'r1',
      reason: 'scam',
      details: 'Asked for money',
      reporter: { id: 'u-c', name: 'Selam' },
      created_at: '2026-05-01T10:05:00.000Z',
    },
  ],
  outcome: null,
};

type Call = { method: string; path: string; body: unknown };

/** The server as the pages see it: the session, the reader's standing, the queue; every call kept. */
function serve(me: ModerationMe | null, queue: ReportQueue = emptyQueue()) {
  const calls: Call[] = [];
  let groups = queue.groups;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const reply = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/presence/touch') return reply({});
    if (url.pathname === '/api/auth/get-session') return reply(me ? { user: member } : null);
    if (url.pathname === '/api/moderation/me')
      return me ? reply(me) : reply({ error: { code: 'unauthorized', message: 'Sign in' } }, 401);
    if (url.pathname === '/api/listings' && method === 'POST' && me?.suspension)
      return reply({ error: { code: 'suspended', message: suspendedMessage(me.suspension) } }, 403);
    if (url.pathname === '/api/admin/reports')
      return reply({ ...queue, groups, total: groups.length });
    const action = url.pathname.match(/^\/api\/admin\/reports\/([^/]+)\/([^/]+)\/actions$/);
    if (action && method === 'POST') {
      // Resolved: the group leaves the open queue.
      groups = groups.filter((group) => group.target_id !== action[2]);
      return reply({ group: { ...dmGroup, status: 'resolved' } satisfies ReportGroup });
    }
    return reply({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
  return calls;
}

function emptyQueue(): ReportQueue {
  return { groups: [], total: 0, page: 1, page_size: 20 };
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers seed={browserSeed()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** An admin at the queue with the reported direct message: its card, and every call kept. */
async function queueWithMessage() {
  const calls = serve(
    { is_admin: true, suspension: null },
    { ...emptyQueue(), groups: [dmGroup], total: 1 },
  );
  renderAt('/admin/reports');
  const card = await screen.findByTestId('report-group', {}, LOAD);
  return { calls, card };
}

/** The card's `action` clicked: the app's dialog that asks first, and every call kept. */
async function openGroupAction(action: string) {
  const { calls, card } = await queueWithMessage();
  fireEvent.click(within(card).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', {}, LOAD);
  return { calls, dialog };
}

/** The writes an admin action sends (POSTs under /api/admin/). */
const adminWrites = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/admin/'));

beforeAll(async () => {
  await initI18n('en');
  // A live connection that never opens: these tests read the pages, not the socket.
  vi.stubGlobal(
    'WebSocket',
    class {
      static OPEN = 1;
      readyState = 0;
      send() {}
      close() {}
    },
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
beforeEach(() => seedSession(member));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the admin pages (issue #39)', { timeout: 30_000 }, () => {
  it('send a signed-out visitor to sign in, to come back after', async () => {
    seedSession(null);
    serve(null);
    const router = renderAt('/admin/reports?status=resolved');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), LOAD);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/reports?status=resolved',
    );
  });

  it.each(['/admin/reports', '/admin/members', '/admin/log'])(
    "tell a member who is not an admin 'Only admins can see this page.' (%s)",
    async (path) => {
      const calls = serve({ is_admin: false, suspension: null });
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Only admins can see this page.' }, LOAD),
      ).toBeTruthy();
      // The admin lists are never asked for.
      expect(calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false);
    },
  );

  it('show a reported direct message with its attached messages, the reports and the way to it', async () => {
    const { card } = await queueWithMessage();
    const view = within(card);
    expect(view.getByText('Direct message')).toBeTruthy();
    expect(view.getByText('1 report')).toBeTruthy();
    expect(view.getByText('Scam or fraud')).toBeTruthy();
    expect(view.getByText('Asked for money')).toBeTruthy();
    expect(view.getByText('Selam')).toBeTruthy();
    const attached = view.getByTestId('attached-messages');
    expect(attached.querySelector('[data-reported="true"]')?.textContent).toContain(
      'Send me your bank details',
    );
    expect(view.getByRole('link', { name: 'Open in context' }).getAttribute('href')).toBe(
      '/inbox?thread=t1',
    );
  });

  it("act in the app's dialog: Remove with a note resolves the group, which leaves the open list", async () => {
    const { calls, dialog } = await openGroupAction('Remove');
    expect(within(dialog).getByText('Remove this content?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'Asking for money' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByTestId('report-group')).toBeNull(), LOAD);
    expect(adminWrites(calls)[0]).toEqual({
      method: 'POST',
      path: '/api/admin/reports/direct_message/42/actions',
      body: { action: 'remove', note: 'Asking for money' },
    });
  });

  it('suspend only with a reason, for the length chosen', async () => {
    const { calls, dialog } = await openGroupAction('Suspend member');
    expect(within(dialog).getByText('Suspend Dawit?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Give the member a reason for the suspension.',
    );
    expect(adminWrites(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('30 days'));
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Scams' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    await vi.waitFor(() => expect(adminWrites(calls)).toHaveLength(1), LOAD);
    expect(adminWrites(calls)[0]?.body).toEqual({
      action: 'suspend',
      note: '',
      suspension: { length: '30d', reason: 'Scams' },
    });
  });

  it('keep the filters in the address and ask the server for them', async () => {
    const calls = serve({ is_admin: true, suspension: null });
    const router = renderAt('/admin/reports');
    fireEvent.change(await screen.findByLabelText('Kind', {}, LOAD), {
      target: { value: 'forum_reply' },
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'most' } });
    expect(router.state.location.search).toBe('?kind=forum_reply&status=resolved&sort=most');
    await vi.waitFor(
      () =>
        expect(calls.map((call) => call.path)).toContain(
          '/api/admin/reports?kind=forum_reply&status=resolved&sort=most&page=1',
        ),
      LOAD,
    );
    expect(await screen.findByText('No resolved reports yet.', {}, LOAD)).toBeTruthy();
  });
});

describe("a suspended member's notice", { timeout: 30_000 }, () => {
  it('shows on every page, with the reason, the end and what they can still do', async () => {
    serve({ is_admin: false, suspension: { until: null, reason: 'Repeated spam' } });
    renderAt('/definitely/not/a/page');
    const notice = await screen.findByTestId('suspension-notice', {}, LOAD);
    expect(notice.textContent).toContain('Your account is suspended permanently: Repeated spam');
    expect(notice.textContent).toContain('You can still sign in, read and report.');
  });

  it('words a write refused for the suspension as the notice does, where the write was', async () => {
    serve({
      is_admin: false,
      suspension: { until: '2099-08-01T09:30:00.000Z', reason: 'Spam in the chat' },
    });
    renderAt('/definitely/not/a/page');
    const notice = await screen.findByTestId('suspension-notice', {}, LOAD);
    const refused = await apiFetch('/listings', { json: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    const message = (refused as ApiRequestError).message;
    // The end with its hour, in the reader's words: not the server's bare day.
    expect(message).toMatch(
      /^Your account is suspended until August 1, 2099 at .+: Spam in the chat$/,
    );
    expect(notice.textContent).toContain(message);
  });
});

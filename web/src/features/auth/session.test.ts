// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionAtomValue } from './session.ts';

// better-auth's client is not loaded here: the test plays its session atom,
// and counts when the module would load the client (at once when idle).
const clientLoads = vi.hoisted(() => vi.fn());
vi.mock('./client.ts', () => {
  clientLoads();
  return {};
});
/** Counts anew the loads of the client by the next fresh copy of the module. */
function watchClientLoads() {
  clientLoads.mockClear();
  vi.doUnmock('./client.ts');
  vi.doMock('./client.ts', () => {
    clientLoads();
    return {};
  });
}
vi.mock('../../ui/lazy.ts', () => ({
  whenIdle: (run: () => void) => {
    run();
    return () => {};
  },
}));

const member = { id: 'u1', email: 'selam@example.com', name: 'Selam', createdAt: '2026-01-01' };

/** A stand-in for better-auth's session atom, whose values the test sends. */
function fakeAtom() {
  let listener: ((value: SessionAtomValue) => void) | undefined;
  return {
    subscribe: (next: (value: SessionAtomValue) => void) => {
      listener = next;
    },
    send: (value: SessionAtomValue) => act(() => listener?.(value)),
  };
}

/** A fresh copy of the module (its state is module-wide) whose first GET answers `user`. */
async function signedInAs(user: typeof member | null) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(user ? { user } : null), { status: 200 })),
  );
  const session = await import('./session.ts');
  const hook = renderHook(() => session.useCurrentUser());
  await waitFor(() => expect(hook.result.current.isPending).toBe(false));
  const atom = fakeAtom();
  session.followSessionAtom(atom);
  return { hook, atom };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('who is signed in, once better-auth follows the session', () => {
  it('keeps the member when better-auth’s check fails (network or 5xx): a failed check is not a sign-out', async () => {
    const { hook, atom } = await signedInAs(member);
    expect(hook.result.current.user?.id).toBe('u1');
    // better-auth's first check: pending, then failed with no data.
    atom.send({ data: null, isPending: true });
    atom.send({ data: null, error: { status: 500 }, isPending: false });
    expect(hook.result.current.user?.id).toBe('u1');
    atom.send({ data: null, error: {}, isPending: false });
    expect(hook.result.current.user?.id).toBe('u1');
  });

  it('signs out on a 401 or an answer with no session, and follows a new sign-in', async () => {
    const { hook, atom } = await signedInAs(member);
    atom.send({ data: null, error: { status: 401 }, isPending: false });
    expect(hook.result.current.user).toBeNull();
    atom.send({ data: { user: { ...member, id: 'u2' } }, isPending: false });
    expect(hook.result.current.user?.id).toBe('u2');
    atom.send({ data: null, isPending: false });
    expect(hook.result.current.user).toBeNull();
  });
});

/** The meta the server writes into a page asked for without a session cookie. */
function pageWrittenWithoutSession() {
  const meta = document.createElement('meta');
  meta.name = 'session';
  meta.content = 'none';
  document.head.append(meta);
}

describe('a page the server wrote for a request with no session cookie', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="session"]')) meta.remove();
  });

  it('is signed out from the first render, without asking the server', async () => {
    pageWrittenWithoutSession();
    vi.resetModules();
    const fetchSpy = vi.fn(async () => new Response('null'));
    vi.stubGlobal('fetch', fetchSpy);
    const session = await import('./session.ts');
    const hook = renderHook(() => session.useCurrentUser());
    expect(hook.result.current).toEqual({ user: null, isPending: false });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('loads better-auth’s client only once the reader comes back from another tab (where they may have signed in)', async () => {
    pageWrittenWithoutSession();
    vi.resetModules();
    watchClientLoads();
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    const show = (next: DocumentVisibilityState) => {
      visibility = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const session = await import('./session.ts');
    renderHook(() => session.useCurrentUser());
    show('visible');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clientLoads).not.toHaveBeenCalled();
    show('hidden');
    show('visible');
    await waitFor(() => expect(clientLoads).toHaveBeenCalledTimes(1));
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('without the meta, the first check is still running until the server answers', async () => {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: member }))),
    );
    watchClientLoads();
    const session = await import('./session.ts');
    const hook = renderHook(() => session.useCurrentUser());
    expect(hook.result.current.isPending).toBe(true);
    await waitFor(() => expect(hook.result.current.user?.id).toBe('u1'));
    // A session cookie came with the page: the client follows it from when the page is idle.
    await waitFor(() => expect(clientLoads).toHaveBeenCalledTimes(1));
  });
});

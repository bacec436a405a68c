/**
 * Who is signed in, for the shell and every page, without the better-auth
 * client in the first download (issue #20). The first answer comes from one
 * plain GET /api/auth/get-session; the better-auth client (client.ts, its own
 * chunk) loads when the browser is idle (a signed-out visitor's: when they
 * come back to the tab), or with the first page or dialog that signs in or
 * out, and from then on its session store (which follows sign-in, sign-out,
 * other tabs and window focus) feeds this one.
 *
 * A page the server wrote for a request with no session cookie says so
 * (`<meta name="session" content="none">`, server/platform/web-app.ts): that
 * visitor is signed out, known before the first render, and the pages whose
 * reads wait for the reader (browse, a listing) start them at once instead
 * of a round trip later (issue #20). A cookie the server saw may still be a
 * stale one: only then is the session asked for.
 */
import { createContext, use, useSyncExternalStore } from 'react';
import { whenIdle } from '../../ui/lazy.ts';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  createdAt: Date | string;
};

export type SessionState = { user: SessionUser | null; isPending: boolean };

/** What better-auth's session atom holds (the parts read here). */
export type SessionAtomValue = {
  data: { user?: unknown } | null;
  error?: { status?: number } | null;
  isPending: boolean;
};

/** The server saw no session cookie on the request for this page. */
function signedOutByServer(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector('meta[name="session"][content="none"]') != null;
}

let state: SessionState = { user: null, isPending: !signedOutByServer() };
let linked = false;
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  if (next.user === state.user && next.isPending === state.isPending) return;
  state = next;
  for (const listener of listeners) listener();
}

/** better-auth's client: from when it runs, its session store feeds this one. */
const loadClient = () => void import('./client.ts');

/**
 * Runs `run` once the page is shown again after being hidden: the reader is
 * back from another tab or app, where they may have signed in.
 */
function whenShownAgain(run: () => void) {
  let hidden = document.visibilityState === 'hidden';
  const listener = () => {
    if (document.visibilityState === 'hidden') hidden = true;
    else if (hidden) {
      document.removeEventListener('visibilitychange', listener);
      run();
    }
  };
  document.addEventListener('visibilitychange', listener);
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Signed out, as the server saw: nothing for the client to follow until the
  // reader signs in (the sign-in form loads it) or comes back from another
  // tab, where they may have. Run at idle, it made a long task and a session
  // request on every signed-out visitor's first visit (issue #20).
  if (!state.isPending && !state.user) return whenShownAgain(loadClient);
  whenIdle(loadClient);
  // Known already (the server drew the page for this member): nothing to ask.
  if (!state.isPending) return;
  void fetch('/api/auth/get-session', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((data: { user?: SessionUser } | null) => {
      // Once the better-auth client answers, its store decides.
      if (!linked) set({ user: data?.user ?? null, isPending: false });
    });
}

/**
 * Called once by client.ts: better-auth's session atom drives the state from
 * now on. While it runs its own first check, the answer already here stays.
 * A check that failed (the network, or the server's 5xx) says nothing about
 * the session: when better-auth's first check fails its atom holds no data,
 * and following it would show a signed-in member as signed out until the
 * next check. Only an answer, or a 401, changes who is signed in.
 */
export function followSessionAtom(atom: {
  subscribe: (listener: (value: SessionAtomValue) => void) => unknown;
}) {
  atom.subscribe((value) => {
    if (value.isPending && !state.isPending) return;
    if (value.error && value.error.status !== 401) return;
    linked = linked || !value.isPending;
    set({
      user: (value.data?.user as SessionUser | undefined) ?? null,
      isPending: value.isPending,
    });
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/**
 * Who the server drew the page for (entry-server.tsx): the server's render
 * reads it, and so does the browser's first render of that page (hydration),
 * which must match it. Null: the page was not drawn by the server.
 */
export const ServerSession = createContext<SessionState | null>(null);

/**
 * The page came drawn by the server for this visitor (signed in or out,
 * known): the browser starts from that instead of asking.
 */
export function seedSession(user: SessionUser | null) {
  state = { user, isPending: false };
}

/** The signed-in user (or null) and whether the first session check is still running. */
export function useCurrentUser(): SessionState {
  const drawnFor = use(ServerSession);
  return useSyncExternalStore(subscribe, snapshot, () => drawnFor ?? state);
}

/** Where email links send the browser back to (see server/platform/auth). */
export const AUTH_CALLBACK_PATH = '/auth/callback';
export const RESET_PATH = '/auth/reset';

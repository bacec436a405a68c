/**
 * Signed-in requests without a database round trip (issue #45). Each instance keeps
 * the sessions it has confirmed through better-auth for a minute: session token →
 * member. Measured before: a member's request spent three queries on who they are
 * (session, user, and the JWT plugin's key) before its own.
 *
 * A session's end still holds at once on every instance: triggers on the session
 * and user tables (migration 0038) NOTIFY on the realtime bus when a session row is
 * deleted or changed (sign-out, a password change or reset, an account deleted, an
 * expired session swept) or a member's name or email changes, whatever code did it,
 * and every instance drops what it held. While this instance's event feed is down
 * (an end could be missed) nothing is kept. A suspension is not a session's end: it
 * is checked on every write, uncached (suspension.ts).
 *
 * Why not better-auth's own cookie cache: a session it has put in a cookie stays
 * good in that cookie until the cache's age runs out, whatever happens to the row.
 */
import type { RealtimeEvent } from '../../../shared/realtime.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Auth } from './auth.ts';
import type { SignedInUser } from './require-user.ts';

/** The bus channel the triggers of migration 0038 write to; no socket may subscribe to it. */
export const SESSION_CHANGES_CHANNEL = 'auth-sessions';

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 50_000;
/** better-auth's cookie, with the `__Secure-` prefix it takes over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

type Entry = {
  /** The cookie's whole signed value: a hit needs the same signature better-auth checked. */
  signed: string;
  user: SignedInUser;
  /** Kept until the earlier of the cache's age and the session's own expiry. */
  until: number;
};

export type SessionCache = {
  /** The member of a request's session cookie (null: none, or not a live session). */
  userOf(headers: Headers): Promise<SignedInUser | null>;
  stats(): { entries: number; hits: number; misses: number };
};

type Session = Awaited<ReturnType<Auth['api']['getSession']>>;

function sessionUser(session: Session): SignedInUser | null {
  return session
    ? {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        sessionId: session.session.id,
      }
    : null;
}

/** The session token in a cookie's signed value (`token.signature`, URL-encoded), or null. */
function tokenOf(signed: string): string | null {
  try {
    return decodeURIComponent(signed).split('.')[0] ?? '';
  } catch {
    return null;
  }
}

export function createSessionCache(options: {
  auth: Auth;
  hub: RealtimeHub;
  ttlMs?: number;
  maxEntries?: number;
}): SessionCache {
  const { auth, hub } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const byToken = new Map<string, Entry>();
  const tokensOf = new Map<string, Set<string>>();
  let hits = 0;
  let misses = 0;
  /**
   * Counts every end heard. A lookup that saw it change while better-auth was answering
   * keeps nothing: its answer may predate the end (read, then the row was deleted).
   */
  let generation = 0;

  const forget = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = tokensOf.get(entry.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.user.id);
  };
  const clear = () => {
    generation += 1;
    byToken.clear();
    tokensOf.clear();
  };

  hub.onEvent(SESSION_CHANGES_CHANNEL, (event: RealtimeEvent) => {
    generation += 1;
    if (event.kind === 'session_changed' && typeof event.token === 'string') forget(event.token);
    if (event.kind === 'user_changed' && typeof event.userId === 'string') {
      for (const token of tokensOf.get(event.userId) ?? []) forget(token);
    }
  });
  hub.onFeedChange(clear);

  const keep = (token: string, signed: string, user: SignedInUser, expiresAt: Date) => {
    forget(token);
    if (byToken.size >= maxEntries) {
      // The oldest first: a Map iterates in the order entries went in.
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) forget(oldest);
    }
    byToken.set(token, { signed, user, until: Math.min(Date.now() + ttlMs, expiresAt.getTime()) });
    let tokens = tokensOf.get(user.id);
    if (!tokens) {
      tokens = new Set();
      tokensOf.set(user.id, tokens);
    }
    tokens.add(token);
  };

  return {
    async userOf(headers) {
      const signed = SESSION_COOKIE.exec(headers.get('cookie') ?? '')?.[1];
      if (!signed) return null;
      const token = tokenOf(signed);
      // A cookie that is not even well-formed is better-auth's to refuse.
      if (token === null) return sessionUser(await auth.api.getSession({ headers }));
      const held = byToken.get(token);
      if (held && held.signed === signed && held.until > Date.now() && hub.feedLive()) {
        hits += 1;
        return held.user;
      }
      if (held) forget(token);
      misses += 1;
      const seen = generation;
      const session = await auth.api.getSession({ headers });
      const user = sessionUser(session);
      if (!session || !user) return null;
      if (generation === seen && hub.feedLive() && session.session.token === token) {
        keep(token, signed, user, new Date(session.session.expiresAt));
      }
      return user;
    },
    stats: () => ({ entries: byToken.size, hits, misses }),
  };
}

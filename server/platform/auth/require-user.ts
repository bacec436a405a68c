/**
 * `requireUser`: the guard of every route that needs sign-in. It accepts the
 * session cookie, or `Authorization: Bearer <JWT>`; otherwise 401 JSON.
 * Handlers behind it read `c.var.user`.
 *
 * A bearer token counts only while the session it names still exists and has
 * not expired: one primary-key lookup per request, not cached, so a sign-out
 * ends the token on every instance at once.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { session as sessions, user as users } from '../../db/schema/auth.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { isSignedOutRequest } from '../public-answers.ts';
import { SESSION_ENDED, verifyBearerToken } from './bearer.ts';
import { refuseSuspendedWrite } from './suspension.ts';

/** `sessionId`: the session the request rides on (the cookie's, or the one its token names). */
export type SignedInUser = { id: string; email: string; name: string; sessionId: string };

export const SIGN_IN_REQUIRED = COMMON_MESSAGES.signInRequired;

/** The user of a live session (it exists, belongs to `userId` and has not expired), or null. */
export async function liveSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** The signed-in user of this request, or null. A bearer token that fails verification throws 401. */
export async function currentUser(c: Context<AppEnv>): Promise<SignedInUser | null> {
  const { auth, db, config } = c.var.deps;
  const authorization = c.req.header('authorization');
  if (authorization?.startsWith('Bearer ')) {
    const { userId, sessionId } = await verifyBearerToken(
      auth,
      authorization.slice(7).trim(),
      config.publicUrl,
    );
    const user = await liveSessionUser(db, sessionId, userId);
    if (!user) throw new ApiError(401, 'session_ended', SESSION_ENDED);
    return user;
  }
  // No session cookie: nobody to look up (better-auth would answer null after building its context).
  if (isSignedOutRequest(c.req.raw.headers)) return null;
  // Held in memory for a minute, dropped on every instance the moment the session ends.
  return c.var.deps.sessions.userOf(c.req.raw.headers);
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw ApiError.unauthorized(SIGN_IN_REQUIRED);
  // A suspended member reads, and reports; their other writes stop here (issue #39).
  await refuseSuspendedWrite(c.var.deps.db, user.id, c.req.method, c.req.path);
  c.set('user', user);
  await next();
});

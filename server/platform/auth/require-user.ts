/**
 * `requireUser`: the guard of every route that needs sign-in. It accepts the
 * session cookie, or `Authorization: Bearer <JWT>`; otherwise 401 JSON.
 * Handlers behind it read `c.var.user`.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { user as users } from '../../db/schema/auth.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { verifyBearerToken } from './bearer.ts';

export type SignedInUser = { id: string; email: string; name: string };

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** The signed-in user of this request, or null. A bearer token that fails verification throws 401. */
export async function currentUser(c: Context<AppEnv>): Promise<SignedInUser | null> {
  const { auth, db, config } = c.var.deps;
  const authorization = c.req.header('authorization');
  if (authorization?.startsWith('Bearer ')) {
    const { userId } = await verifyBearerToken(
      auth,
      authorization.slice(7).trim(),
      config.publicUrl,
    );
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw ApiError.unauthorized(SIGN_IN_REQUIRED);
    return row;
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session
    ? { id: session.user.id, email: session.user.email, name: session.user.name }
    : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw ApiError.unauthorized(SIGN_IN_REQUIRED);
  c.set('user', user);
  await next();
});

/**
 * A suspended member (issue #39) can sign in and read; every write but a
 * report answers 403 'suspended' with the reason and the end. The check runs
 * in `requireUser` for writes, one primary-key lookup, not cached, so a
 * suspension holds on every instance from the moment it is stored.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { type Suspension, suspendedMessage } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { currentUser } from './require-user.ts';

/** Every write asks it: a named statement, built once (db/prepared.ts). */
const suspensionOf = preparedFor((db) =>
  db
    .select({ until: memberSuspensions.until, reason: memberSuspensions.reason })
    .from(memberSuspensions)
    .where(
      and(
        eq(memberSuspensions.userId, sql.placeholder('userId')),
        or(isNull(memberSuspensions.until), gt(memberSuspensions.until, sql.placeholder('now'))),
      ),
    )
    .prepare('member-suspension'),
);

/** The member's suspension while it holds, or null. */
export async function activeSuspension(db: Db, userId: string): Promise<Suspension | null> {
  const [row] = await suspensionOf(db).execute({ userId, now: new Date() });
  return row ? { until: row.until?.toISOString() ?? null, reason: row.reason } : null;
}

/**
 * Writes a suspended member may still make: a report (the one exception),
 * and what touches only their own reading: marking notifications or a thread read,
 * the presence ping of an open page, declining a message request (it only
 * leaves their own inbox, issue #41), and deleting their own account.
 */
export function suspendedMayWrite(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (/\/reports$/.test(path)) return true;
  if (method === 'POST' && path === '/api/notifications/mark') return true;
  if (method === 'POST' && /^\/api\/inbox\/threads\/[^/]+\/(read|decline)$/.test(path)) return true;
  if (method === 'POST' && path === '/api/presence/touch') return true;
  return method === 'DELETE' && path === '/api/account';
}

export function suspendedError(suspension: Suspension): ApiError {
  return new ApiError(403, 'suspended', suspendedMessage(suspension));
}

/** Throws 403 'suspended' when the member may not make this write now. */
export async function refuseSuspendedWrite(
  db: Db,
  userId: string,
  method: string,
  path: string,
): Promise<void> {
  if (suspendedMayWrite(method, path)) return;
  const suspension = await activeSuspension(db, userId);
  if (suspension) throw suspendedError(suspension);
}

/**
 * For writes that do not go through `requireUser` (better-auth's own routes):
 * a suspended member's request stops here; anyone else's goes on.
 */
export function refuseSuspendedMember() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const viewer = await currentUser(c);
    if (viewer) await refuseSuspendedWrite(c.var.deps.db, viewer.id, c.req.method, c.req.path);
    await next();
  });
}

/**
 * Fixed-window rate limits kept in PostgreSQL, so every instance behind a load
 * balancer counts against the same window. One atomic upsert per check, on an
 * unlogged table (no WAL flush to wait for: a crash only opens the windows anew).
 */
import { sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import type { Db } from '../db/client.ts';
import { executePrepared } from '../db/prepared.ts';
import { ApiError } from './errors.ts';

export type RateLimitRule = { max: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts one attempt for `key`; the attempt is allowed while the window's count stays within `max`. */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  // Named: every write a member makes runs it first.
  const result = await executePrepared<{ count: number; retry_after: number }>(
    db,
    'rate-limit-hit',
    sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${rule.windowSeconds}) - now()))))::int AS retry_after
  `,
  );
  // Now and then, forget windows that ended long ago, so the table stays small.
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  const row = result.rows[0];
  const count = Number(row?.count ?? 0);
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Number(row?.retry_after ?? rule.windowSeconds),
  };
}

export const TOO_MANY_ATTEMPTS = COMMON_MESSAGES.tooManyAttempts;

/**
 * Counts one attempt for `key`; over `rule`, refuses it: a 429 with
 * Retry-After and `message` (the limit in the member's terms).
 */
export async function refuseOverLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: string = TOO_MANY_ATTEMPTS,
): Promise<void> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) throw ApiError.tooManyRequests(message, result);
}

/** Throws a 429 (with Retry-After) when any of the keys is over its rule. */
export async function enforceRateLimits(
  db: Db,
  checks: { key: string; rule: RateLimitRule }[],
): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) {
    const result = await hitRateLimit(db, check.key, check.rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) {
    throw ApiError.tooManyRequests(TOO_MANY_ATTEMPTS, { retryAfterSeconds: retryAfter });
  }
}

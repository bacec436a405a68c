/**
 * The client's address, for rate limits: the socket's, or behind a trusted
 * proxy (TRUST_PROXY=true: exactly one load balancer in front) the address
 * that proxy appended, i.e. the last X-Forwarded-For entry. Earlier entries
 * are written by the client and cannot be trusted.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}

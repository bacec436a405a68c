/**
 * Cross-site request forgery guard (ASVS 4.2.2) for every state-changing
 * request (POST, PUT, PATCH, DELETE) under /api and /local-checkout: the
 * browser's `Origin` (or, when absent, `Referer`) must be this site's own
 * origin (PUBLIC_URL) or one listed in TRUSTED_ORIGINS; otherwise 403
 * `{error:{code:'forbidden_origin'}}`.
 *
 * Exempt, because no ambient credential rides along:
 * - a bearer-token request that carries no cookie (the token is sent on purpose);
 * - a request with neither Origin, Referer nor cookie (a script or server, not a browser session).
 * Exempt by path: the payment webhook, which proves itself with its signature.
 */
import type { MiddlewareHandler } from 'hono';
import { COMMON_MESSAGES } from '../../shared/errors.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from './context.ts';
import { errorBody } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths whose callers are servers that sign their requests instead. */
const SIGNED_PATHS = new Set(['/api/donations/webhook']);

export const FORBIDDEN_ORIGIN_MESSAGE = COMMON_MESSAGES.foreignOrigin;

/** The origins a browser page of this site may send: PUBLIC_URL's and TRUSTED_ORIGINS. */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'trustedOrigins'>): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.trustedOrigins]);
}

/** The origin a request claims to come from (Origin, else the Referer's origin), or null. */
export function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

export function originCheck(): MiddlewareHandler<AppEnv> {
  let allowed: Set<string> | undefined;
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || SIGNED_PATHS.has(c.req.path)) return next();
    const headers = c.req.raw.headers;
    const hasCookie = !!headers.get('cookie');
    const bearer = headers.get('authorization')?.startsWith('Bearer ') ?? false;
    if (bearer && !hasCookie) return next();
    const origin = requestOrigin(headers);
    if (origin === null && !hasCookie) return next();
    allowed ??= allowedOrigins(c.var.deps.config);
    if (origin !== null && allowed.has(origin)) return next();
    return c.json(errorBody('forbidden_origin', FORBIDDEN_ORIGIN_MESSAGE), 403);
  };
}

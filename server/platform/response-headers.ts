/**
 * Headers every answer gets, besides hono's secureHeaders:
 * - `Permissions-Policy`: the site uses no camera, microphone, location,
 *   payment request, USB or other device API; a page of ours (or a script
 *   injected into one) cannot ask for them. Only features browsers know
 *   are named (Chromium reports an unknown one, e.g. bluetooth or web-share,
 *   as an issue of the page, Lighthouse's inspector-issues); sharing stays
 *   allowed, web-share's default being this site (the listing's share button).
 * - `Cache-Control: no-store` on every API answer to a request that carries a
 *   cookie or an `Authorization` header: what a signed-in member reads (their
 *   profile, favourites, own listings, contacts) never lands in a shared or
 *   disk cache. An answer a route marked `public` (the same for everyone, e.g.
 *   the city search) keeps its caching.
 * - A strict Content-Security-Policy on every HTML page the server renders
 *   itself (the dev mailbox, the local test checkout, better-auth's error
 *   page): no script at all, styles inline only, forms post back to this site.
 *   The web app's index.html sets its own (web-app.ts), which is kept.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { isSignedOutRequest } from './public-answers.ts';

/** For hono's secureHeaders({ permissionsPolicy }). */
export const PERMISSIONS_POLICY = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  serial: [],
  usb: [],
} satisfies Record<string, string[]>;

/**
 * Whether a request carries a credential a cache must not answer for someone
 * else: the session cookie or a bearer token. Other cookies (the preferences
 * copy the pages are drawn with) are not credentials.
 */
export function carriesCredentials(headers: Headers): boolean {
  return !isSignedOutRequest(headers);
}

export function noStoreForSignedIn(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!carriesCredentials(c.req.raw.headers)) return;
    const current = c.res.headers.get('cache-control') ?? '';
    if (!/\bpublic\b/i.test(current)) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** The policy of the server's own HTML pages; `publicOrigin` is where their forms may post. */
export function serverPagePolicy(publicOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${publicOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function serverPageCsp(): MiddlewareHandler<AppEnv> {
  let policy: string | undefined;
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('text/html')) return;
    if (c.res.headers.has('content-security-policy')) return;
    policy ??= serverPagePolicy(new URL(c.var.deps.config.publicUrl).origin);
    c.res.headers.set('Content-Security-Policy', policy);
  };
}

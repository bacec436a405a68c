/**
 * Dev tools (the dev mailbox, /api/dev/*) answer only a browser on this very
 * machine, whatever interface the server listens on (HOST=0.0.0.0 included):
 * the mailbox holds every account's sign-in links.
 *
 * The test is the TCP socket's remote address (127.0.0.0/8 or ::1, also as
 * an IPv4-mapped IPv6 address), never a header a client can write. A request
 * that names another machine in X-Forwarded-For or Forwarded (a reverse proxy
 * on this machine relaying someone else) is refused too.
 *
 * A request with no socket at all (the in-process `app.request()` of the API
 * tests) is refused: the guard never guesses. Tests reach the dev tools by
 * passing the connection @hono/node-server would pass, see
 * server/test/connection.ts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';

export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const v4 = plain.startsWith('::ffff:') ? plain.slice(7) : plain;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** The socket's remote address, or null for an in-process request (no socket). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Every address a forwarding header names (X-Forwarded-For entries, Forwarded `for=`). */
function forwardedAddresses(headers: Headers): string[] {
  const forwardedFor = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const forwarded = [...(headers.get('forwarded') ?? '').matchAll(/for=("?)([^;,"]+)\1/gi)].map(
    (match) => (match[2] ?? '').replace(/:\d+$/, ''),
  );
  return [...forwardedFor, ...forwarded];
}

export function isLoopbackRequest(c: Context): boolean {
  const address = socketAddress(c);
  if (!address || !isLoopbackAddress(address)) return false;
  return forwardedAddresses(c.req.raw.headers).every(isLoopbackAddress);
}

/** 404 (as if the route did not exist) for anyone but a client on this machine. */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (isLoopbackRequest(c)) return next();
    return c.req.path.startsWith('/api/')
      ? c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404)
      : c.text('Not found', 404);
  };
}

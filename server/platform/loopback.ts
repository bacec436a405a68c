/**
 * Dev tools (the dev mailbox, /api/dev/*) answer only a browser on this very
 * machine, whatever interface the server listens on (HOST=0.0.0.0 included):
 * the mailbox holds every account's sign-in links.
 *
 * The test is the TCP socket's remote address (127.0.0.0/8 or ::1, also as
 * an IPv4-mapped IPv6 address), never a header a client can write. A request
 * that carries any forwarding header at all (X-Forwarded-*, Forwarded,
 * X-Real-IP, Via and the like) came through a proxy, which may be relaying
 * anyone: it is refused too, whatever address the header names (issue #39).
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

/** Headers a proxy adds for the client it relays, besides every `x-forwarded-*` one. */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/** Whether a request names a relayed client: then the socket is a proxy's, not the client's. */
export function hasForwardingHeader(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name)) return true;
  }
  return false;
}

export function isLoopbackRequest(c: Context): boolean {
  const address = socketAddress(c);
  if (!address || !isLoopbackAddress(address)) return false;
  return !hasForwardingHeader(c.req.raw.headers);
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

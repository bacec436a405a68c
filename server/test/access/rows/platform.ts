/** Platform routes: health, auth (better-auth), realtime, media, the web app and dev tools. */
import { LOOPBACK } from '../../connection.ts';
import { all, signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

/** An address of another machine (TEST-NET-1, never routed). */
const ANOTHER_MACHINE = '192.0.2.10';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/health', expect: all(200) },
  {
    method: 'GET',
    route: '/api/auth/*',
    case: 'get-session: anyone (null when signed out)',
    expect: all(200),
    request: () => ({ path: '/api/auth/get-session' }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    case: 'sign-in with a wrong password',
    expect: all(401),
    request: (ctx) => ({
      path: '/api/auth/sign-in/email',
      json: { email: ctx.owner.email, password: 'not-the-password' },
    }),
  },
  {
    method: 'GET',
    route: '/api/realtime',
    case: 'a plain GET is no WebSocket upgrade (sockets: realtime.test.ts)',
    expect: all(426),
  },
  { method: 'GET', route: '/.well-known/jwks.json', expect: all(200) },
  {
    method: 'GET',
    route: '/media/*',
    case: 'a missing photo',
    expect: all(404),
    request: () => ({ path: '/media/listings/u_nobody/1_x.webp' }),
  },
  {
    method: 'GET',
    route: '/assets/*',
    case: 'a missing asset is a 404, never index.html',
    expect: all(404),
    request: () => ({ path: '/assets/missing-1234.js' }),
  },
  {
    method: 'GET',
    route: '/*',
    case: 'any page of the app',
    expect: all(200),
    request: () => ({ path: '/browse' }),
  },
  {
    method: 'GET',
    route: '/api/dev/mailbox',
    case: 'dev tools, from this machine',
    expect: all(200),
    request: (ctx) => ({
      path: `/api/dev/mailbox?to=${encodeURIComponent(ctx.owner.email)}`,
      remoteAddress: LOOPBACK,
    }),
  },
  {
    method: 'GET',
    route: '/api/dev/mailbox',
    case: 'dev tools, from another machine: as if absent',
    expect: all(404),
    request: (ctx) => ({
      path: `/api/dev/mailbox?to=${encodeURIComponent(ctx.owner.email)}`,
      remoteAddress: ANOTHER_MACHINE,
    }),
  },
  {
    method: 'GET',
    route: '/dev/mailbox',
    case: 'dev tools, from this machine',
    expect: all(200),
    request: () => ({ path: '/dev/mailbox', remoteAddress: LOOPBACK }),
  },
  {
    method: 'GET',
    route: '/dev/mailbox',
    case: 'dev tools, from another machine: as if absent',
    expect: all(404),
    request: () => ({ path: '/dev/mailbox', remoteAddress: ANOTHER_MACHINE }),
  },
  {
    method: 'POST',
    route: '/api/dev/notify-me',
    case: 'dev tools, from this machine: notifies only the caller',
    expect: signedIn(201),
    request: () => ({
      path: '/api/dev/notify-me',
      json: { title: 'Hello' },
      remoteAddress: LOOPBACK,
    }),
  },
  {
    method: 'POST',
    route: '/api/dev/notify-me',
    case: 'dev tools, from another machine: as if absent',
    expect: all(404),
    request: () => ({
      path: '/api/dev/notify-me',
      json: { title: 'Hello' },
      remoteAddress: ANOTHER_MACHINE,
    }),
  },
];

rows.push(
  { method: 'GET', route: '/robots.txt', expect: all(200) },
  { method: 'GET', route: '/sitemap.xml', expect: all(200) },
  {
    method: 'GET',
    route: '/sitemaps/:file',
    expect: all(200),
    request: () => ({ path: '/sitemaps/listings-1.xml' }),
  },
);

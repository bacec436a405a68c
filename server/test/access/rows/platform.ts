/** Platform routes: health, auth (better-auth), realtime, media, the web app and dev tools. */
import { LOOPBACK } from '../../connection.ts';
import { all, signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

/** An address of another machine (TEST-NET-1, never routed). */
const ANOTHER_MACHINE = '192.0.2.10';

/**
 * A dev tool's two rows, the row `from` makes for each machine: from this
 * machine it answers as `here` says; from another it is as if absent.
 */
const devTool = (
  from: (remoteAddress: string) => Omit<AccessRow, 'case' | 'expect'>,
  here: Pick<AccessRow, 'case' | 'expect'> = {
    case: 'dev tools, from this machine',
    expect: all(200),
  },
): AccessRow[] => [
  { ...from(LOOPBACK), ...here },
  {
    ...from(ANOTHER_MACHINE),
    case: 'dev tools, from another machine: as if absent',
    expect: all(404),
  },
];

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/health', expect: all(200) },
  {
    method: 'GET',
    route: '/api/auth/*',
    case: 'get-session: anyone (null when signed out)',
    path: '/api/auth/get-session',
    expect: all(200),
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
    path: '/media/listings/u_nobody/1_x.webp',
    expect: all(404),
  },
  {
    method: 'GET',
    route: '/assets/*',
    case: 'a missing asset is a 404, never index.html',
    path: '/assets/missing-1234.js',
    expect: all(404),
  },
  { method: 'GET', route: '/*', case: 'any page of the app', path: '/browse', expect: all(200) },
  ...devTool((remoteAddress) => ({
    method: 'GET',
    route: '/api/dev/mailbox',
    request: (ctx) => ({
      path: `/api/dev/mailbox?to=${encodeURIComponent(ctx.owner.email)}`,
      remoteAddress,
    }),
  })),
  ...devTool((remoteAddress) => ({ method: 'GET', route: '/dev/mailbox', remoteAddress })),
  ...devTool(
    (remoteAddress) => ({
      method: 'POST',
      route: '/api/dev/notify-me',
      json: { title: 'Hello' },
      remoteAddress,
    }),
    { case: 'dev tools, from this machine: notifies only the caller', expect: signedIn(201) },
  ),
];

rows.push(
  { method: 'GET', route: '/robots.txt', expect: all(200) },
  { method: 'GET', route: '/sitemap.xml', expect: all(200) },
  { method: 'GET', route: '/sitemaps/:file', params: 'listings-1.xml', expect: all(200) },
);

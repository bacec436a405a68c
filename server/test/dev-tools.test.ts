/**
 * The dev mailbox (every account's sign-in links) and /api/dev/* answer only
 * a client on this machine, judged by the socket's remote address, whatever
 * interface the server listens on; anyone else gets a 404 as if they did not
 * exist. In-process requests (no socket) are refused too: tests pass a
 * connection (test/connection.ts).
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { isLoopbackAddress } from '../platform/loopback.ts';
import { createTestApp } from './app.ts';
import { signedUpMember, TEST_ORIGIN, TestBrowser } from './auth-client.ts';
import { LOOPBACK } from './connection.ts';
import { setupTestDatabase } from './database.ts';
import { startTestServer } from './server.ts';

const database = setupTestDatabase();
let app: App;
let email: string;

beforeAll(async () => {
  // HOST=0.0.0.0: listening on every interface changes nothing.
  app = createTestApp(database, { PUBLIC_URL: TEST_ORIGIN, HOST: '0.0.0.0' });
  ({ email } = await signedUpMember(app, database.db));
});

const DEV_PATHS = () => [`/api/dev/mailbox?to=${encodeURIComponent(email)}`, '/dev/mailbox'];

describe('dev tools are served to loopback clients only', () => {
  it.each([LOOPBACK, '127.8.9.10', '::1', '::ffff:127.0.0.1'])('from %s: served', async (from) => {
    const browser = new TestBrowser(app, { remoteAddress: from });
    for (const path of DEV_PATHS()) expect((await browser.request(path)).status).toBe(200);
  });

  it.each(['192.0.2.10', '10.0.0.5', '::ffff:192.0.2.10', '2001:db8::1', 'fe80::1'])(
    'from %s: 404, as if absent',
    async (from) => {
      const browser = new TestBrowser(app, { remoteAddress: from });
      const api = await browser.request(DEV_PATHS()[0] ?? '');
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ error: { code: 'not_found' } });
      const page = await browser.request('/dev/mailbox');
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('Dev mailbox');
      const notify = await browser.request('/api/dev/notify-me', { json: { title: 'Hi' } });
      expect(notify.status).toBe(404);
    },
  );

  it('refuses an in-process request, which has no socket to judge', async () => {
    for (const path of DEV_PATHS()) expect((await app.request(path)).status).toBe(404);
  });

  it('refuses a loopback socket relaying another machine (X-Forwarded-For, Forwarded)', async () => {
    const browser = new TestBrowser(app, { remoteAddress: LOOPBACK });
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.5' },
      { forwarded: 'for=203.0.113.5;proto=https' },
      { forwarded: 'for="[2001:db8::7]:4711"' },
    ];
    for (const headers of relayed) {
      expect((await browser.request('/dev/mailbox', { headers })).status).toBe(404);
    }
  });

  // Issue #39: a proxy on this machine that names its client in X-Real-IP (nginx's habit)
  // relayed anyone to the mailbox. Whatever a forwarding header says, even a loopback
  // address, a client that came through a proxy is not judged to be on this machine.
  it.each<Record<string, string>>([
    { 'x-real-ip': '203.0.113.5' },
    { 'x-real-ip': '127.0.0.1' },
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for="[::1]:5173"' },
    { 'x-forwarded-host': 'habesha.example' },
    { 'x-forwarded-proto': 'https' },
    { 'x-client-ip': '203.0.113.5' },
    { 'true-client-ip': '203.0.113.5' },
    { 'cf-connecting-ip': '203.0.113.5' },
    { via: '1.1 proxy.example' },
  ])('treats any forwarding header as not loopback: %o', async (headers) => {
    const browser = new TestBrowser(app, { remoteAddress: LOOPBACK });
    for (const path of DEV_PATHS()) {
      expect((await browser.request(path, { headers })).status).toBe(404);
    }
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['128.0.0.1', '10.127.0.1', '::2', '::ffff:10.0.0.1', 'localhost', '']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('over a real socket', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database, { HOST: '0.0.0.0' });
  });
  afterAll(async () => server?.close());

  it('serves a client connecting through 127.0.0.1', async () => {
    const response = await fetch(`${server.http}/api/dev/mailbox`);
    expect(response.status).toBe(200);
  });
});

/** This machine's first non-loopback IPv4 address, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;

describe.skipIf(!lanAddress)('over a real socket on every interface', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(database, { HOST: '0.0.0.0' }, '0.0.0.0');
  });
  afterAll(async () => server?.close());

  it(`refuses a client connecting through this machine's network address (${lanAddress})`, async () => {
    const port = new URL(server.http).port;
    const response = await fetch(`http://${lanAddress}:${port}/api/dev/mailbox`);
    expect(response.status).toBe(404);
    expect((await fetch(`http://${lanAddress}:${port}/api/health`)).status).toBe(200);
  });
});

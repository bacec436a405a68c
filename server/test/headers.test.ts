/**
 * Response headers (ASVS 3.3, 14.4): Cache-Control: no-store on every API
 * answer to a signed-in request, a Permissions-Policy on every response, and
 * a strict Content-Security-Policy on the HTML pages the server renders itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_COOKIE,
  preferencesCookieValue,
} from '../../shared/preferences.ts';
import type { App } from '../app.ts';
import { createTestApp, json } from './app.ts';
import { type Member, signedUpMember, TEST_ORIGIN, TestBrowser } from './auth-client.ts';
import { LOOPBACK } from './connection.ts';
import { setupTestDatabase } from './database.ts';
import { insertListing } from './listings.ts';

const database = setupTestDatabase();
let app: App;
let member: Member;
let listingId: string;
let token: string;

beforeAll(async () => {
  app = createTestApp(database, {
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: 'server/test/fixtures/web',
  });
  member = await signedUpMember(app, database.db);
  const other = await signedUpMember(app, database.db);
  listingId = (await insertListing(database.db, other.userId, { status: 'active' })).id;
  await member.browser.request(`/api/favorites/${listingId}`, { method: 'PUT' });
  ({ token } = await json<{ token: string }>(await member.browser.request('/api/auth/token')));
});

const SIGNED_IN_READS = () => [
  '/api/profiles/me',
  '/api/favorites',
  '/api/favorites/ids',
  '/api/listings/mine',
  `/api/listings/${listingId}`,
  '/api/listings',
  '/api/listings/home',
  '/api/notifications',
  '/api/auth/get-session',
];

describe('Cache-Control: no-store on every signed-in API answer', () => {
  it('with the session cookie', async () => {
    for (const path of SIGNED_IN_READS()) {
      const response = await member.browser.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('with a bearer token', async () => {
    for (const path of ['/api/profiles/me', '/api/favorites', `/api/listings/${listingId}`]) {
      const response = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('not for the preferences cookie alone, which is no credential', async () => {
    const response = await app.request('/api/listings?limit=1', {
      headers: { cookie: `${PREFERENCES_COOKIE}=${preferencesCookieValue(DEFAULT_PREFERENCES)}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).not.toBe('no-store');
  });

  it('also on errors and writes', async () => {
    const missing = await member.browser.request('/api/listings/not-a-listing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const saved = await member.browser.request('/api/profiles/me', {
      method: 'PUT',
      json: { display_name: 'Saba', city: null },
    });
    expect(saved.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers (the same for everyone) cacheable, and anonymous reads alone', async () => {
    const cities = await member.browser.request('/api/cities?q=oak');
    expect(cities.headers.get('cache-control')).toMatch(/^public/);
    const anonymous = await new TestBrowser(app).request(`/api/listings/${listingId}`);
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });
});

describe('Permissions-Policy on every response', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/listings'],
    ['GET', '/api/nowhere'],
    ['GET', '/api/listings/%00'],
    ['GET', '/browse'],
    ['GET', '/media/u_x/1_a.webp'],
    ['GET', '/.well-known/jwks.json'],
    ['POST', '/api/listings'],
  ])('%s %s', async (method, path) => {
    const response = await new TestBrowser(app).request(path, { method });
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
    // Sharing keeps its default (this site): not named, so never blocked.
    expect(policy).not.toContain('web-share');
  });
});

describe('Content-Security-Policy on the pages the server renders', () => {
  const expectStrictPolicy = (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`form-action 'self' ${TEST_ORIGIN}`);
  };

  it('the dev mailbox', async () => {
    const response = await member.browser.request('/dev/mailbox', { remoteAddress: LOOPBACK });
    expect(response.status).toBe(200);
    expectStrictPolicy(response);
  });

  it('the local test checkout, open and closed', async () => {
    const checkout = await member.browser.request('/api/donations/checkout', {
      json: { amount: 500 },
    });
    const path = new URL((await json<{ url: string }>(checkout)).url).pathname;
    const page = await member.browser.request(path);
    expect(page.status).toBe(200);
    expectStrictPolicy(page);
    // Its forms post back to this site: with 'no-referrer' a browser would send `Origin: null`.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const declined = await member.browser.request(`${path}/pay`, { form: new FormData() });
    expect(declined.status).toBe(400);
    expectStrictPolicy(declined);
    const missing = await member.browser.request('/local-checkout/cs_local_nothing');
    expect(missing.status).toBe(404);
    expectStrictPolicy(missing);
  });

  it("better-auth's error page", async () => {
    const response = await new TestBrowser(app).request(
      '/api/auth/error?error=INVALID_TOKEN&error_description=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    expect(response.status).toBe(200);
    expectStrictPolicy(response);
  });

  it("keeps the web app's own policy (it allows its scripts)", async () => {
    const response = await new TestBrowser(app).request('/browse');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('a page says whether it was asked for with a session cookie (issue #20)', () => {
  const SIGNED_OUT = '<meta name="session" content="none">';

  it('signed out: the meta, so the app starts its reads without asking who is there', async () => {
    const response = await new TestBrowser(app).request('/browse');
    expect(await response.text()).toContain(SIGNED_OUT);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
  });

  it('with a session cookie (even a stale one), no meta: the app asks', async () => {
    const html = await (await member.browser.request('/browse')).text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(SIGNED_OUT);
    const stale = await app.request('/', {
      headers: { cookie: 'better-auth.session_token=expired.value' },
    });
    expect(await stale.text()).not.toContain(SIGNED_OUT);
  });
});

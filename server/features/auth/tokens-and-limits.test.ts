import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NAME_CHARACTERS_MESSAGE } from '../../../shared/text.ts';
import { session as sessionTable } from '../../db/schema/auth.ts';
import { createTestApp } from '../../test/app.ts';
import { signedUpBrowser, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();
const PUBLIC_URL = 'http://localhost:3000';

let counter = 0;
const newEmail = () => `limits${++counter}-${Date.now()}@example.org`;

async function member(env: Record<string, string> = {}) {
  const app = createTestApp(database, { PUBLIC_URL, ...env });
  const email = newEmail();
  const browser = await signedUpBrowser(app, database.db, { name: 'Dawit', email });
  return { app, browser, email, password: 'secret123' };
}

describe('rate limits on sign-in, sign-up, magic link and reset', () => {
  const env = {
    AUTH_RATE_LIMIT_PER_EMAIL: '3',
    AUTH_RATE_LIMIT_PER_IP: '100',
    // Long enough that four password checks fit in one window on a busy 2-core machine
    // (each hashes; under load one takes over a second), short enough to wait out.
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '8',
  };

  it('lets attempts under the limit through, answers 429 with Retry-After over it, and recovers after the window', async () => {
    const { app, email } = await member(env);
    const attempt = () =>
      new TestBrowser(app).request('/api/auth/sign-in/email', {
        json: { email, password: 'wrong-pass' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);

    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a moment and try again.',
      },
    });

    // The window starts at the first attempt: after the Retry-After it gave, attempts pass again.
    const waitSeconds = Number(limited.headers.get('retry-after'));
    expect(waitSeconds).toBeLessThanOrEqual(8);
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 + 300));
    expect((await attempt()).status).toBe(401);
  });

  it('counts per email address: another address is not blocked', async () => {
    const { app, email } = await member(env);
    for (let i = 0; i < 4; i++) {
      await new TestBrowser(app).request('/api/auth/sign-in/magic-link', {
        json: { email, callbackURL: '/auth/callback' },
      });
    }
    const same = await new TestBrowser(app).request('/api/auth/sign-in/magic-link', {
      json: { email: ` ${email.toUpperCase()} `, callbackURL: '/auth/callback' },
    });
    expect(same.status).toBe(429); // case and spaces do not make a new address
    const other = await new TestBrowser(app).request('/api/auth/sign-in/magic-link', {
      json: { email: newEmail(), callbackURL: '/auth/callback' },
    });
    expect(other.status).toBe(200);
  });

  it('counts per client address too', async () => {
    const app = createTestApp(database, {
      PUBLIC_URL,
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    const reset = () =>
      new TestBrowser(app).request('/api/auth/request-password-reset', {
        json: { email: newEmail(), redirectTo: '/auth/reset' },
      });
    // Each test file has its own database, so this address starts at zero here.
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
  });
});

describe('every path that checks the password is rate limited', () => {
  let addresses = 0;
  const env = {
    AUTH_RATE_LIMIT_PER_EMAIL: '4',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  };

  it.each([
    '/api/auth/two-factor/disable',
    '/api/auth/two-factor/get-totp-uri',
    '/api/auth/two-factor/generate-backup-codes',
    '/api/auth/verify-password',
    '/api/auth/change-password',
  ])('%s: 429 after the account’s attempts in the window', async (path) => {
    const { browser } = await member(env);
    // An address of its own, so the other tests' per-address counts stay apart.
    const remoteAddress = `198.51.100.${++addresses}`;
    const guess = (password: string) =>
      browser.request(path, {
        json: { password, currentPassword: password, newPassword: 'another-secret' },
        remoteAddress,
      });
    for (let i = 0; i < 4; i++) expect((await guess(`guess-${i}`)).status).not.toBe(429);
    const limited = await guess('guess-5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('counts guesses spread over several of them together, per account (not per address)', async () => {
    const { browser, password } = await member(env);
    const paths = [
      '/api/auth/two-factor/disable',
      '/api/auth/two-factor/get-totp-uri',
      '/api/auth/two-factor/generate-backup-codes',
      '/api/auth/verify-password',
    ];
    // Each guess from another address: the per-address count never gets near its limit.
    for (const path of paths) {
      const response = await browser.request(path, {
        json: { password: 'wrong' },
        remoteAddress: `203.0.113.${++addresses}`,
      });
      expect(response.status).not.toBe(429);
    }
    // A fifth guess from the same account is refused, even with the right password.
    const fifth = await browser.request(paths[3] ?? '', {
      json: { password },
      remoteAddress: `203.0.113.${++addresses}`,
    });
    expect(fifth.status).toBe(429);
    // Another account is not blocked.
    const other = await member(env);
    const theirs = await other.browser.request('/api/auth/verify-password', {
      json: { password },
      remoteAddress: `203.0.113.${++addresses}`,
    });
    expect(theirs.status).toBe(200);
  });
});

describe('password checks of a signed-in member count per that member (issue #39)', () => {
  const env = {
    AUTH_RATE_LIMIT_PER_EMAIL: '4',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  };

  it('a decoy email in the body of /api/auth/verify-password does not move the count elsewhere', async () => {
    const { browser } = await member(env);
    // A stolen session guessing the password, a fresh decoy email and address per guess.
    const guess = (i: number) =>
      browser.request('/api/auth/verify-password', {
        json: { password: `guess-${i}`, email: `decoy${i}-${Date.now()}@example.org` },
        remoteAddress: `192.0.2.${100 + i}`,
      });
    for (let i = 0; i < 4; i++) expect((await guess(i)).status).not.toBe(429);
    const limited = await guess(4);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('guarded auth endpoints take JSON only', () => {
  it('refuses a form-encoded sign-in with 415, so no attempt escapes the per-email count', async () => {
    const { app, email } = await member();
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'guess-one' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('refuses a display name over 80 characters at sign-up', async () => {
    const app = createTestApp(database, { PUBLIC_URL });
    const response = await new TestBrowser(app).request('/api/auth/sign-up/email', {
      json: { name: 'x'.repeat(81), email: newEmail(), password: 'secret123' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Display name must be at most 80 characters' },
    });
  });
});

describe('names refuse invisible and direction-changing characters (issue #39)', () => {
  it.each(['Selam\u202E Tesfay', 'Se\u200Blam', 'Selam\u2066', '\uFEFFSelam'])(
    'refuses %j at sign-up and as a new name through the auth API, with a field error',
    async (name) => {
      const app = createTestApp(database, { PUBLIC_URL });
      const signUp = await new TestBrowser(app).request('/api/auth/sign-up/email', {
        json: { name, email: newEmail(), password: 'secret123' },
      });
      expect(signUp.status).toBe(400);
      expect(await signUp.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: NAME_CHARACTERS_MESSAGE,
          fields: { name: NAME_CHARACTERS_MESSAGE },
        },
      });
      const { browser } = await member();
      const update = await browser.request('/api/auth/update-user', { json: { name } });
      expect(update.status).toBe(400);
      const form = await browser.request('/api/auth/update-user', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name }).toString(),
      });
      expect(form.status).toBe(415);
      expect((await browser.session())?.user.name).toBe('Dawit');
    },
  );
});

describe('client address behind a load balancer', () => {
  it('counts the address the proxy appended, not one the client wrote into X-Forwarded-For', async () => {
    const app = createTestApp(database, {
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    const reset = (spoofed: string) =>
      new TestBrowser(app).request('/api/auth/request-password-reset', {
        json: { email: newEmail(), redirectTo: '/auth/reset' },
        headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
      });
    expect((await reset('1.1.1.1')).status).toBe(200);
    expect((await reset('2.2.2.2')).status).toBe(200);
    expect((await reset('3.3.3.3')).status).toBe(429);
  });
});

describe('JWT for bearer clients, with JWKS', () => {
  it('issues a JWT for the session that requireUser routes accept, verifiable with /.well-known/jwks.json', async () => {
    const { app, browser, email } = await member();
    const { token } = (await (await browser.request('/api/auth/token')).json()) as {
      token: string;
    };
    expect(token.split('.')).toHaveLength(3);

    const jwks = (await (await app.request('/.well-known/jwks.json')).json()) as {
      keys: unknown[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);

    const me = await app.request('/api/profiles/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email });
  });

  it("answers a token with a bad signature 'Invalid JWT signature'", async () => {
    const { app, browser } = await member();
    const { token } = (await (await browser.request('/api/auth/token')).json()) as {
      token: string;
    };
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const response = await app.request('/api/profiles/me', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_signature', message: 'Invalid JWT signature' },
    });
  });

  it('rejects an expired token', async () => {
    const { app, browser } = await member({ AUTH_JWT_TTL_SECONDS: '1' });
    const { token } = (await (await browser.request('/api/auth/token')).json()) as {
      token: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await app.request('/api/profiles/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'token_expired' } });
  });
});

describe('a bearer token ends with its session (ASVS 3.3)', () => {
  const tokenOf = async (browser: TestBrowser) =>
    ((await (await browser.request('/api/auth/token')).json()) as { token: string }).token;
  const me = (app: ReturnType<typeof createTestApp>, token: string) =>
    app.request('/api/profiles/me', { headers: { authorization: `Bearer ${token}` } });

  it('names its session (sid) and carries no email', async () => {
    const { browser } = await member();
    const token = await tokenOf(browser);
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const session = await browser.session();
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.sub).toBe(session?.user.id);
    expect(JSON.stringify(payload)).not.toContain('@');
  });

  it('is refused at once after sign-out, though it has not expired', async () => {
    const { app, browser } = await member();
    const token = await tokenOf(browser);
    expect((await me(app, token)).status).toBe(200);
    expect((await browser.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const after = await me(app, token);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: { code: 'session_ended', message: 'Your session has ended. Sign in again.' },
    });
  });

  it('ends with that session only: a token of another session of the same account still works', async () => {
    const { app, browser, email, password } = await member();
    const laptop = new TestBrowser(app);
    await laptop.request('/api/auth/sign-in/email', { json: { email, password } });
    const phoneToken = await tokenOf(browser);
    const laptopToken = await tokenOf(laptop);
    await browser.request('/api/auth/sign-out', { json: {} });
    expect((await me(app, phoneToken)).status).toBe(401);
    expect((await me(app, laptopToken)).status).toBe(200);
  });

  it('is refused once the session has expired', async () => {
    const { app, browser } = await member();
    const token = await tokenOf(browser);
    const sessionId = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }
    ).sid;
    await database.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.id, sessionId));
    expect((await me(app, token)).status).toBe(401);
  });
});

describe('TOTP second factor (API only; no screen shows it)', () => {
  const codeFor = (totpURI: string) => {
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    return createOTP(base32.decode(secret)).totp();
  };

  it('enables with a verified code, then challenges sign-in until a valid code is given', async () => {
    const { app, browser, email, password } = await member();
    const enabled = await browser.request('/api/auth/two-factor/enable', { json: { password } });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes.length).toBeGreaterThan(0);
    expect(
      (
        await browser.request('/api/auth/two-factor/verify-totp', {
          json: { code: await codeFor(totpURI) },
        })
      ).status,
    ).toBe(200);

    const next = new TestBrowser(app);
    const signIn = await next.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await next.session()).toBeNull();

    expect(
      (await next.request('/api/auth/two-factor/verify-totp', { json: { code: '000000' } })).status,
    ).toBe(401);
    const verified = await next.request('/api/auth/two-factor/verify-totp', {
      json: { code: await codeFor(totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await next.session())?.user.email).toBe(email);
  });
});

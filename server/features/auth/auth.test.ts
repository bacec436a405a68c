import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { latestEmailLink, signedUpBrowser, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';

const database = setupTestDatabase();
const app = () => createTestApp(database, { PUBLIC_URL: 'http://localhost:3000' });

let counter = 0;
const newEmail = () => `member${++counter}-${Date.now()}@example.org`;

/** Registers and confirms through the emailed link; returns a signed-in browser. */
async function registeredMember(password = 'secret123') {
  const email = newEmail();
  const browser = await signedUpBrowser(app(), database.db, {
    name: 'Selam',
    email,
    password,
    city: 'Oakland',
    callbackURL: '/auth/callback',
  });
  return { browser, email, password };
}

describe('sign-up (docs/product.md#accounts-and-sign-in Auth and account)', () => {
  it('creates the account and its profile {display_name, city}, and emails a signup link', async () => {
    const email = newEmail();
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-up/email', {
      json: {
        name: 'Selam Tesfay',
        email,
        password: 'secret123',
        city: 'Asmara',
        callbackURL: '/auth/callback',
      },
    });
    expect(response.status).toBe(200);
    expect(await browser.session()).toBeNull(); // not signed in until the link is followed

    const link = await latestEmailLink(database.db, email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const confirmed = await browser.open(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/auth/callback');
    expect((await browser.session())?.user.email).toBe(email);

    const profile = await browser.request('/api/profiles/me');
    expect(await profile.json()).toMatchObject({
      display_name: 'Selam Tesfay',
      city: 'Asmara',
      email,
    });
  });

  it("refuses a short password with the spec's message", async () => {
    const response = await new TestBrowser(app()).request('/api/auth/sign-up/email', {
      json: { name: 'A', email: newEmail(), password: '12345' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Password must be at least 6 characters' },
    });
  });

  it('refuses password sign-in until the email is confirmed, with the provider message', async () => {
    const email = newEmail();
    const browser = new TestBrowser(app());
    await browser.request('/api/auth/sign-up/email', {
      json: { name: 'B', email, password: 'secret123' },
    });
    const response = await browser.request('/api/auth/sign-in/email', {
      json: { email, password: 'secret123' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: 'Email not verified' });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the password; the session cookie is httpOnly; sign-out ends it on the server', async () => {
    const { email, password } = await registeredMember();
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-in/email', {
      json: { email, password },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await browser.session())?.user.email).toBe(email);

    const stolen = browser.cookieHeader;
    expect((await browser.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const replay = await app().request('/api/auth/get-session', { headers: { cookie: stolen } });
    expect(await replay.json()).toBeNull();
  });

  it('answers a wrong password with the provider message and no session', async () => {
    const { email } = await registeredMember();
    const browser = new TestBrowser(app());
    const response = await browser.request('/api/auth/sign-in/email', {
      json: { email, password: 'wrong-one' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid email or password' });
    expect(await browser.session()).toBeNull();
  });

  it('signs in by the magic link from the mailbox, landing on /auth/callback', async () => {
    const { email } = await registeredMember();
    const browser = new TestBrowser(app());
    const sent = await browser.request('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    expect(sent.status).toBe(200);
    const followed = await browser.open(await latestEmailLink(database.db, email));
    expect(followed.headers.get('location')).toBe('http://localhost:3000/auth/callback');
    expect((await browser.session())?.user.email).toBe(email);
  });

  it('sends a used magic link back to /auth/callback with an error', async () => {
    const { email } = await registeredMember();
    const browser = new TestBrowser(app());
    await browser.request('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' },
    });
    const link = await latestEmailLink(database.db, email);
    await browser.open(link);
    const again = await new TestBrowser(app()).open(link);
    // The callback page turns any error into /auth/login?error=callback_failed.
    expect(again.headers.get('location')).toMatch(
      /^http:\/\/localhost:3000\/auth\/callback\?error=/,
    );
  });
});

describe('password reset', () => {
  it('emails a link to /auth/reset; the new password works and the old one stops working', async () => {
    const { email } = await registeredMember('first-pass');
    const browser = new TestBrowser(app());
    expect(
      (
        await browser.request('/api/auth/request-password-reset', {
          json: { email, redirectTo: '/auth/reset' },
        })
      ).status,
    ).toBe(200);
    const link = await latestEmailLink(database.db, email);
    const landed = await browser.open(link);
    const location = landed.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:3000\/auth\/reset\?token=/);
    const token = new URL(location).searchParams.get('token');

    expect(
      (await browser.request('/api/auth/reset-password', { json: { newPassword: '123', token } }))
        .status,
    ).toBe(400);
    expect(
      (
        await browser.request('/api/auth/reset-password', {
          json: { newPassword: 'second-pass', token },
        })
      ).status,
    ).toBe(200);
    const signIn = (password: string) =>
      new TestBrowser(app()).request('/api/auth/sign-in/email', { json: { email, password } });
    expect((await signIn('first-pass')).status).toBe(401);
    expect((await signIn('second-pass')).status).toBe(200);
  });
});

describe('GET/PUT /api/profiles/me (docs/product.md#accounts-and-sign-in Account settings)', () => {
  it('needs sign-in: 401 JSON', async () => {
    const response = await app().request('/api/profiles/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
    const put = await app().request('/api/profiles/me', {
      method: 'PUT',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status).toBe(401);
  });

  it('saves display name and city (upsert); the email is not changed', async () => {
    const { browser, email } = await registeredMember();
    const response = await browser.request('/api/profiles/me', {
      method: 'PUT',
      json: { display_name: 'Selam T.', city: 'Addis Ababa', email: 'other@example.org' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      display_name: 'Selam T.',
      city: 'Addis Ababa',
      email,
    });
  });

  it('refuses an empty display name with a field message', async () => {
    const { browser } = await registeredMember();
    const response = await browser.request('/api/profiles/me', {
      method: 'PUT',
      json: { display_name: '  ', city: 'X' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { display_name: 'Display name is required' } },
    });
  });
});

describe('return addresses stay on this site (no open redirect)', () => {
  it('refuses a sign-in link request or an emailed link whose return leaves the site', async () => {
    const browser = new TestBrowser(app());
    for (const callbackURL of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const asked = await browser.request('/api/auth/sign-in/magic-link', {
        json: { email: newEmail(), callbackURL },
      });
      expect(asked.status, callbackURL).toBe(400);
    }
    // A path on this site, with its own return path, is fine.
    const email = newEmail();
    const ok = await browser.request('/api/auth/sign-in/magic-link', {
      json: { email, callbackURL: '/auth/callback?next=%2Fl%2Fabc' },
    });
    expect(ok.status).toBe(200);
    // The emailed link, its callbackURL changed to another site: refused, no redirect.
    const link = new URL(await latestEmailLink(database.db, email));
    expect(link.searchParams.get('callbackURL')).toBe('/auth/callback?next=%2Fl%2Fabc');
    link.searchParams.set('callbackURL', 'https://evil.example/steal');
    const tampered = await browser.request(`${link.pathname}${link.search}`);
    expect(tampered.status).toBe(400);
    expect(tampered.headers.get('location')).toBeNull();
  });
});

import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth.ts';
import { connectionFrom } from './connection.ts';
import { newestMailTo } from './mail.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export class TestBrowser {
  private cookies = new Map<string, string>();
  /**
   * `remoteAddress`: the machine the browser runs on, as the server's socket
   * would see it (default: none, an in-process request; see connection.ts).
   */
  constructor(
    private readonly app: App,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      /** A multipart body (its boundary header is set by the request itself). */
      form?: FormData;
      /** Any other body, sent as given (set its content-type in `headers`). */
      body?: string | Uint8Array<ArrayBuffer>;
      headers?: Record<string, string>;
      /** This request from another machine than the browser's own. */
      remoteAddress?: string;
    } = {},
  ) {
    const hasBody = init.json !== undefined || init.form !== undefined || init.body !== undefined;
    const remoteAddress = init.remoteAddress ?? this.options.remoteAddress;
    const connection = remoteAddress ? connectionFrom(remoteAddress) : undefined;
    const response = await this.app.request(
      path,
      {
        method: init.method ?? (hasBody ? 'POST' : 'GET'),
        headers: {
          origin: TEST_ORIGIN,
          ...(this.cookies.size > 0 && { cookie: this.cookieHeader }),
          ...(init.json !== undefined && { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body:
          init.form ??
          init.body ??
          (init.json === undefined ? undefined : JSON.stringify(init.json)),
      },
      connection,
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || rest.join('=') === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }

  /** Follows a link from an email (its path and query, on this app). */
  open(url: string) {
    const { pathname, search } = new URL(url);
    return this.request(`${pathname}${search}`);
  }

  async session(): Promise<{ user: { id: string; email: string; name: string } } | null> {
    const response = await this.request('/api/auth/get-session');
    return (await response.json()) as { user: { id: string; email: string; name: string } } | null;
  }
}

/** The first link in the newest dev-mailbox email to `to`. */
export async function latestEmailLink(db: Db, to: string): Promise<string> {
  const message = await newestMailTo(db, to);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No email with a link for ${to}`);
  return link;
}

let members = 0;
export type Member = { browser: TestBrowser; userId: string; email: string };

/**
 * A sign-up as the register page sends it (the password 'secret123' unless
 * given), confirmed by the emailed link: the browser, signed in.
 */
export async function signedUpBrowser(
  app: App,
  db: Db,
  account: { name: string; email: string; password?: string; city?: string; callbackURL?: string },
) {
  const browser = new TestBrowser(app);
  await browser.request('/api/auth/sign-up/email', {
    json: { password: 'secret123', ...account },
  });
  await browser.open(await latestEmailLink(db, account.email));
  return browser;
}

/**
 * A member signed up through the real flow (the emailed link), with their
 * signed-in browser; `email` for a fixed address (an admin's).
 */
export async function signedUpMember(
  app: App,
  db: Db,
  name = 'Member',
  email = `member${++members}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`,
): Promise<Member> {
  const browser = await signedUpBrowser(app, db, { name, email });
  const session = await browser.session();
  if (!session) throw new Error('sign-up did not sign in');
  return { browser, userId: session.user.id, email };
}

/**
 * signedUpMember for a file that signs up more members than the sign-up
 * limit allows: every rate window is forgotten first.
 */
export async function signedUpPastLimits(app: App, db: Db, name: string): Promise<Member> {
  await db.delete(rateLimits);
  return signedUpMember(app, db, name);
}

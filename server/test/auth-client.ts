/**
 * A tiny cookie-keeping client over the in-process app, for auth tests: it
 * sends JSON with the site's Origin (better-auth's CSRF check) and remembers
 * the cookies each answer sets, like a browser.
 */
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { devMailbox } from '../db/schema/mail.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export class TestBrowser {
  private cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await this.app.request(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        origin: TEST_ORIGIN,
        ...(this.cookies.size > 0 && { cookie: this.cookieHeader }),
        ...(init.json !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
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
  const [message] = await db
    .select()
    .from(devMailbox)
    .where(eq(devMailbox.to, to.toLowerCase()))
    .orderBy(desc(devMailbox.createdAt))
    .limit(1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No email with a link for ${to}`);
  return link;
}

/**
 * Pages drawn on the server (issue #38): the built renderer of the web app
 * (dist/ssr/entry-server.js, from web/src/entry-server.tsx) draws a page's
 * first screen for the visitor who asked, and the browser takes it over.
 *
 * The renderer reads through the web app's own API client; here its reads
 * are answered by this server's app in-process, as the visitor (their cookies
 * and connection, so rate limits and permissions are theirs): the same routes,
 * checks and shared signed-out answers as over HTTP, without a network hop.
 * Each render runs in its own async context, so concurrent renders never see
 * each other's visitor.
 *
 * A page drawn for a signed-out visitor is the same for every signed-out
 * visitor with the same address, preferences cookie and layout: it is kept
 * for a few seconds in a cache that listing writes clear on every instance
 * (`drawnPages`, as the API's shared signed-out answers are, public-answers.ts),
 * so a busy page costs one drawing per key per PUBLIC_CACHE_MS, not one per visit.
 * A member's page is drawn for them each time, and streamed.
 *
 * No renderer built (development's Vite server, a partial build), or a page
 * whose drawing fails: null, and the browser draws the page alone, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { isPhoneRequest } from '../../shared/phone-request.ts';
import {
  acceptedLanguages,
  PREFERENCES_COOKIE,
  preferredLanguage,
} from '../../shared/preferences.ts';
import type { AppEnv } from './context.ts';
import { isSignedOutRequest, type PublicAnswers } from './public-answers.ts';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What the web app's entry-server.tsx exports (its types stay in the web app's build). */
type RendererModule = {
  setApiTransport(transport: Transport): void;
  render(request: {
    url: string;
    headers: Headers;
    user: unknown;
    nonce: string;
    phone: boolean;
  }): Promise<Omit<PageRender, 'nonce'> | null>;
};

export type PageRender = {
  /** Allowed by the page's Content-Security-Policy: React's inline scripts carry it. */
  nonce: string;
  status: number;
  language: string;
  theme: string;
  body: ReadableStream<Uint8Array>;
  bootData: string;
};

/** This server's app answering a request in-process (`app.fetch`). */
export type InProcess = (request: Request, env: unknown) => Response | Promise<Response>;

/** The request headers an in-process read carries over from the page's request. */
const CARRIED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'x-forwarded-for'];

export type ServerRenderer = (c: Context<AppEnv>) => Promise<PageRender | null>;

/** A drawn page as the cache keeps it: its HTML whole, and the nonce it was drawn with. */
type KeptPage = Omit<PageRender, 'body'> & { html: string };

export function createServerRenderer(
  ssrDir: string,
  inProcess: InProcess,
  drawnPages: PublicAnswers,
): ServerRenderer {
  const file = path.join(ssrDir, 'entry-server.js');
  const context = new AsyncLocalStorage<Transport>();
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | undefined;

  /** The renderer module, imported again after a rebuild (a new file time). */
  function renderer(): Promise<RendererModule> | null {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
        (imported: RendererModule) => {
          imported.setApiTransport((url, init) => {
            const transport = context.getStore();
            if (!transport) return Promise.reject(new Error('An API read outside a page render'));
            return transport(url, init);
          });
          return imported;
        },
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  }

  return async (c) => {
    const pending = renderer();
    if (!pending) return null;
    const carried = new Headers();
    for (const name of CARRIED) {
      const value = c.req.header(name);
      if (value) carried.set(name, value);
    }
    const transport: Transport = async (url, init) => {
      const headers = new Headers(init.headers);
      for (const [name, value] of carried) headers.set(name, value);
      return inProcess(new Request(new URL(url, c.req.url), { ...init, headers }), c.env);
    };
    const headers = c.req.raw.headers;
    const url = pathWithQuery(c.req.url);
    const phone = isPhoneRequest(headers);
    const draw = async (user: unknown): Promise<PageRender | null> => {
      const module = await pending;
      const nonce = randomBytes(16).toString('base64');
      const page = await context.run(transport, () =>
        module.render({ url, headers, user, nonce, phone }),
      );
      return page && { ...page, nonce };
    };
    try {
      if (isSignedOutRequest(headers)) {
        // Without the cookie the page is drawn in the browser's language (entry-server.tsx).
        const prefs =
          headers.get('cookie')?.match(PREFS_COOKIE)?.[1] ??
          `lang:${preferredLanguage(acceptedLanguages(headers.get('accept-language')))}`;
        const key = `page:${url}|${prefs}|${phone ? 'phone' : 'wide'}`;
        const kept = JSON.parse(
          await drawnPages.json(key, async (): Promise<KeptPage | null> => {
            const page = await draw(null);
            return page && { ...page, html: await new Response(page.body).text() };
          }),
        ) as KeptPage | null;
        if (!kept) return null;
        // The nonce is the page's own only if React wrote it into the HTML (it
        // writes no script into a page drawn whole); else each answer gets its own.
        const nonce = kept.html.includes(kept.nonce)
          ? kept.nonce
          : randomBytes(16).toString('base64');
        return { ...kept, nonce, body: textStream(kept.html) };
      }
      const user = await context.run(transport, () => visitor(transport));
      return user === undefined ? null : await draw(user);
    } catch (error) {
      c.var.deps.logger.warn(
        { err: error, path: c.req.path },
        'Server render failed; the browser draws the page',
      );
      return null;
    }
  };
}

/** The member the page is for (as /api/auth/get-session answers the browser), undefined unknown. */
async function visitor(transport: Transport): Promise<unknown> {
  const reply = await transport('/api/auth/get-session', { method: 'GET' });
  if (!reply.ok) return undefined;
  const session = (await reply.json().catch(() => undefined)) as { user?: unknown } | null;
  return session === undefined ? undefined : (session?.user ?? null);
}

const PREFS_COOKIE = new RegExp(`(?:^|;\\s*)${PREFERENCES_COOKIE}=([^;]*)`);

function textStream(text: string): ReadableStream<Uint8Array> {
  return new Response(text).body as ReadableStream<Uint8Array>;
}

function pathWithQuery(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

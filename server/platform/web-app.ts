/**
 * Serves the built web app (Vite output) from one folder: hashed assets are
 * cached for a year, a missing asset is a plain 404 (never index.html, which a
 * browser would then cache under the asset's name), and every other GET that
 * is not an API call gets index.html so the client router can show the page:
 * with the page's first screen drawn into it by the server renderer
 * (server-render.ts) when there is one, which the browser then takes over.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { createFileCache } from './file-cache.ts';
import {
  createManifestCache,
  modulePreloadLinks,
  pagePreloadLinks,
  TIGRINYA_STRINGS,
} from './page-preloads.ts';
import { isSignedOutRequest } from './public-answers.ts';
import type { PageRender, ServerRenderer } from './server-render.ts';

/** Written into a page requested without a session cookie (web/src/features/auth/session.ts reads it). */
export const SIGNED_OUT_META = '<meta name="session" content="none">';

/** Extra head tags for a page (share previews), or null for the default page. */
export type HeadFor = (path: string) => Promise<string | null>;

export function webAppRoutes(
  distDir: string,
  headFor: HeadFor = async () => null,
  renderPage: ServerRenderer = async () => null,
) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), distDir) || '.';
  const index = createIndexCache(path.join(distDir, 'index.html'));
  const manifest = createManifestCache(distDir);

  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // Built with .br and .gz beside each file (web/vite.config.ts): served as they are.
    serveStatic({ root, precompressed: true }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));

  // The build's manifest (source paths, for the server's own use) is not served.
  app.all('/.vite/*', (c) => c.text('Not found', 404));

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      // index.html itself goes through the handler below (headers, CSP).
      rewriteRequestPath: (requestPath) =>
        requestPath === '/' || requestPath === '/index.html' ? '/__spa__' : requestPath,
    }),
  );

  app.get('*', async (c) => {
    const page = index.read();
    if (!page) {
      return c.text(
        'The web app is not built yet. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    c.header('Cache-Control', 'no-cache');
    // The page says whether it came with a session cookie (SIGNED_OUT_META), and
    // a first visit's page is drawn in the browser's language (entry-server.tsx).
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Content-Security-Policy', page.csp);
    const head = await headFor(c.req.path);
    // A function, so '$' in a listing's title is text, not a replacement pattern.
    let html = head ? page.html.replace(/<title>[^<]*<\/title>/, () => head) : page.html;
    const rendered = await renderPage(c);
    const preloads = [
      pagePreloadLinks(manifest.read(), c.req.path, rendered?.language),
      // Drawn in Tigrinya: the browser takes the page over once Tigrinya's strings have come.
      rendered?.language === 'ti' ? modulePreloadLinks(manifest.read(), TIGRINYA_STRINGS) : '',
      // No session cookie: the app knows the visitor is signed out without asking (session.ts).
      isSignedOutRequest(c.req.raw.headers) ? SIGNED_OUT_META : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    if (preloads) html = html.replace('</head>', () => `  ${preloads}\n  </head>`);
    if (!rendered) return c.html(html);
    c.status(rendered.status as 200 | 404);
    c.header(
      'Content-Security-Policy',
      page.csp.replace("script-src 'self'", `script-src 'self' 'nonce-${rendered.nonce}'`),
    );
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(drawnPage(html, rendered));
  });
  return app;
}

const ROOT = '<div id="root"></div>';

/**
 * index.html with the drawn page streamed into its root, the visitor's
 * language and theme on <html> (the page's inline script would set the same
 * before painting), and the boot data the browser's first render reads.
 *
 * The page paints without its scripts, so they are fetched at low priority:
 * the stylesheet, the font and the photos the HTML names come first on a slow
 * connection, and the scripts (which only make the page interactive) after.
 */
export function drawnPage(html: string, page: PageRender): ReadableStream<Uint8Array> {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no empty #root to draw the page into');
  const head = html
    .slice(0, at)
    .replace(
      /<html[^>]*>/,
      `<html lang="${page.language}"${page.theme === 'dark' ? ' class="dark"' : ''}>`,
    )
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
  const tail = `</div>${page.bootData}${html.slice(at + ROOT.length)}`;
  const encoder = new TextEncoder();
  const reader = page.body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${head}<div id="root">`));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(encoder.encode(tail));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * index.html, re-read only when the file changes (a rebuild while running),
 * with a Content-Security-Policy that allows its one inline script by hash.
 */
function createIndexCache(file: string) {
  return createFileCache(file, (html) => ({ html, csp: contentSecurityPolicy(html) }));
}

function contentSecurityPolicy(html: string): string {
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.join(' ')}`.trim(),
    // Radix and toasts set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Map tiles and listing photos may come from configured hosts over https.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

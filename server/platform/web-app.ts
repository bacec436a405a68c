/**
 * Serves the built web app (Vite output) from one folder: hashed assets are
 * cached for a year, every other GET that is not an API call gets index.html so
 * the client router can show the page (or its own 'Page not found').
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

export function webAppRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (file, c) => {
        if (file.endsWith('.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );

  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text(
        'The web app is not built yet. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    // Read on each request: cheap (a few KB, page cache) and always the current build.
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}

/**
 * Builds the web app: the browser's (dist/web, with its manifest) and the
 * server's renderer of its pages (dist/ssr/entry-server.js, web/src/entry-server.tsx).
 * `npm run build`, `npm start` (when stale) and `npm test` run it.
 */
import { spawnSync } from 'node:child_process';

const logLevel = process.argv.includes('--quiet') ? ['--logLevel', 'warn'] : [];
const vite = (args) =>
  spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'web/vite.config.ts',
      ...logLevel,
      ...args,
    ],
    { stdio: 'inherit' },
  ).status;

const status = vite([]) || vite(['--ssr', 'src/entry-server.tsx']);
process.exit(status ?? 1);

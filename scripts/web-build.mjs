/**
 * Whether the built web app (dist/web and dist/ssr) is missing or older than its sources.
 * `npm start` builds only then, so a second start is quick.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/vite.config.ts',
  'shared',
  'package-lock.json',
];
export const BUILT_INDEX = 'dist/web/index.html';
/** The server's renderer of the pages (web/src/entry-server.tsx), built with the app. */
export const BUILT_RENDERER = 'dist/ssr/entry-server.js';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(BUILT_INDEX) || !existsSync(BUILT_RENDERER)) return true;
  const builtAt = Math.min(statSync(BUILT_INDEX).mtimeMs, statSync(BUILT_RENDERER).mtimeMs);
  return SOURCES.some((source) => newestMtime(source) > builtAt);
}

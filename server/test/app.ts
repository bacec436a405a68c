/** Builds the real app for in-process API tests (`app.request(...)`). */
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import { type Logger, silentLogger } from '../platform/logger.ts';

export function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  logger: Logger = silentLogger,
) {
  // Pages are drawn by the browser alone here, whether or not a build left a
  // server renderer in dist/ssr: the browser tier tests the drawn pages.
  const config = loadConfig({ NODE_ENV: 'test', SSR_DIST_DIR: 'server/test/no-renderer', ...env });
  return createApp(createDeps(config, database, logger));
}

/** Reads a JSON reply, failing the test with the body when it is not JSON. */
export async function json<T = unknown>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected JSON, got ${response.status}: ${text.slice(0, 200)}`);
  }
}

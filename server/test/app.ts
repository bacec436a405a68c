/** Builds the real app for in-process API tests (`app.request(...)`). */
import { beforeAll } from 'vitest';
import { type App, createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import { type Logger, silentLogger } from '../platform/logger.ts';
import { type Member, signedUpMember } from './auth-client.ts';

/** The app's dependencies as the tests configure them, for a test that reaches past the app. */
export function createTestDeps(
  database: Database,
  env: Record<string, string> = {},
  logger: Logger = silentLogger,
) {
  // Pages are drawn by the browser alone here, whether or not a build left a
  // server renderer in dist/ssr: the browser tier tests the drawn pages.
  const config = loadConfig({ NODE_ENV: 'test', SSR_DIST_DIR: 'server/test/no-renderer', ...env });
  return createDeps(config, database, logger);
}

export function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  logger: Logger = silentLogger,
) {
  return createApp(createTestDeps(database, env, logger));
}

/**
 * The in-process app of a test file, made before its tests: call it at the top
 * of the file, after setupTestDatabase, so the file's own beforeAll hooks find
 * it. `env`: settings for this app only (e.g. MEDIA_DIR).
 */
export function testApp(database: Database, env: Record<string, string> = {}) {
  let app: App | undefined;
  beforeAll(() => {
    app = createTestApp(database, env);
  });
  const made = () => {
    if (!app)
      throw new Error('The test app is made before the tests (use it inside a test or hook)');
    return app;
  };
  return {
    get app() {
      return made();
    },
    /** A member signed up on this app (signedUpMember). */
    member: (name?: string): Promise<Member> => signedUpMember(made(), database.db, name),
  };
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

/** Runs the real app on a real port (for WebSocket tests), with its realtime hub started. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import { listen } from '../http.ts';
import { silentLogger } from '../platform/logger.ts';

/** `hostname`: the interface to listen on ('0.0.0.0' for all); clients connect through 127.0.0.1. */
export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  hostname = '127.0.0.1',
) {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', ...env });
  const deps = createDeps(config, database, silentLogger);
  await deps.hub.start();
  const app = createApp(deps);
  const server = listen(app, { port: 0, hostname });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    deps,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/api/realtime`,
    async close() {
      await deps.hub.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Two instances of the app on one database, as behind a load balancer, for
 * the tests of the file (or describe block) it is called in: started before
 * them, closed after. Read `one` and `two` inside tests and hooks.
 */
export function twoInstances(database: Database, env: Record<string, string> = {}) {
  const servers = {} as { one: TestServer; two: TestServer };
  beforeAll(async () => {
    servers.one = await startTestServer(database, env);
    servers.two = await startTestServer(database, env);
  });
  afterAll(async () => {
    await servers.one?.close();
    await servers.two?.close();
  });
  return servers;
}

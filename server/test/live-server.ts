/**
 * One live server for a test file (startTestServer): started before its
 * tests, stopped after them, with every socket opened through `socketOf`
 * closed then too, even when a test failed. Call it at the top of the file,
 * after setupTestDatabase, so later beforeAll hooks find it running.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { type Member, signedUpMember } from './auth-client.ts';
import { RealtimeTestClient } from './realtime-client.ts';
import { startTestServer } from './server.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** `env`: settings for this server only (e.g. MEDIA_DIR), as startTestServer takes them. */
export function liveTestServer(database: Database, env: Record<string, string> = {}) {
  let server: TestServer | undefined;
  const sockets: RealtimeTestClient[] = [];
  const started = () => {
    if (!server) throw new Error('The test server is not running (use it inside a test or hook)');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer(database, env);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });
  return {
    get app() {
      return started().app;
    },
    get deps() {
      return started().deps;
    },
    get http() {
      return started().http;
    },
    get ws() {
      return started().ws;
    },
    /** A member signed up on this server (signedUpMember). */
    member(name?: string): Promise<Member> {
      return signedUpMember(started().app, database.db, name);
    },
    /** A member's socket on this server. */
    async socketOf(member: Member) {
      const socket = await RealtimeTestClient.connect(started().ws, {
        cookie: member.browser.cookieHeader,
      });
      sockets.push(socket);
      return socket;
    },
  };
}

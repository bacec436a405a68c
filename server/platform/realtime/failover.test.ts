/**
 * Two instances on one database behind a balancer (issue #45): one is killed with
 * SIGKILL while the other serves. A member's socket, cut off with it, reconnects
 * through the balancer to the other and catches up on what was written meanwhile,
 * and nothing acknowledged before the kill is lost. An instance stopped the polite
 * way (SIGTERM, as a rolling deploy does) closes its sockets as a restart and exits.
 *
 * The instances are real server processes (server/main.ts), so the kill is a real
 * one; the balancer is a TCP proxy that sends each connection to the first instance
 * that takes it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { createTestApp } from '../../test/app.ts';
import { type Member, signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { tempDir } from '../../test/temp.ts';

const database = setupTestDatabase();
/** Both instances and the in-process app sign cookies with one secret, as one site does. */
const AUTH_SECRET = randomBytes(48).toString('base64url');
const dataDir = tempDir('habesha-failover-');

type Instance = { child: ChildProcess; port: number };
let instances: Instance[] = [];
let balancer: net.Server;
let base = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startInstance(publicUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      DEMO_SEED: '0',
      LOG_LEVEL: 'error',
      SSR_DIST_DIR: 'server/test/no-renderer',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('instance did not start');
}

/** Each connection goes to the first instance that accepts it, and ends when that one does. */
function startBalancer(port: number): Promise<net.Server> {
  const server = net.createServer((client) => {
    client.pause();
    const tryInstance = (index: number) => {
      const instance = instances[index];
      if (!instance) return client.destroy();
      const upstream = net.connect(instance.port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        client.pipe(upstream).pipe(client);
        client.resume();
        upstream.on('close', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
      });
      // Refused: that instance is gone, try the next. Cut off later: so is this connection.
      upstream.on('error', () => (connected ? client.destroy() : tryInstance(index + 1)));
    };
    tryInstance(0);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  instances = await Promise.all([startInstance(base), startInstance(base)]);
  balancer = await startBalancer(port);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    instances.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // Its own shutdown is not what this file tests: a slow one is cut short.
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }),
  );
  await new Promise((resolve) => balancer?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/**
 * A request through the balancer, as the member's browser makes it, on a connection of
 * its own (a kept-alive one to the killed instance would only fail where a browser retries).
 */
async function through(member: Member, pathname: string, json?: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${base}${pathname}`,
        {
          agent: false,
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            origin: base,
            cookie: member.browser.cookieHeader,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
  return { status, ok: status >= 200 && status < 300, json: () => JSON.parse(text) as unknown };
}

async function send(member: Member, thread: string, body: string): Promise<number> {
  const sent = await through(member, `/api/inbox/threads/${thread}/messages`, { body });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { message: { id: number } }).message.id;
}

const socketUrl = () => `${base.replace('http', 'ws')}/api/realtime`;
const messageIn = (channel: string) => (m: ServerMessage) =>
  m.type === 'event' && m.channel === channel && m.event.kind === 'dm.message';

describe('two instances, one killed', () => {
  it('moves a member’s socket to the instance left, which catches it up and carries on', async () => {
    const app = createTestApp(database, { AUTH_SECRET });
    const alem = await signedUpMember(app, database.db, 'Alem');
    const biniam = await signedUpMember(app, database.db, 'Biniam');
    const opened = await through(alem, '/api/inbox/threads', { member: biniam.userId });
    expect(opened.ok).toBe(true);
    const { thread } = (await opened.json()) as { thread: { id: string } };
    const channel = `thread:${thread.id}`;
    const before = await send(alem, thread.id, 'Selam, is the room free?');

    // Biniam's page: a socket through the balancer, on the first instance.
    const first = await RealtimeTestClient.connect(socketUrl(), {
      cookie: biniam.browser.cookieHeader,
    });
    first.send({ type: 'subscribe', channel });
    await first.next((m) => m.type === 'subscribed' && m.channel === channel);
    const closed = new Promise((resolve) => first.socket.once('close', resolve));

    const [killed] = instances;
    if (!killed) throw new Error('no first instance');
    const gone = new Promise((resolve) => killed.child.once('exit', resolve));
    killed.child.kill('SIGKILL');
    // Its socket closes as the kernel tears the process down; until the process is
    // reaped its listening port may still take a connection and then drop it.
    await Promise.all([closed, gone]);

    // Written while Biniam's socket was gone: on the instance left.
    const missed = await send(alem, thread.id, 'Written while you were away');

    const second = await RealtimeTestClient.connect(socketUrl(), {
      cookie: biniam.browser.cookieHeader,
    });
    second.send({ type: 'subscribe', channel });
    await second.next((m) => m.type === 'subscribed' && m.channel === channel);
    // Caught up as the web app does once subscribed: the history after the last it had.
    const history = await through(biniam, `/api/inbox/threads/${thread.id}/messages?after=0`);
    expect(history.status).toBe(200);
    const ids = ((await history.json()) as { messages: { id: number }[] }).messages.map(
      (message) => message.id,
    );
    expect(ids).toEqual(expect.arrayContaining([before, missed]));

    // And live again: the next message reaches the new socket.
    const live = await send(alem, thread.id, 'Still there?');
    const event = await second.next(messageIn(channel));
    expect(event.type === 'event' && String(event.event.messageId)).toBe(String(live));
    second.close();
  }, 60_000);

  it('an instance told to stop (SIGTERM) closes its open sockets as a restart and exits', async () => {
    const app = createTestApp(database, { AUTH_SECRET });
    const selam = await signedUpMember(app, database.db, 'Selam');
    // The first instance is gone (above): the balancer sends this socket to the other.
    const socket = await RealtimeTestClient.connect(socketUrl(), {
      cookie: selam.browser.cookieHeader,
    });
    const closeCode = new Promise<number>((resolve) =>
      socket.socket.once('close', (code: number) => resolve(code)),
    );
    const stopping = instances[1]?.child;
    if (!stopping) throw new Error('no second instance');
    const exited = new Promise<number | null>((resolve) =>
      stopping.once('exit', (code) => resolve(code)),
    );
    const began = Date.now();
    stopping.kill('SIGTERM');
    // 1012: the page reconnects (to an instance still up, or this one's successor).
    expect(await closeCode).toBe(1012);
    expect(await exited).toBe(0);
    // Before the 5 s a stuck request is given: nothing held the instance up.
    expect(Date.now() - began).toBeLessThan(4_000);
  }, 30_000);
});

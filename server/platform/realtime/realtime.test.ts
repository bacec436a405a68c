import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { notify } from '../../features/notifications/service.ts';
import { signedUpBrowser, signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { startTestServer, type TestServer, twoInstances } from '../../test/server.ts';

const database = setupTestDatabase();
const servers = twoInstances(database, { REALTIME_HEARTBEAT_MS: '300' });

/** Signs up on instance one; returns the session cookie and the user id. */
async function member() {
  const { browser, userId } = await signedUpMember(servers.one.app, database.db, 'Yonas');
  return { cookie: browser.cookieHeader, userId };
}

const isCreated = (title: string) => (m: ServerMessage) =>
  m.type === 'event' &&
  m.event.kind === 'notification.created' &&
  (m.event.notification as { title: string }).title === title;

/** Notifies `userId` through `server`'s hub and waits until `socket` hears the notice. */
async function notifyAndSee(
  server: TestServer,
  userId: string,
  title: string,
  socket: RealtimeTestClient,
) {
  await notify(database.db, server.deps.hub, userId, { title, type: 'test' });
  await socket.next(isCreated(title));
}

describe('realtime hub (/api/realtime)', () => {
  it('subscribes a signed-in socket to its user channel and delivers that user’s notifications only', async () => {
    const alice = await member();
    const bob = await member();
    const aliceSocket = await RealtimeTestClient.connect(servers.one.ws, { cookie: alice.cookie });
    const bobSocket = await RealtimeTestClient.connect(servers.one.ws, { cookie: bob.cookie });
    await aliceSocket.next((m) => m.type === 'subscribed' && m.channel === `user:${alice.userId}`);
    await bobSocket.next((m) => m.type === 'subscribed' && m.channel === `user:${bob.userId}`);

    await notifyAndSee(servers.one, alice.userId, 'For Alice', aliceSocket);
    await expect(bobSocket.next(isCreated('For Alice'), 500)).rejects.toThrow();
    aliceSocket.close();
    bobSocket.close();
  });

  it('delivers across instances: published on one, received by a socket on the other', async () => {
    const alice = await member();
    const onTwo = await RealtimeTestClient.connect(servers.two.ws, { cookie: alice.cookie });
    await onTwo.next((m) => m.type === 'subscribed');
    await notifyAndSee(servers.one, alice.userId, 'Across', onTwo);
    onTwo.close();
  });

  it('lets a visitor join public channels but not a user channel', async () => {
    const alice = await member();
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    expect(await visitor.subscribe('city:asmara:general')).toMatchObject({ type: 'subscribed' });
    expect(await visitor.subscribe('presence')).toMatchObject({ type: 'subscribed' });
    expect(await visitor.subscribe(`user:${alice.userId}`)).toMatchObject({ type: 'denied' });
    // Threads open with the inbox; until then nobody may listen.
    expect(await visitor.subscribe('thread:123')).toMatchObject({ type: 'denied' });

    await servers.one.deps.hub.publish('city:asmara:general', {
      kind: 'chat.message',
      text: 'selam',
    });
    const received = await visitor.next(
      (m) => m.type === 'event' && m.channel === 'city:asmara:general',
    );
    expect(received).toMatchObject({ event: { kind: 'chat.message', text: 'selam' } });
    visitor.close();
  });

  it('does not let a signed-in user listen on another user’s channel', async () => {
    const alice = await member();
    const bob = await member();
    const socket = await RealtimeTestClient.connect(servers.one.ws, { cookie: bob.cookie });
    expect(await socket.subscribe(`user:${alice.userId}`)).toMatchObject({ type: 'denied' });
    socket.close();
  });

  it('stops delivering after unsubscribe and after the socket closes', async () => {
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    await visitor.subscribe('city:oakland:jobs');
    visitor.send({ type: 'unsubscribe', channel: 'city:oakland:jobs' });
    await visitor.next((m) => m.type === 'unsubscribed');
    await servers.one.deps.hub.publish('city:oakland:jobs', { kind: 'chat.message' });
    await expect(visitor.next((m) => m.type === 'event', 500)).rejects.toThrow();
    await visitor.subscribe('city:oakland:cleanup');
    expect(servers.one.deps.hub.stats().subscribers('city:oakland:cleanup')).toBe(1);
    visitor.close();
    await expect
      .poll(() => servers.one.deps.hub.stats().subscribers('city:oakland:cleanup'))
      .toBe(0);
  });

  it('answers garbage and unknown channels with an error, and keeps the connection', async () => {
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    visitor.socket.send('not json');
    expect(await visitor.next((m) => m.type === 'error')).toMatchObject({
      message: 'Unreadable message.',
    });
    expect(await visitor.subscribe('presence')).toMatchObject({ type: 'subscribed' });
    visitor.send({ type: 'subscribe', channel: 'secrets:everything' });
    expect(await visitor.next((m) => m.type === 'error')).toMatchObject({
      message: 'Unknown channel.',
    });
    // The admins' queue channel exists, for ADMIN_EMAILS alone (issue #39).
    visitor.send({ type: 'subscribe', channel: 'admin:moderation' });
    expect(await visitor.next((m) => m.type === 'denied')).toMatchObject({
      channel: 'admin:moderation',
    });
    visitor.close();
  });

  it('refuses a browser connection from another site (cross-site WebSocket hijacking)', async () => {
    const alice = await member();
    await expect(
      RealtimeTestClient.connect(servers.one.ws, {
        cookie: alice.cookie,
        origin: 'https://evil.example',
      }),
    ).rejects.toThrow(/403/);
  });

  it('a client that reconnects gets its channel back and receives new events', async () => {
    const alice = await member();
    const first = await RealtimeTestClient.connect(servers.one.ws, { cookie: alice.cookie });
    await first.next((m) => m.type === 'subscribed');
    first.socket.terminate();
    const again = await RealtimeTestClient.connect(servers.two.ws, { cookie: alice.cookie });
    await again.next((m) => m.type === 'subscribed' && m.channel === `user:${alice.userId}`);
    await notifyAndSee(servers.two, alice.userId, 'After reconnect', again);
    again.close();
  });

  it('survives a null frame and other JSON that is not a message (the server keeps serving)', async () => {
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    for (const frame of [
      'null',
      '[]',
      '42',
      '{"type":"subscribe"}',
      '{"type":"subscribe","channel":7}',
    ]) {
      visitor.socket.send(frame);
      expect(await visitor.next((m) => m.type === 'error')).toMatchObject({
        message: 'Unreadable message.',
      });
    }
    expect(await visitor.subscribe('presence')).toMatchObject({ type: 'subscribed' });
    const other = await RealtimeTestClient.connect(servers.one.ws);
    other.close();
    visitor.close();
  });

  it('refuses a frame over 4 KB before reading it', async () => {
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    const closed = new Promise<number>((resolve) =>
      visitor.socket.once('close', (code) => resolve(code)),
    );
    visitor.socket.send('x'.repeat(10_000));
    expect(await closed).toBe(1009); // "message too big"
  });

  it('closes the socket when its session ends (sign-out), so the user’s events stop', async () => {
    const browser = await signedUpBrowser(servers.one.app, database.db, {
      name: 'Lidya',
      email: `signout${Date.now()}@example.org`,
    });
    const socket = await RealtimeTestClient.connect(servers.one.ws, {
      cookie: browser.cookieHeader,
    });
    await socket.next((m) => m.type === 'subscribed');
    const closed = new Promise<number>((resolve) =>
      socket.socket.once('close', (code) => resolve(code)),
    );
    await browser.request('/api/auth/sign-out', { json: {} });
    expect(await closed).toBe(4401);
  });

  it('closes a bearer-token socket too when the session its token names ends', async () => {
    const browser = await signedUpBrowser(servers.one.app, database.db, {
      name: 'Lidya',
      email: `bearer${Date.now()}@example.org`,
    });
    const { token } = (await (await browser.request('/api/auth/token')).json()) as {
      token: string;
    };
    const socket = await RealtimeTestClient.connect(servers.one.ws, {
      authorization: `Bearer ${token}`,
    });
    await socket.next((m) => m.type === 'subscribed');
    const closed = new Promise<number>((resolve) =>
      socket.socket.once('close', (code) => resolve(code)),
    );
    await browser.request('/api/auth/sign-out', { json: {} });
    expect(await closed).toBe(4401);
  });

  it('caps the channels of one socket at 50, even when requests arrive together', async () => {
    const visitor = await RealtimeTestClient.connect(servers.one.ws);
    for (let i = 0; i < 55; i++) visitor.send({ type: 'subscribe', channel: `city:c${i}:general` });
    await visitor.next((m) => m.type === 'denied' && m.channel === 'city:c54:general');
    const subscribed = visitor.messages.filter((m) => m.type === 'subscribed').length;
    expect(subscribed).toBe(50);
    visitor.close();
  });

  it('caps open sockets per client address', async () => {
    const capped = await startTestServer(database, { REALTIME_MAX_SOCKETS_PER_ADDRESS: '2' });
    try {
      const first = await RealtimeTestClient.connect(capped.ws);
      const second = await RealtimeTestClient.connect(capped.ws);
      const third = new WebSocket(capped.ws);
      const code = await new Promise<number>((resolve) =>
        third.once('close', (closeCode) => resolve(closeCode)),
      );
      expect(code).toBe(4429);
      first.close();
      second.close();
    } finally {
      await capped.close();
    }
  });
});

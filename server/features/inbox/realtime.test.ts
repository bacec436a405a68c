import { describe, expect, it } from 'vitest';
import type { MessagePage, OpenThreadReply } from '../../../shared/inbox.ts';
import type { ServerMessage } from '../../../shared/realtime.ts';
import { json } from '../../test/app.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { onThread } from '../../test/inbox-calls.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { twoInstances } from '../../test/server.ts';

const database = setupTestDatabase();
const servers = twoInstances(database);

async function member(name: string) {
  const { browser, userId } = await signedUpMember(servers.one.app, database.db, name);
  return { browser, cookie: browser.cookieHeader, userId };
}

const isInbox = (userId: string) => (m: ServerMessage) =>
  m.type === 'event' && m.channel === `user:${userId}` && m.event.kind === 'inbox.changed';

describe('direct messages live (thread:<id> and user channels)', () => {
  it('a message reaches the other member’s socket on another instance and both user channels, never a third user', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const eve = await member('Eve');
    const { thread } = await json<OpenThreadReply>(
      await alice.browser.request('/api/inbox/threads', { json: { match: bob.userId } }),
    );
    const bobSocket = await RealtimeTestClient.connect(servers.two.ws, { cookie: bob.cookie });
    const aliceSocket = await RealtimeTestClient.connect(servers.one.ws, { cookie: alice.cookie });
    const eveSocket = await RealtimeTestClient.connect(servers.one.ws, { cookie: eve.cookie });
    expect(await bobSocket.subscribe(`thread:${thread.id}`)).toMatchObject({ type: 'subscribed' });
    expect(await eveSocket.subscribe(`thread:${thread.id}`)).toMatchObject({ type: 'denied' });
    expect(await eveSocket.subscribe('thread:not-a-uuid')).toMatchObject({ type: 'denied' });
    await aliceSocket.next((m) => m.type === 'subscribed' && m.channel === `user:${alice.userId}`);
    await eveSocket.next((m) => m.type === 'subscribed' && m.channel === `user:${eve.userId}`);

    const sent = await alice.browser.request(`/api/inbox/threads/${thread.id}/messages`, {
      json: { body: 'Selam Bob' },
    });
    const { message } = await json<{ message: { id: number } }>(sent);
    const live = await bobSocket.next(onThread(thread.id, 'dm.message'));
    expect(live).toMatchObject({ event: { threadId: thread.id, messageId: message.id } });
    expect(await bobSocket.next(isInbox(bob.userId))).toMatchObject({ event: { unread: 1 } });
    expect(await aliceSocket.next(isInbox(alice.userId))).toMatchObject({ event: { unread: 0 } });
    await expect(eveSocket.next((m) => m.type === 'event', 500)).rejects.toThrow();

    // Reading in one tab tells the reader's other tabs.
    await bob.browser.request(`/api/inbox/threads/${thread.id}/read`, { json: {} });
    expect(await bobSocket.next(isInbox(bob.userId))).toMatchObject({ event: { unread: 0 } });
    for (const socket of [aliceSocket, bobSocket, eveSocket]) socket.close();
  });

  it('after a dropped socket the client catches up with the messages after its last id', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const { thread } = await json<OpenThreadReply>(
      await alice.browser.request('/api/inbox/threads', { json: { match: bob.userId } }),
    );
    const socket = await RealtimeTestClient.connect(servers.one.ws, { cookie: bob.cookie });
    await socket.subscribe(`thread:${thread.id}`);
    const send = (body: string) =>
      alice.browser.request(`/api/inbox/threads/${thread.id}/messages`, { json: { body } });
    await send('before the drop');
    const seen = await socket.next(onThread(thread.id, 'dm.message'));
    const lastId = seen.type === 'event' ? Number(seen.event.messageId) : 0;
    socket.close();
    await send('while away 1');
    await send('while away 2');
    const again = await RealtimeTestClient.connect(servers.two.ws, { cookie: bob.cookie });
    await again.subscribe(`thread:${thread.id}`);
    const missed = await json<MessagePage>(
      await bob.browser.request(`/api/inbox/threads/${thread.id}/messages?after=${lastId}`),
    );
    expect(missed.messages.map((m) => m.body)).toEqual(['while away 1', 'while away 2']);
    await send('live again');
    await again.next(onThread(thread.id, 'dm.message'));
    again.close();
  });
});

/**
 * A chat board's people count (issue #39): signed-in members once each,
 * however many tabs they have open, and visitors who are not signed in once
 * per address, so 15 sockets from one address are one person, not 15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannel } from '../../../shared/chat.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { RealtimeTestClient } from '../../test/realtime-client.ts';
import { startTestServer } from '../../test/server.ts';
import { trackBoardPeople } from './people.ts';

const database = setupTestDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
const open: RealtimeTestClient[] = [];

beforeAll(async () => {
  // Behind a load balancer: the address is the one it appended to X-Forwarded-For.
  server = await startTestServer(database, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await server?.close();
});

async function onBoard(channel: string, headers: Record<string, string>) {
  const socket = await RealtimeTestClient.connect(server.ws, headers);
  open.push(socket);
  await socket.subscribe(channel);
  return socket;
}

async function people(channel: string) {
  const tracker = trackBoardPeople(server.deps);
  await tracker.flush();
  return tracker.count(channel);
}

describe('the people count of a chat board', () => {
  it('counts signed-in members once and anonymous sockets once per address', async () => {
    const channel = chatChannel('Asmara', 'general');
    const from = (address: string) => ({ 'x-forwarded-for': address });

    for (let i = 0; i < 15; i++) await onBoard(channel, from('198.51.100.1'));
    expect(await people(channel)).toBe(1);

    await onBoard(channel, from('198.51.100.2'));
    await onBoard(channel, from('198.51.100.3'));
    expect(await people(channel)).toBe(3);

    // A member with three tabs, from an address a visitor also uses: one more person.
    const member = await signedUpMember(server.app, database.db, 'Selam');
    const cookie = { ...from('198.51.100.1'), cookie: member.browser.cookieHeader };
    for (let i = 0; i < 3; i++) await onBoard(channel, cookie);
    expect(await people(channel)).toBe(4);

    // The address's last socket gone, it is nobody any more.
    const lone = await onBoard(channel, from('198.51.100.9'));
    expect(await people(channel)).toBe(5);
    lone.close();
    await expect.poll(() => people(channel)).toBe(4);
  });
});

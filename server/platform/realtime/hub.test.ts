import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../../shared/realtime.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { silentLogger } from '../logger.ts';
import { createRealtimeHub, type RealtimeHub, type RealtimeSocket } from './hub.ts';

const database = setupTestDatabase();
let one: RealtimeHub;
let two: RealtimeHub;

beforeAll(async () => {
  // Two instances' hubs on one database, as behind a load balancer.
  const hub = () =>
    createRealtimeHub({ databaseUrl: database.url, pool: database.pool, logger: silentLogger });
  one = hub();
  two = hub();
  await one.start();
  await two.start();
});
afterAll(async () => {
  await one?.stop();
  await two?.stop();
});

/** A socket that keeps what it was sent, and resolves `until` once it holds `count`. */
function recordingSocket() {
  const events: RealtimeEvent[] = [];
  let waiting: { count: number; resolve: () => void } | null = null;
  const socket: RealtimeSocket = {
    send(message) {
      events.push((JSON.parse(message) as { event: RealtimeEvent }).event);
      if (waiting && events.length >= waiting.count) waiting.resolve();
    },
    close() {},
    bufferedAmount: () => 0,
  };
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      if (events.length >= count) resolve();
      else waiting = { count, resolve };
    });
  return { socket, events, until };
}

describe('realtime hub: an instance’s own events', () => {
  it('reach its own sockets and listeners at once, before PostgreSQL has them', async () => {
    const { socket, events } = recordingSocket();
    one.subscribe(socket, 'city:asmara:general');
    const heard: RealtimeEvent[] = [];
    const stop = one.onEvent('city:asmara:general', (event) => heard.push(event));

    const sent = one.publish('city:asmara:general', { kind: 'chat.message', text: 'selam' });
    // Nothing has gone to PostgreSQL and back yet: this is still the same turn.
    expect(events).toEqual([{ kind: 'chat.message', text: 'selam' }]);
    expect(heard).toEqual([{ kind: 'chat.message', text: 'selam' }]);
    await sent;
    stop();
    one.drop(socket);
  });

  it('reach them once: PostgreSQL’s echo of them is passed over, other instances’ events are not', async () => {
    const onOne = recordingSocket();
    const onTwo = recordingSocket();
    one.subscribe(onOne.socket, 'thread:7');
    two.subscribe(onTwo.socket, 'thread:7');

    const event = (id: number) => ({ kind: 'message.created', id });
    await one.publish('thread:7', event(1));
    await two.publish('thread:7', event(2));
    await one.publish('thread:7', event(3));
    await two.publish('thread:7', event(4));
    // PostgreSQL delivers notifications in the order they were sent: by the time the other
    // instance's last event reaches an instance, the echoes of its own earlier ones have come.
    // (An instance has its own events at once, so it may see them before earlier ones.)
    await onOne.until(4);
    await onTwo.until(4);
    const ids = (events: RealtimeEvent[]) => events.map((e) => e.id as number).sort();
    expect(ids(onOne.events)).toEqual([1, 2, 3, 4]);
    expect(ids(onTwo.events)).toEqual([1, 2, 3, 4]);
    one.drop(onOne.socket);
    two.drop(onTwo.socket);
  });
});

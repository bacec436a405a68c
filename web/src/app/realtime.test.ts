// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A WebSocket the test drives: it records what the page sends and delivers what the server says. */
class FakeSocket {
  static last: FakeSocket | undefined;
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  say(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the realtime connection', () => {
  it('catches up once its subscriptions are confirmed: what was read before them may have missed an event', async () => {
    const { realtime } = await import('./realtime.ts');
    const caughtUp = vi.fn();
    realtime.onResync(caughtUp);
    realtime.subscribe('user:u1', () => {});
    realtime.subscribe('presence', () => {});
    const socket = FakeSocket.last as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', channel: 'user:u1' },
      { type: 'subscribe', channel: 'presence' },
    ]);
    vi.advanceTimersByTime(1_000);
    expect(caughtUp).not.toHaveBeenCalled();
    // Both confirmations together: one catch-up.
    socket.say({ type: 'subscribed', channel: 'user:u1' });
    socket.say({ type: 'subscribed', channel: 'presence' });
    vi.advanceTimersByTime(1_000);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    // An event is delivered to its channel's handlers, and is no catch-up.
    socket.say({ type: 'event', channel: 'user:u1', event: { kind: 'inbox.changed' } });
    vi.advanceTimersByTime(1_000);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    // The server's own request to resync.
    socket.say({ type: 'resync' });
    expect(caughtUp).toHaveBeenCalledTimes(2);
  });
});

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
  it('catches a channel up once its subscription is confirmed: what was read before may have missed an event', async () => {
    const { realtime } = await import('./realtime.ts');
    const user = vi.fn();
    const board = vi.fn();
    realtime.onResync('user:u1', user);
    realtime.onResync('chat:asmara:general', board);
    realtime.subscribe('user:u1', () => {});
    realtime.subscribe('presence', () => {});
    const socket = FakeSocket.last as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', channel: 'user:u1' },
      { type: 'subscribe', channel: 'presence' },
    ]);
    vi.advanceTimersByTime(1_000);
    expect(user).not.toHaveBeenCalled();
    // Confirmations arriving together: one catch-up for the user's channel, none for the board.
    socket.say({ type: 'subscribed', channel: 'user:u1' });
    socket.say({ type: 'subscribed', channel: 'presence' });
    vi.advanceTimersByTime(1_000);
    expect(user).toHaveBeenCalledTimes(1);
    expect(board).not.toHaveBeenCalled();
    // An event is delivered to its channel's handlers, and is no catch-up.
    socket.say({ type: 'event', channel: 'user:u1', event: { kind: 'inbox.changed' } });
    vi.advanceTimersByTime(1_000);
    expect(user).toHaveBeenCalledTimes(1);
    // The server's own request to resync reaches every listener.
    socket.say({ type: 'resync' });
    expect(user).toHaveBeenCalledTimes(2);
    expect(board).toHaveBeenCalledTimes(1);
  });

  it('after a reconnect, catches up once the resubscription is confirmed, not before', async () => {
    const { realtime } = await import('./realtime.ts');
    const user = vi.fn();
    realtime.onResync('user:u1', user);
    realtime.subscribe('user:u1', () => {});
    const first = FakeSocket.last as FakeSocket;
    first.open();
    first.say({ type: 'subscribed', channel: 'user:u1' });
    vi.advanceTimersByTime(100);
    expect(user).toHaveBeenCalledTimes(1);
    first.onclose?.();
    vi.advanceTimersByTime(2_000);
    const second = FakeSocket.last as FakeSocket;
    expect(second).not.toBe(first);
    expect(user).toHaveBeenCalledTimes(1);
    second.open();
    expect(second.sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);
    second.say({ type: 'subscribed', channel: 'user:u1' });
    vi.advanceTimersByTime(100);
    expect(user).toHaveBeenCalledTimes(2);
  });
});

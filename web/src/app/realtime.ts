/**
 * The browser's one realtime connection (/api/realtime): subscribe to a
 * channel with a handler; the connection opens on first use, resubscribes
 * after every reconnect (backoff 1 s doubling to 30 s), reconnects when the
 * server's heartbeat stops, and exposes its status for the UI. A page catches
 * up on a channel (onResync) each time the server confirms its subscription
 * (the first time, and again after every reconnect: what the page read before
 * may have missed an event published in between), and when the server asks.
 */
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  type RealtimeEvent,
  type ServerMessage,
} from '@shared/realtime.ts';
import type { ClientMessage } from '@shared/schemas/realtime.ts';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const CONNECT_TIMEOUT_MS = 10_000;
/** Subscriptions confirmed within this window share one catch-up per listener. */
const CATCH_UP_DELAY_MS = 50;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
type Handler = (event: RealtimeEvent) => void;

class RealtimeConnection {
  private socket: WebSocket | null = null;
  private handlers = new Map<string, Set<Handler>>();
  private resyncListeners = new Map<() => void, string>();
  private confirmed = new Set<string>();
  private statusListeners = new Set<() => void>();
  private status: RealtimeStatus = 'idle';
  private retryMs = 1_000;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private catchUpTimer: ReturnType<typeof setTimeout> | undefined;

  getStatus = () => this.status;

  onStatus = (listener: () => void) => {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  };

  /** Runs `listener` to catch up on `channel` (see above); returns the way to stop. */
  onResync(channel: string, listener: () => void): () => void {
    this.resyncListeners.set(listener, channel);
    return () => {
      this.resyncListeners.delete(listener);
    };
  }

  subscribe(channel: string, handler: Handler) {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ type: 'subscribe', channel });
    }
    set.add(handler);
    this.ensureOpen();
    return () => {
      set.delete(handler);
      // Only the set still registered for the channel may end the subscription.
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        this.send({ type: 'unsubscribe', channel });
      }
    };
  }

  /** Start over, e.g. after sign-in or sign-out, so the server sees the new session. */
  reconnect() {
    if (this.status === 'idle') return;
    this.socket?.close();
  }

  /** Every listener, or those of the given channels. */
  private resync(channels?: Set<string>) {
    for (const [listener, channel] of this.resyncListeners) {
      if (!channels || channels.has(channel)) listener();
    }
  }

  private setStatus(status: RealtimeStatus) {
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private ensureOpen() {
    if (this.socket || this.retryTimer || typeof WebSocket === 'undefined') return;
    this.open();
  }

  private open() {
    this.retryTimer = undefined;
    this.setStatus(this.status === 'idle' ? 'connecting' : 'reconnecting');
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${REALTIME_PATH}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    // A connection that neither opens nor fails within 10 s is given up and retried.
    const connectTimer = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(connectTimer);
      this.retryMs = 1_000;
      this.setStatus('open');
      this.feedWatchdog();
      for (const channel of this.handlers.keys()) this.send({ type: 'subscribe', channel });
    };
    socket.onmessage = (message) => {
      this.feedWatchdog();
      let parsed: ServerMessage;
      try {
        parsed = JSON.parse(String(message.data)) as ServerMessage;
      } catch {
        return;
      }
      if (parsed.type === 'event') {
        for (const handler of this.handlers.get(parsed.channel) ?? []) handler(parsed.event);
      } else if (parsed.type === 'resync') {
        this.resync();
      } else if (parsed.type === 'subscribed') {
        this.confirmed.add(parsed.channel);
        clearTimeout(this.catchUpTimer);
        this.catchUpTimer = setTimeout(() => {
          const channels = this.confirmed;
          this.confirmed = new Set();
          this.resync(channels);
        }, CATCH_UP_DELAY_MS);
      }
    };
    socket.onclose = () => {
      clearTimeout(connectTimer);
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.watchdog);
      // Confirmations of the closed socket: its resubscriptions will catch up.
      clearTimeout(this.catchUpTimer);
      this.confirmed = new Set();
      this.setStatus('reconnecting');
      // Jitter spreads reconnects after a server restart.
      const delay = this.retryMs * (0.8 + Math.random() * 0.4);
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
      // State may have changed while we were away: each channel catches up
      // when its resubscription is confirmed.
      this.retryTimer = setTimeout(() => this.open(), delay);
    };
  }

  /** No message for two and a half heartbeats means the connection is dead. */
  private feedWatchdog() {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.socket?.close(), REALTIME_HEARTBEAT_MS * 2.5);
  }
}

export const realtime = new RealtimeConnection();

/** Calls `handler` for each event on `channel` while mounted (null: no subscription). */
export function useRealtimeChannel(channel: string | null, handler: Handler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, (event) => latest.current(event));
  }, [channel]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.getStatus, () => 'idle');
}

/**
 * The realtime hub: WebSocket connections subscribe to channels; `publish`
 * sends an event to every subscriber on every instance. Fan-out goes through
 * PostgreSQL LISTEN/NOTIFY, so instances behind a load balancer share events
 * with no extra broker: each instance NOTIFYs, and each LISTENs and delivers
 * to its own sockets (including the publisher's).
 *
 * NOTIFY payloads are limited to 8000 bytes: events carry small records or
 * ids, never large documents.
 */
import pg from 'pg';
import type { RealtimeEvent, ServerMessage } from '../../../shared/realtime.ts';
import type { Logger } from '../logger.ts';

const NOTIFY_CHANNEL = 'habesha_realtime';
const MAX_PAYLOAD_BYTES = 7_900;

/** What the hub needs of a socket; the WebSocket route adapts ws to this. */
export type RealtimeSocket = {
  send: (message: string) => void;
  close: (code?: number, reason?: string) => void;
};

export type RealtimeHub = {
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  subscribe(socket: RealtimeSocket, channel: string): void;
  unsubscribe(socket: RealtimeSocket, channel: string): void;
  /** Forget a closed socket everywhere. */
  drop(socket: RealtimeSocket): void;
  /** Start receiving events from all instances (LISTEN). */
  start(): Promise<void>;
  stop(): Promise<void>;
  stats(): { sockets: number; subscriptions: number };
};

export function createRealtimeHub(options: {
  databaseUrl: string;
  pool: pg.Pool;
  logger: Logger;
}): RealtimeHub {
  const { pool, logger } = options;
  const subscribers = new Map<string, Set<RealtimeSocket>>();
  const channelsOf = new Map<RealtimeSocket, Set<string>>();
  let listener: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;

  const send = (socket: RealtimeSocket, message: ServerMessage) => {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // A socket closing mid-send is dropped by its close handler.
    }
  };

  const deliver = (payload: string) => {
    let parsed: { channel: string; event: RealtimeEvent };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const sockets = subscribers.get(parsed.channel);
    if (!sockets) return;
    const message = JSON.stringify({
      type: 'event',
      channel: parsed.channel,
      event: parsed.event,
    } satisfies ServerMessage);
    for (const socket of sockets) {
      try {
        socket.send(message);
      } catch {
        // see above
      }
    }
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) deliver(message.payload);
    });
    client.on('error', (error) => {
      logger.warn(`Realtime event feed lost (${error.message}); reconnecting`);
      void client.end().catch(() => {});
      if (listener === client) listener = null;
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    listener = client;
    retryMs = 500;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 30_000);
    setTimeout(() => {
      listen()
        .then(() => {
          // Events published while we were away are gone: tell clients to refetch.
          for (const socket of channelsOf.keys()) send(socket, { type: 'resync' });
        })
        .catch(() => scheduleReconnect());
    }, delay).unref();
  };

  return {
    async publish(channel, event) {
      const payload = JSON.stringify({ channel, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(
          `Realtime event too large for ${channel} (${Buffer.byteLength(payload)} bytes): send an id instead`,
        );
      }
      await pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
    },
    subscribe(socket, channel) {
      let sockets = subscribers.get(channel);
      if (!sockets) {
        sockets = new Set();
        subscribers.set(channel, sockets);
      }
      sockets.add(socket);
      let channels = channelsOf.get(socket);
      if (!channels) {
        channels = new Set();
        channelsOf.set(socket, channels);
      }
      channels.add(channel);
    },
    unsubscribe(socket, channel) {
      subscribers.get(channel)?.delete(socket);
      if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
      channelsOf.get(socket)?.delete(channel);
    },
    drop(socket) {
      for (const channel of channelsOf.get(socket) ?? []) {
        subscribers.get(channel)?.delete(socket);
        if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
      }
      channelsOf.delete(socket);
    },
    async start() {
      stopped = false;
      await listen();
    },
    async stop() {
      stopped = true;
      await listener?.end().catch(() => {});
      listener = null;
    },
    stats() {
      let subscriptions = 0;
      for (const sockets of subscribers.values()) subscriptions += sockets.size;
      return { sockets: channelsOf.size, subscriptions };
    },
  };
}

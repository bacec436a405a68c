/**
 * The realtime hub: WebSocket connections subscribe to channels; `publish`
 * sends an event to every subscriber on every instance. Fan-out goes through
 * PostgreSQL LISTEN/NOTIFY, so instances behind a load balancer share events
 * with no extra broker: each instance NOTIFYs, and each LISTENs and delivers
 * to its own sockets. The publisher's own sockets get its events at once,
 * not after PostgreSQL echoes them: under 50 sends at a time the echo waited
 * behind the other requests' work (issue #45); the echo is then passed over.
 *
 * NOTIFY payloads are limited to 8000 bytes: events carry small records or
 * ids, never large documents.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { RealtimeEvent, ServerMessage } from '../../../shared/realtime.ts';
import type { Logger } from '../logger.ts';

const NOTIFY_CHANNEL = 'habesha_realtime';
const MAX_PAYLOAD_BYTES = 7_900;
/** A socket that lets this much pile up unread is a stuck reader: cut it off. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How often the LISTEN connection proves it is still alive. */
const LISTENER_CHECK_MS = 30_000;

/** What the hub needs of a socket; the WebSocket route adapts ws to this. */
export type RealtimeSocket = {
  send: (message: string) => void;
  close: (code?: number, reason?: string) => void;
  /** Bytes queued but not yet sent. */
  bufferedAmount: () => number;
  /**
   * Who is at the other end, for counting people rather than sockets: `user:<id>`
   * when signed in, else `address:<client address>`. Sockets of one person count once.
   */
  person?: string;
};

export type RealtimeHub = {
  /** Sends to every subscriber of the channel on every instance; throws if it cannot. */
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  /** The same, but a failure is logged instead of thrown (the change itself is already saved). */
  tryPublish(channel: string, event: RealtimeEvent): Promise<void>;
  subscribe(socket: RealtimeSocket, channel: string): void;
  unsubscribe(socket: RealtimeSocket, channel: string): void;
  /** Forget a closed socket everywhere. */
  drop(socket: RealtimeSocket): void;
  /** Start receiving events from all instances (LISTEN). */
  start(): Promise<void>;
  stop(): Promise<void>;
  stats(): {
    sockets: number;
    subscriptions: number;
    subscribers: (channel: string) => number;
    /** Distinct people (`RealtimeSocket.person`) among the channel's sockets on this instance. */
    people: (channel: string) => number;
  };
  /**
   * Runs `listener(channel)` after this instance's subscriber count of a
   * channel changed (a subscribe, an unsubscribe, a closed socket), e.g. for
   * the people count of a chat board.
   */
  onSubscribersChanged(listener: (channel: string) => void): () => void;
  /**
   * Runs `listener(event)` in this process for every event published on `channel` by any
   * instance: for server-side state that must follow changes everywhere (e.g. dropping the
   * listing read cache). Sockets need not be subscribed. Returns the way to stop.
   */
  onEvent(channel: string, listener: (event: RealtimeEvent) => void): () => void;
  /**
   * Runs `listener(channel, event)` for every event this instance publishes (not the
   * ones other instances publish): for work that follows one's own writes once, e.g.
   * queueing the missed-activity email (issue #44). Returns the way to stop.
   */
  onPublished(listener: (channel: string, event: RealtimeEvent) => void): () => void;
  /**
   * True while this instance LISTENs, so events from every instance reach it. State kept
   * from events (the session cache) is trusted only then.
   */
  feedLive(): boolean;
  /** Runs `listener(live)` when the feed is lost (events may be missed) and when it is back. */
  onFeedChange(listener: (live: boolean) => void): () => void;
};

export function createRealtimeHub(options: {
  databaseUrl: string;
  pool: pg.Pool;
  logger: Logger;
}): RealtimeHub {
  const { pool, logger } = options;
  const subscribers = new Map<string, Set<RealtimeSocket>>();
  const channelsOf = new Map<RealtimeSocket, Set<string>>();
  const changeListeners = new Set<(channel: string) => void>();
  const feedListeners = new Set<(live: boolean) => void>();
  const feedChanged = (live: boolean) => {
    for (const listener of feedListeners) {
      try {
        listener(live);
      } catch (error) {
        logger.error({ err: error }, 'Realtime feed listener failed');
      }
    }
  };
  const eventListeners = new Map<string, Set<(event: RealtimeEvent) => void>>();
  const changed = (channel: string) => {
    for (const listener of changeListeners) {
      try {
        listener(channel);
      } catch (error) {
        logger.error({ err: error, channel }, 'Realtime subscriber listener failed');
      }
    }
  };
  let listener: pg.Client | null = null;
  let stopped = true;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;

  const sendTo = (socket: RealtimeSocket, message: string) => {
    if (socket.bufferedAmount() > MAX_BUFFERED_BYTES) {
      logger.warn('Closing a realtime socket that stopped reading');
      socket.close(1013, 'Too slow');
      drop(socket);
      return;
    }
    try {
      socket.send(message);
    } catch {
      // A socket closing mid-send is dropped by its close handler.
    }
  };

  /** Marks this instance's payloads, so it knows its own when PostgreSQL echoes them. */
  const origin = randomUUID();

  /** An event from another instance, as PostgreSQL delivered it. */
  const deliverNotified = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const { channel, event, from } = parsed as {
      channel?: unknown;
      event?: RealtimeEvent;
      from?: unknown;
    };
    if (typeof channel !== 'string' || !event || from === origin) return;
    deliver(channel, event);
  };

  /** To this instance's listeners and subscribed sockets. */
  const deliver = (channel: string, event: RealtimeEvent) => {
    for (const listener of eventListeners.get(channel) ?? []) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, channel }, 'Realtime event listener failed');
      }
    }
    const sockets = subscribers.get(channel);
    if (!sockets) return;
    const message = JSON.stringify({ type: 'event', channel, event } satisfies ServerMessage);
    for (const socket of [...sockets]) sendTo(socket, message);
  };

  const drop = (socket: RealtimeSocket) => {
    const channels = channelsOf.get(socket) ?? [];
    for (const channel of channels) {
      subscribers.get(channel)?.delete(socket);
      if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
    }
    channelsOf.delete(socket);
    for (const channel of channels) changed(channel);
  };

  /** Drops the current listener (if it is `client`) and plans one reconnect. */
  const lose = (client: pg.Client, reason: string) => {
    if (listener !== client) return;
    listener = null;
    clearInterval(checkTimer);
    void client.end().catch(() => {});
    logger.warn(`Realtime event feed lost (${reason}); reconnecting`);
    feedChanged(false);
    scheduleReconnect();
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) deliverNotified(message.payload);
    });
    client.on('error', (error) => lose(client, error.message));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
    retryMs = 500;
    feedChanged(true);
    // A connection can die silently (no TCP reset): ask it a question now and then.
    checkTimer = setInterval(() => {
      client.query('SELECT 1').catch((error: Error) => lose(client, error.message));
    }, LISTENER_CHECK_MS);
    checkTimer.unref();
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 30_000);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      listen()
        .then(() => {
          // Events published while we were away are gone: tell clients to refetch.
          const resync = JSON.stringify({ type: 'resync' } satisfies ServerMessage);
          for (const socket of channelsOf.keys()) sendTo(socket, resync);
        })
        .catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  /**
   * One statement at a time on a client (pg queues no more), so events that arrive while one
   * is on its way go together in the next: `pg_notify` over an array, in order. (PostgreSQL
   * delivers two identical payloads of one statement once: events are ids and counts, so a
   * repeat adds nothing.)
   */
  let batch: { payloads: string[]; sent: Promise<void> } | null = null;
  let sending: Promise<unknown> = Promise.resolve();
  const notifyOn = (client: pg.Client, payload: string): Promise<void> => {
    if (batch) {
      batch.payloads.push(payload);
      return batch.sent;
    }
    const payloads = [payload];
    const sent = sending.then(async () => {
      if (batch?.payloads === payloads) batch = null;
      await client.query(
        'SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n',
        [NOTIFY_CHANNEL, payloads],
      );
    });
    batch = { payloads, sent };
    sending = sent.catch(() => {});
    return sent;
  };

  const publishedListeners = new Set<(channel: string, event: RealtimeEvent) => void>();
  const publish = async (channel: string, event: RealtimeEvent) => {
    for (const tap of publishedListeners) {
      try {
        tap(channel, event);
      } catch (error) {
        logger.error({ err: error, channel }, 'A published-event listener failed');
      }
    }
    const payload = JSON.stringify({ channel, event, from: origin });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(
        `Realtime event too large for ${channel} (${Buffer.byteLength(payload)} bytes): send an id instead`,
      );
    }
    deliver(channel, event);
    // On the LISTEN connection when there is one: it is otherwise idle, so an event never
    // waits for a pool connection behind the requests that hold them all (measured: under
    // 50 concurrent sends the pool's queue was most of a direct message's delivery time).
    const own = listener;
    if (own) {
      try {
        await notifyOn(own, payload);
        return;
      } catch {
        // The connection is going away (its error handler reconnects): use the pool.
      }
    }
    await pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
  };

  return {
    publish,
    async tryPublish(channel, event) {
      try {
        await publish(channel, event);
      } catch (error) {
        logger.error({ err: error, channel }, 'Realtime publish failed');
      }
    },
    subscribe(socket, channel) {
      let sockets = subscribers.get(channel);
      if (!sockets) {
        sockets = new Set();
        subscribers.set(channel, sockets);
      }
      const added = !sockets.has(socket);
      sockets.add(socket);
      let channels = channelsOf.get(socket);
      if (!channels) {
        channels = new Set();
        channelsOf.set(socket, channels);
      }
      channels.add(channel);
      if (added) changed(channel);
    },
    unsubscribe(socket, channel) {
      const removed = subscribers.get(channel)?.delete(socket) ?? false;
      if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
      channelsOf.get(socket)?.delete(channel);
      if (removed) changed(channel);
    },
    drop,
    async start() {
      stopped = false;
      await listen();
    },
    async stop() {
      stopped = true;
      if (listener) feedChanged(false);
      clearTimeout(retryTimer);
      retryTimer = undefined;
      clearInterval(checkTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
    stats() {
      let subscriptions = 0;
      for (const sockets of subscribers.values()) subscriptions += sockets.size;
      return {
        sockets: channelsOf.size,
        subscriptions,
        subscribers: (channel) => subscribers.get(channel)?.size ?? 0,
        people: (channel) => {
          const persons = new Set<unknown>();
          for (const socket of subscribers.get(channel) ?? []) persons.add(socket.person ?? socket);
          return persons.size;
        },
      };
    },
    onSubscribersChanged(listener) {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
    feedLive: () => listener !== null,
    onFeedChange(listener) {
      feedListeners.add(listener);
      return () => {
        feedListeners.delete(listener);
      };
    },
    onPublished(listener) {
      publishedListeners.add(listener);
      return () => {
        publishedListeners.delete(listener);
      };
    },
    onEvent(channel, listener) {
      let listeners = eventListeners.get(channel);
      if (!listeners) {
        listeners = new Set();
        eventListeners.set(channel, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

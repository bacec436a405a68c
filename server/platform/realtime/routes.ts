/**
 * GET /api/realtime: the WebSocket. Signed in (session cookie, or a bearer
 * JWT for non-browser clients), a socket is subscribed to its user's channel
 * at once; anyone may subscribe to public channels (city boards, presence).
 *
 * Guards: a browser Origin other than the site's is refused (no cross-site
 * socket riding the visitor's cookie); sockets per user and per address are
 * capped; each socket's messages are read one at a time and rate limited; the
 * session is checked again at every heartbeat (25 s), so sign-out, expiry or a
 * password reset closes the socket; a peer that stops answering pings is cut.
 */
import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import {
  CLOSE_CODES,
  isValidChannel,
  REALTIME_HEARTBEAT_MS,
  type ServerMessage,
  userChannel,
} from '../../../shared/realtime.ts';
import { clientMessageSchema } from '../../../shared/schemas/realtime.ts';
import { currentUser, liveSessionUser, type SignedInUser } from '../auth/require-user.ts';
import { clientAddress } from '../client-address.ts';
import type { AppEnv } from '../context.ts';
import { ApiError, errorBody } from '../errors.ts';
import { allowedOrigins } from '../origin-check.ts';
import { maySubscribe } from './channels.ts';
import type { RealtimeSocket } from './hub.ts';

const MAX_CHANNELS_PER_SOCKET = 50;
const MAX_SOCKETS_PER_USER = 20;
/** Client messages allowed per socket in each 10-second window. */
const MAX_MESSAGES_PER_WINDOW = 60;
const MESSAGE_WINDOW_MS = 10_000;

type RawSocket = {
  ping?: () => void;
  terminate?: () => void;
  on?: (event: 'pong', listener: () => void) => void;
  bufferedAmount?: number;
};

/** Open sockets per user id and per client address, on this instance. */
const openPerKey = new Map<string, number>();
const countKey = (key: string, delta: number) => {
  const next = (openPerKey.get(key) ?? 0) + delta;
  if (next <= 0) openPerKey.delete(key);
  else openPerKey.set(key, next);
  return next;
};

export function realtimeRoutes(
  options: { heartbeatMs?: number; maxSocketsPerAddress?: number } = {},
) {
  const heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const maxSocketsPerAddress = options.maxSocketsPerAddress ?? 200;
  const app = new Hono<AppEnv>();

  app.use('/', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !allowedOrigins(c.var.deps.config).has(origin))
      throw ApiError.forbidden('This origin may not open the realtime connection.');
    await next();
  });

  app.get(
    '/',
    upgradeWebSocket(async (c) => {
      const { hub, logger, sessions, db } = c.var.deps;
      let user: SignedInUser | null = null;
      try {
        user = await currentUser(c);
      } catch {
        user = null; // an invalid bearer token connects as a visitor
      }
      const requestHeaders = new Headers(c.req.raw.headers);
      const usesBearer = requestHeaders.get('authorization')?.startsWith('Bearer ') ?? false;
      const keys = [`address:${clientAddress(c)}`, ...(user ? [`user:${user.id}`] : [])];
      // Counted as one person: a member by account, a visitor by address (issue #39).
      const person = user ? `user:${user.id}` : `address:${clientAddress(c)}`;

      let socket: RealtimeSocket | null = null;
      let raw: RawSocket | undefined;
      let timer: NodeJS.Timeout | undefined;
      const channels = new Set<string>();
      let queue: Promise<unknown> = Promise.resolve();
      let windowStart = Date.now();
      let messagesInWindow = 0;
      const send = (message: ServerMessage) => socket?.send(JSON.stringify(message));
      const closeWith = (code: number, reason: string) => socket?.close(code, reason);

      const subscribe = async (channel: string) => {
        if (!isValidChannel(channel)) return send({ type: 'error', message: 'Unknown channel.' });
        if (channels.has(channel)) return send({ type: 'subscribed', channel });
        if (channels.size >= MAX_CHANNELS_PER_SOCKET) {
          return send({ type: 'denied', channel, message: 'Too many channels on one connection.' });
        }
        if (!(await maySubscribe(user, channel, db))) {
          return send({ type: 'denied', channel, message: 'You may not listen on this channel.' });
        }
        if (!socket) return;
        hub.subscribe(socket, channel);
        channels.add(channel);
        send({ type: 'subscribed', channel });
      };

      const handle = async (data: unknown) => {
        const text = typeof data === 'string' ? data : '';
        let parsed: unknown = null;
        try {
          parsed = text.length > 0 && text.length <= 1_024 ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) return send({ type: 'error', message: 'Unreadable message.' });
        if (message.data.type === 'subscribe') return subscribe(message.data.channel);
        if (socket && channels.delete(message.data.channel)) {
          hub.unsubscribe(socket, message.data.channel);
          send({ type: 'unsubscribed', channel: message.data.channel });
        }
        return undefined;
      };

      /** The session may have ended since the socket opened: then the socket ends too. */
      const stillSignedIn = async () => {
        if (!user) return true;
        // A bearer token's expiry is checked at connect; its session, like a cookie's, all along.
        if (usesBearer) {
          const live = await liveSessionUser(db, user.sessionId, user.id).catch(() => user);
          return live !== null;
        }
        const member = await sessions.userOf(requestHeaders).catch(() => null);
        return member?.id === user.id;
      };

      return {
        onOpen(_event, ws) {
          raw = ws.raw as RawSocket | undefined;
          socket = {
            send: (message) => ws.send(message),
            close: (code, reason) => ws.close(code, reason),
            bufferedAmount: () => raw?.bufferedAmount ?? 0,
            person,
          };
          const counts = keys.map((key) => [key, countKey(key, 1)] as const);
          const over = counts.some(
            ([key, count]) =>
              count > (key.startsWith('user:') ? MAX_SOCKETS_PER_USER : maxSocketsPerAddress),
          );
          if (over) {
            closeWith(CLOSE_CODES.tooMany, 'Too many connections');
            return;
          }
          send({ type: 'welcome', userId: user?.id ?? null });
          if (user) queue = queue.then(() => subscribe(userChannel((user as SignedInUser).id)));

          let alive = true;
          raw?.on?.('pong', () => {
            alive = true;
          });
          timer = setInterval(() => {
            if (!alive) {
              raw?.terminate?.();
              return;
            }
            alive = false;
            raw?.ping?.();
            send({ type: 'heartbeat' });
            void stillSignedIn().then((ok) => {
              if (!ok) closeWith(CLOSE_CODES.sessionEnded, 'Session ended');
            });
          }, heartbeatMs);
          timer.unref();
        },
        onMessage(event) {
          const now = Date.now();
          if (now - windowStart > MESSAGE_WINDOW_MS) {
            windowStart = now;
            messagesInWindow = 0;
          }
          if (++messagesInWindow > MAX_MESSAGES_PER_WINDOW) {
            closeWith(CLOSE_CODES.tooMany, 'Too many messages');
            return;
          }
          // One message at a time, so checks and subscriptions never interleave.
          queue = queue
            .then(() => handle(event.data))
            .catch((error: unknown) => logger.error({ err: error }, 'Realtime message failed'));
        },
        onClose() {
          clearInterval(timer);
          for (const key of keys) countKey(key, -1);
          if (socket) hub.drop(socket);
          socket = null;
        },
        onError(event) {
          logger.debug(`Realtime socket error: ${String(event)}`);
        },
      };
    }),
  );
  // A plain GET (no upgrade) gets told what this address is, not a 404.
  app.get('/', (c) =>
    c.json(
      errorBody('upgrade_required', 'This address is a WebSocket: connect with an upgrade.'),
      426,
    ),
  );
  return app;
}

/**
 * GET /api/realtime: the WebSocket. Signed in (session cookie, or a bearer
 * JWT for non-browser clients), a socket is subscribed to its user's channel
 * at once; anyone may subscribe to public channels (city boards, presence).
 * A heartbeat goes out every 25 s, and a socket that stops answering pings is
 * closed. Cross-site pages cannot open it with the visitor's cookie: a browser
 * Origin other than the site's is refused.
 */
import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import {
  type ClientMessage,
  isValidChannel,
  REALTIME_HEARTBEAT_MS,
  type ServerMessage,
  userChannel,
} from '../../../shared/realtime.ts';
import { currentUser, type SignedInUser } from '../auth/require-user.ts';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../errors.ts';
import { maySubscribe } from './channels.ts';
import type { RealtimeSocket } from './hub.ts';

const MAX_CHANNELS_PER_SOCKET = 50;
const MAX_MESSAGE_BYTES = 1_024;

type Pingable = {
  ping?: () => void;
  terminate?: () => void;
  on?: (event: 'pong', listener: () => void) => void;
};

export function realtimeRoutes() {
  const app = new Hono<AppEnv>();

  app.use('/', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origin !== c.var.deps.config.publicUrl)
      throw ApiError.forbidden('This origin may not open the realtime connection.');
    await next();
  });

  app.get(
    '/',
    upgradeWebSocket(async (c) => {
      const { hub, logger } = c.var.deps;
      let user: SignedInUser | null = null;
      try {
        user = await currentUser(c);
      } catch {
        user = null; // an invalid bearer token connects as a visitor
      }
      let socket: RealtimeSocket | null = null;
      let timer: NodeJS.Timeout | undefined;
      const channels = new Set<string>();
      const send = (message: ServerMessage) => socket?.send(JSON.stringify(message));

      const subscribe = async (channel: string) => {
        if (!isValidChannel(channel)) return send({ type: 'error', message: 'Unknown channel.' });
        if (channels.size >= MAX_CHANNELS_PER_SOCKET && !channels.has(channel)) {
          return send({ type: 'denied', channel, message: 'Too many channels on one connection.' });
        }
        if (!(await maySubscribe(user, channel))) {
          return send({ type: 'denied', channel, message: 'You may not listen on this channel.' });
        }
        if (!socket) return;
        hub.subscribe(socket, channel);
        channels.add(channel);
        send({ type: 'subscribed', channel });
      };

      return {
        onOpen(_event, ws) {
          socket = {
            send: (message) => ws.send(message),
            close: (code, reason) => ws.close(code, reason),
          };
          send({ type: 'welcome', userId: user?.id ?? null });
          if (user) void subscribe(userChannel(user.id));

          // Application heartbeat for the client, and protocol pings to find dead peers.
          const raw = ws.raw as Pingable | undefined;
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
          }, REALTIME_HEARTBEAT_MS);
          timer.unref();
        },
        async onMessage(event) {
          const data = typeof event.data === 'string' ? event.data : '';
          if (data.length === 0 || data.length > MAX_MESSAGE_BYTES)
            return send({ type: 'error', message: 'Unreadable message.' });
          let message: ClientMessage;
          try {
            message = JSON.parse(data) as ClientMessage;
          } catch {
            return send({ type: 'error', message: 'Unreadable message.' });
          }
          if (message.type === 'subscribe') return subscribe(message.channel);
          if (message.type === 'unsubscribe' && socket && channels.delete(message.channel)) {
            hub.unsubscribe(socket, message.channel);
            return send({ type: 'unsubscribed', channel: message.channel });
          }
          return undefined;
        },
        onClose() {
          clearInterval(timer);
          if (socket) hub.drop(socket);
          socket = null;
        },
        onError(event) {
          logger.debug(`Realtime socket error: ${String(event)}`);
        },
      };
    }),
  );
  return app;
}

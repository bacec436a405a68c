/** Serves the app (HTTP and the realtime WebSocket) on one port. */
import { serve } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import type { App } from './app.ts';

export function listen(
  app: App,
  options: { port: number; hostname?: string },
  onListening?: (port: number) => void,
) {
  // noServer: @hono/node-server performs the upgrade and hands sockets to ws.
  // maxPayload: client messages are tiny; refuse big frames before buffering them.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4_096 });
  const server = serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      websocket: { server: wss },
    },
    (info) => onListening?.(info.port),
  );
  // Idle keep-alive connections stay open longer than a client or load balancer
  // keeps them (60 s is common): with Node's 5 s the server could close a socket
  // just as a client reused it for a request, which the client sees as ECONNRESET.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  server.on('close', () => wss.close());
  return Object.assign(server, {
    /**
     * Closes every open WebSocket as a restart (1012). `server.close()` waits for
     * them, and Node's `closeAllConnections()` leaves upgraded sockets alone, so an
     * instance told to stop would otherwise keep running while any page is open.
     * The web app reconnects with jitter, through the balancer, to an instance
     * still up, and catches up on what it missed (web/src/app/realtime.ts).
     * `now`: without waiting for the other end to answer the close (a dead peer
     * would hold the socket for ws's 30 s closing timeout).
     */
    closeWebSockets(options: { now?: boolean } = {}) {
      for (const socket of wss.clients) {
        if (options.now) socket.terminate();
        else socket.close(1012, 'Server restarting');
      }
    },
  });
}

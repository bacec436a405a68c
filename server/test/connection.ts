/**
 * In-process requests (`app.request(...)`) have no socket, so the server
 * cannot know where they come from, and the loopback-only dev tools refuse
 * them (server/platform/loopback.ts). A test that plays a browser on this
 * machine (or on another one) passes the connection @hono/node-server would
 * pass as the app's env: `app.request(path, init, connectionFrom('127.0.0.1'))`.
 */
export type Connection = {
  incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } };
};

export function connectionFrom(remoteAddress: string): Connection {
  return {
    incoming: {
      socket: {
        remoteAddress,
        remotePort: 51_234,
        remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}

/** A browser on this machine. */
export const LOOPBACK = '127.0.0.1';

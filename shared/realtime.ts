/**
 * The realtime protocol over one WebSocket (/api/realtime), shared by server
 * and web. Channels:
 *   user:<userId>         a user's own events (notifications); only that user
 *   city:<city>:<board>   a city chat board; public
 *   presence              live presence counts; public
 *   thread:<threadId>     a direct-message thread; its members (with the inbox)
 *   topic:<topicId>       a forum topic's replies; public (ids only, readers refetch)
 *   forum:<cityKey>:<board>  a forum board's topic list in one city; public (ids only)
 *   admin:moderation      new reports and moderators' actions; admins only
 */

export const REALTIME_PATH = '/api/realtime';

/** How often the server says it is alive; the client reconnects after ~2 missed beats. */
export const REALTIME_HEARTBEAT_MS = 25_000;

/** Close codes the client acts on. */
export const CLOSE_CODES = {
  /** The session behind the socket ended (sign-out, expiry, password reset). */
  sessionEnded: 4401,
  /** Too many sockets or messages from this user or address. */
  tooMany: 4429,
} as const;

export type RealtimeEvent = { kind: string; [key: string]: unknown };

export type ServerMessage =
  | { type: 'welcome'; userId: string | null }
  | { type: 'subscribed'; channel: string }
  | { type: 'unsubscribed'; channel: string }
  | { type: 'denied'; channel: string; message: string }
  | { type: 'event'; channel: string; event: RealtimeEvent }
  | { type: 'heartbeat' }
  /** Events may have been missed (a server reconnected its event feed): refetch state. */
  | { type: 'resync' }
  | { type: 'error'; message: string };

const CHANNEL = /^(user|thread|city|presence|topic|forum|admin)(:[^\s]{1,190})?$/;

export function isValidChannel(channel: unknown): channel is string {
  return typeof channel === 'string' && channel.length <= 200 && CHANNEL.test(channel);
}

export const userChannel = (userId: string) => `user:${userId}`;
export const topicChannel = (topicId: string) => `topic:${topicId}`;

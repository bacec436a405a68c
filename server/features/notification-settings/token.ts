/**
 * Unsubscribe tokens: "<member>:<kind>" signed with the auth secret (HMAC-SHA256),
 * so a link in an email works signed out, for that member and kind only, and
 * cannot be made for anyone else. They do not expire: an old email's link
 * still unsubscribes (RFC 8058 asks that it keep working).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../shared/notification-settings.ts';

const sign = (secret: string, body: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(body).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const body = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(body, 'base64url').toString('utf8').split(':');
  if (!userId || !NOTIFICATION_KINDS.includes(kind as NotificationKind)) return null;
  return { userId, kind: kind as NotificationKind };
}

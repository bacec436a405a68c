/** Notification shapes and rules shared by the API and the web app (docs/product.md#notifications). */

import { NOTIFICATIONS_BADGE_MAX } from './constants.ts';

export type NotificationDto = {
  id: string;
  title: string;
  body: string | null;
  type: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

/**
 * A direct message's notice: its stored (English) title names the sender, and
 * the web takes the name back out of it for the reader's language (issue #40).
 */
const DM_NOTICE_PREFIX = 'New message from ';
export const dmNoticeTitle = (name: string) => `${DM_NOTICE_PREFIX}${name}`;

/** A saved search's new match (issue #44): the title names the search, given back as {name}. */
const SAVED_SEARCH_NOTICE_PREFIX = 'New match for your saved search ';
export const savedSearchNoticeTitle = (name: string) => `${SAVED_SEARCH_NOTICE_PREFIX}${name}`;

/** The values a kind's translated title takes from the stored one ({name} of a 'dm' or a 'saved_search'). */
export function noticeTitleValues(notice: Pick<NotificationDto, 'type' | 'title'>) {
  if (notice.type === 'dm' && notice.title.startsWith(DM_NOTICE_PREFIX))
    return { name: notice.title.slice(DM_NOTICE_PREFIX.length) };
  if (notice.type === 'saved_search' && notice.title.startsWith(SAVED_SEARCH_NOTICE_PREFIX))
    return { name: notice.title.slice(SAVED_SEARCH_NOTICE_PREFIX.length) };
  return {};
}

/**
 * A match's notice body: fixed words around the other member's name. The web
 * takes the name back out and words the body in the reader's language; a body
 * of another shape (stored before this) shows as stored.
 */
const MATCH_BODY_BEFORE = 'You and ';
const MATCH_BODY_AFTER = ' like each other. Send a message!';
export const matchNoticeBody = (name: string) => `${MATCH_BODY_BEFORE}${name}${MATCH_BODY_AFTER}`;

/**
 * The values a kind's translated body takes from the stored one ({name} of a
 * 'match'); undefined when the body is not the kind's fixed words, so it shows
 * as stored.
 */
export function noticeBodyValues(
  notice: Pick<NotificationDto, 'type' | 'body'>,
): Record<string, string> | undefined {
  if (notice.type !== 'match') return {};
  const body = notice.body ?? '';
  if (!body.startsWith(MATCH_BODY_BEFORE) || !body.endsWith(MATCH_BODY_AFTER)) return undefined;
  return { name: body.slice(MATCH_BODY_BEFORE.length, body.length - MATCH_BODY_AFTER.length) };
}

export type NotificationList = { notifications: NotificationDto[]; unread: number };

/**
 * Realtime events on the user's channel. Each carries the server's unread
 * count, so every tab shows the true number whatever it has cached.
 */
export type NotificationEvent =
  | { kind: 'notification.created'; notification: NotificationDto; unread: number }
  | { kind: 'notification.updated'; notification: NotificationDto; unread: number }
  /** Everything created up to `readAt` is now read. */
  | { kind: 'notifications.all-read'; readAt: string; unread: number };

export type MarkOneReply = { notification: NotificationDto; unread: number };
export type MarkAllReply = { marked: number; readAt: string; unread: number };

/** The bell's badge: the count, or '9+' above 9. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATIONS_BADGE_MAX ? `${NOTIFICATIONS_BADGE_MAX}+` : String(unread);
}

/** A notification link must stay on this site: a path, not '//host' or 'https://...'. */
export function isSafeLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}

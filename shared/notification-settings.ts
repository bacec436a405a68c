/**
 * Notification preferences (issue #44): each kind can be on or off in the app
 * and by email; a thread or a topic can be muted. Emails for what a member
 * missed carry a one-click unsubscribe for their kind.
 */

export const NOTIFICATION_KINDS = [
  'messages',
  'bookings',
  'match',
  'forum_replies',
  'saved_searches',
  'listing_expiry',
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Direct messages live in the inbox, which is always there: only their email
 * can be turned off. Every other kind has both switches.
 */
export const IN_APP_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'messages',
);

/** The kind a notification's `type` belongs to; null: always shown, never emailed (welcome, security). */
export function kindOfType(type: string): NotificationKind | null {
  if (type.startsWith('mentor_')) return 'bookings';
  if (type === 'match') return 'match';
  if (type === 'forum_reply' || type === 'forum_followed_reply') return 'forum_replies';
  if (type.startsWith('report_')) return 'moderation';
  if (type.startsWith('saved_search')) return 'saved_searches';
  if (type.startsWith('listing_expir')) return 'listing_expiry';
  return null;
}

/** What a notice is about, for mutes and "one email per thread": a forum topic, else its link. */
export function subjectOfLink(type: string, link: string | null): string | null {
  const topic = link?.match(/^\/forums\/topic\/([^/?#]+)/);
  if (topic) return `topic:${topic[1]}`;
  return link ? `${type}:${link}` : null;
}

export const dmSubject = (threadId: string) => `dm:${threadId}`;
export const topicSubject = (topicId: string) => `topic:${topicId}`;

export type MuteDto = { subject: string; label: string; created_at: string };

export type NotificationSettingsDto = {
  /** The language emails are written in (the interface's when last saved). */
  language: 'en' | 'ti';
  off_in_app: NotificationKind[];
  off_by_email: NotificationKind[];
  mutes: MuteDto[];
};

/** GET /api/notifications/unsubscribe?token=: what the link would stop (nothing personal). */
export type UnsubscribePreview = { kind: NotificationKind; already: boolean };

export const NOTIFICATION_SETTINGS_MESSAGES = {
  badToken: 'This unsubscribe link is not valid.',
  unknownSubject: 'Only a conversation or a forum topic can be muted.',
} as const;

/**
 * What every email about a notification kind shares (issue #44): it goes only
 * to members who have not turned that kind off by email, and it carries a
 * one-click unsubscribe for its kind (RFC 8058 List-Unsubscribe and
 * List-Unsubscribe-Post headers) and a link to a page that works signed out.
 * Used by the missed-activity emails, saved-search alerts and expiry reminders.
 */
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { escapeHtml } from '../../../shared/html.ts';
import type { NotificationKind } from '../../../shared/notification-settings.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { notificationSettings } from '../../db/schema/notification-settings.ts';
import type { Email } from '../../platform/mail/index.ts';
import type { Language } from './service.ts';
import { unsubscribeToken } from './token.ts';

/** Each kind as the stop line names it ('Stop emails about saved searches'). */
export const KIND_NAMES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    messages: 'messages',
    bookings: 'bookings',
    match: 'matches',
    forum_replies: 'forum replies',
    saved_searches: 'saved searches',
    listing_expiry: 'listing expiry',
    moderation: 'moderation outcomes',
  },
  ti: {
    messages: 'መልእኽትታት',
    bookings: 'ቈጸራታት',
    match: 'ምትእስሳር',
    forum_replies: 'መልስታት ፎረም',
    saved_searches: 'ዝተዓቀቡ ድለያታት',
    listing_expiry: 'ግዜ መወዓውዒ',
    moderation: 'ውጽኢት ምቁጽጻር',
  },
};

export const STOP_WORDS: Record<Language, { stop: string; settings: string }> = {
  en: { stop: 'Stop emails about', settings: 'Choose what we email you' },
  ti: { stop: 'ኢመይል ደው ኣብል ብዛዕባ', settings: 'እንታይ ክንሰደልኩም ከም እትደልዩ ምረጹ' },
};

export type KindRecipient = { userId: string; email: string; language: Language | null };

/**
 * The members among `userIds` who still get `kind` by email, with their
 * address and the language they last saved settings in (null: never saved).
 */
export async function kindEmailRecipients(
  db: Db,
  userIds: string[],
  kind: NotificationKind,
): Promise<Map<string, KindRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: user.id, email: user.email, language: notificationSettings.language })
    .from(user)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(
      and(
        inArray(user.id, [...new Set(userIds)]),
        not(sql`coalesce(${kind} = ANY (${notificationSettings.offByEmail}), false)`),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        userId: row.userId,
        email: row.email,
        language: row.language === 'ti' || row.language === 'en' ? row.language : null,
      },
    ]),
  );
}

/** The one-click and the signed-out page's addresses for a member's kind. */
export function unsubscribeLinks(
  publicUrl: string,
  secret: string,
  userId: string,
  kind: NotificationKind,
) {
  const token = encodeURIComponent(unsubscribeToken(secret, userId, kind));
  return {
    oneClick: `${publicUrl}/api/unsubscribe?token=${token}`,
    page: `${publicUrl}/unsubscribe?token=${token}`,
    settings: `${publicUrl}/account/settings#notifications`,
  };
}

/** The email with its kind's unsubscribe: the headers, and a stop line at the end of both bodies. */
export function withUnsubscribe(
  email: Email,
  options: {
    publicUrl: string;
    secret: string;
    userId: string;
    kind: NotificationKind;
    language: Language;
  },
): Email {
  const links = unsubscribeLinks(options.publicUrl, options.secret, options.userId, options.kind);
  const words = STOP_WORDS[options.language];
  const stopLine = `${words.stop} ${KIND_NAMES[options.language][options.kind]}`;
  const footer =
    `<p style="color:#666;font-size:12px"><a href="${escapeHtml(links.page)}" style="color:#666">${escapeHtml(stopLine)}</a>` +
    ` · <a href="${escapeHtml(links.settings)}" style="color:#666">${escapeHtml(words.settings)}</a></p>`;
  return {
    ...email,
    text: `${email.text.trimEnd()}\n\n--\n${stopLine}: ${links.page}\n${words.settings}: ${links.settings}\n`,
    html: email.html.includes('</body>')
      ? email.html.replace('</body>', () => `${footer}</body>`)
      : `${email.html}${footer}`,
    headers: {
      ...email.headers,
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

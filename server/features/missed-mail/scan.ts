/**
 * Email for what a member missed (issue #44): direct messages, booking
 * requests and changes, mutual matches, replies to one's topics, report
 * outcomes (and, as the features come, saved-search alerts and listing expiry)
 * that have waited unseen in the app for MISSED_MAIL_DELAY_SECONDS.
 *
 * Runs as the job 'mail.missed' for one member. Per kind, one email: a single
 * item with its own subject, several as a digest. A thread (a DM thread, or
 * what a group of notices is about, e.g. a forum topic) is emailed once; not
 * again until the member has been back in the app (presence) and something
 * new came. Kinds turned off by email and muted threads are left out.
 */
import { sql } from 'drizzle-orm';
import {
  dmSubject,
  kindOfType,
  type NotificationKind,
  subjectOfLink,
} from '../../../shared/notification-settings.ts';
import { personLabel } from '../../../shared/people.ts';
import { LISTING_EXPIRING_NOTICE, SAVED_SEARCH_NOTICE } from '../../../shared/saved-searches.ts';
import type { Deps } from '../../platform/context.ts';
import type { Language } from '../notification-settings/service.ts';
import { unsubscribeToken } from '../notification-settings/token.ts';
import { type MissedItem, missedEmail } from './compose.ts';

type Candidate = { kind: NotificationKind; subject: string; latest: Date; item: MissedItem };

type MemberRow = {
  email: string;
  language: Language | null;
  off_by_email: string[] | null;
  last_seen: Date | null;
};

export type MissedMailResult = { emails: number; nextDueAt: Date | null };

export async function sendMissedMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  userId: string,
  now = new Date(),
): Promise<MissedMailResult> {
  const { db, config } = deps;
  const delayMs = config.missedMailDelaySeconds * 1000;
  const dueBefore = new Date(now.getTime() - delayMs);

  const { rows: members } = await db.execute<MemberRow>(sql`
    SELECT u.email, s.language, s.off_by_email, p.last_seen
      FROM "user" u
      LEFT JOIN notification_settings s ON s.user_id = u.id
      LEFT JOIN presence p ON p.user_id = u.id
     WHERE u.id = ${userId}`);
  const member = members[0];
  if (!member) return { emails: 0, nextDueAt: null };
  const offByEmail = new Set(member.off_by_email ?? []);
  const language: Language = member.language === 'ti' ? 'ti' : 'en';

  const candidates = [
    ...(await missedMessages(deps, userId)),
    ...(await missedNotices(deps, userId)),
  ];
  const { rows: sentRows } = await db.execute<{ subject: string; emailed_at: Date }>(sql`
    SELECT subject, emailed_at FROM missed_mail_sent WHERE user_id = ${userId}`);
  const sent = new Map(sentRows.map((row) => [row.subject, new Date(row.emailed_at)]));
  const cameBack = member.last_seen ? new Date(member.last_seen) : null;

  const eligible = candidates.filter((c) => {
    if (offByEmail.has(c.kind)) return false;
    const emailedAt = sent.get(c.subject);
    if (!emailedAt) return true;
    // Once per thread until they come back, and only for something new since.
    return c.latest > emailedAt && cameBack !== null && cameBack > emailedAt;
  });
  const due = eligible.filter((c) => c.latest <= dueBefore);
  const waiting = eligible.filter((c) => c.latest > dueBefore);
  const nextDueAt = waiting.length
    ? new Date(Math.min(...waiting.map((c) => c.latest.getTime())) + delayMs)
    : null;

  const byKind = new Map<NotificationKind, Candidate[]>();
  for (const c of due) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  for (const [kind, list] of byKind) {
    await deps.mailer.send(
      missedEmail({
        to: member.email,
        language,
        kind,
        items: list.map((c) => c.item),
        publicUrl: config.publicUrl,
        unsubscribeToken: unsubscribeToken(config.auth.secret, userId, kind),
      }),
    );
    for (const c of list) {
      await db.execute(sql`
        INSERT INTO missed_mail_sent (user_id, subject, emailed_at) VALUES (${userId}, ${c.subject}, ${now})
        ON CONFLICT (user_id, subject) DO UPDATE SET emailed_at = EXCLUDED.emailed_at`);
    }
  }
  return { emails: byKind.size, nextDueAt };
}

/** Threads with unread messages from the other member, not muted: one item each. */
async function missedMessages(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
): Promise<Candidate[]> {
  const { rows } = await deps.db.execute<{
    thread_id: string;
    unread: number;
    latest: Date;
    display_name: string | null;
    email: string | null;
  }>(sql`
    SELECT me.thread_id, me.unread_count AS unread, t.last_message_at AS latest,
           p.display_name, u.email
      FROM dm_members me
      JOIN dm_threads t ON t.id = me.thread_id
      LEFT JOIN dm_members other ON other.thread_id = me.thread_id AND other.user_id <> me.user_id
      LEFT JOIN "user" u ON u.id = other.user_id
      LEFT JOIN profiles p ON p.id = other.user_id
     WHERE me.user_id = ${userId} AND me.unread_count > 0 AND t.last_message_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM notification_mutes m
                        WHERE m.user_id = me.user_id AND m.subject = 'dm:' || me.thread_id::text)`);
  const language = await memberLanguage(deps, userId);
  return rows.map((row) => {
    const name =
      personLabel({ name: row.display_name, email: row.email }) ??
      (language === 'ti' ? 'ስሙ ዘይተፈልጠ ኣባል' : 'Anonymous User');
    const unread = Number(row.unread);
    return {
      kind: 'messages' as const,
      subject: dmSubject(row.thread_id),
      latest: new Date(row.latest),
      item: {
        title: messageLine(language, name, unread),
        body: null,
        link: `/inbox/${row.thread_id}`,
        count: unread,
      },
    };
  });
}

function messageLine(language: Language, name: string, unread: number) {
  if (language === 'ti')
    return unread === 1 ? `ሓድሽ መልእኽቲ ካብ ${name}` : `${unread} ሓደሽቲ መልእኽትታት ካብ ${name}`;
  return unread === 1 ? `New message from ${name}` : `${unread} new messages from ${name}`;
}

async function memberLanguage(deps: Pick<Deps, 'db'>, userId: string): Promise<Language> {
  const { rows } = await deps.db.execute<{ language: string }>(
    sql`SELECT language FROM notification_settings WHERE user_id = ${userId}`,
  );
  return rows[0]?.language === 'ti' ? 'ti' : 'en';
}

/** Unread notices of an emailed kind (notify has already left out muted topics). */
/**
 * Notices whose news has an email of its own, sent with them: a saved search's
 * alert (instant, or the daily digest the member chose), the expiry reminder,
 * a session reminder. Emailing them again as missed would say it twice, and
 * turn a daily digest into an email per listing.
 */
const EMAILED_ON_THEIR_OWN = new Set([
  SAVED_SEARCH_NOTICE,
  LISTING_EXPIRING_NOTICE,
  'mentor_reminder_1h',
  'mentor_reminder_24h',
]);

async function missedNotices(deps: Pick<Deps, 'db'>, userId: string): Promise<Candidate[]> {
  const { rows } = await deps.db.execute<{
    id: string;
    type: string;
    title: string;
    body: string | null;
    link: string | null;
    created_at: Date;
  }>(sql`
    SELECT id, type, title, body, link, created_at FROM notifications
     WHERE user_id = ${userId} AND read_at IS NULL
     ORDER BY created_at`);
  const out: Candidate[] = [];
  for (const row of rows) {
    const kind = kindOfType(row.type);
    if (!kind || EMAILED_ON_THEIR_OWN.has(row.type)) continue;
    out.push({
      kind,
      subject: subjectOfLink(row.type, row.link) ?? `notice:${row.id}`,
      latest: new Date(row.created_at),
      item: { title: row.title, body: row.body, link: row.link ?? '/notifications', count: 1 },
    });
  }
  return out;
}

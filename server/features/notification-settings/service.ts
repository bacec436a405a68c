/**
 * Notification preferences (issue #44): the kinds a member turned off in the
 * app and by email, muted threads and topics, the language their emails use.
 * `notify` (in-app) and the missed-mail scan (email) read them here.
 */
import { and, eq, sql } from 'drizzle-orm';
import type {
  MuteDto,
  NotificationKind,
  NotificationSettingsDto,
} from '../../../shared/notification-settings.ts';
import type { NotificationSettingsBody } from '../../../shared/schemas/notification-settings.ts';
import type { Db } from '../../db/client.ts';
import { notificationMutes, notificationSettings } from '../../db/schema/notification-settings.ts';

export type Language = 'en' | 'ti';

export async function readSettings(db: Db, userId: string): Promise<NotificationSettingsDto> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return {
    language: row?.language === 'ti' ? 'ti' : 'en',
    off_in_app: (row?.offInApp ?? []) as NotificationKind[],
    off_by_email: (row?.offByEmail ?? []) as NotificationKind[],
    mutes: await readMutes(db, userId),
  };
}

/** Muted threads and topics, named as the member sees them (the other member, the topic's title). */
async function readMutes(db: Db, userId: string): Promise<MuteDto[]> {
  const { rows } = await db.execute<{
    subject: string;
    label: string | null;
    created_at: Date;
  }>(sql`
    SELECT m.subject, m.created_at,
           CASE WHEN m.subject LIKE 'dm:%' THEN (
                  SELECT coalesce(nullif(btrim(p.display_name), ''), 'Anonymous User')
                    FROM dm_members other
                    LEFT JOIN profiles p ON p.id = other.user_id
                   WHERE other.thread_id::text = substr(m.subject, 4) AND other.user_id <> ${userId}
                   LIMIT 1)
                WHEN m.subject LIKE 'topic:%' THEN (
                  SELECT t.title FROM forum_topics t WHERE t.id::text = substr(m.subject, 7))
           END AS label
      FROM notification_mutes m
     WHERE m.user_id = ${userId}
     ORDER BY m.created_at DESC`);
  return rows.map((row) => ({
    subject: row.subject,
    label: row.label ?? row.subject,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

export async function saveSettings(db: Db, userId: string, body: NotificationSettingsBody) {
  const values = {
    offInApp: body.off_in_app,
    offByEmail: body.off_by_email,
    language: body.language,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return readSettings(db, userId);
}

/** The one-click unsubscribe: this kind's email off, the rest as it was. */
export async function turnOffEmail(db: Db, userId: string, kind: NotificationKind) {
  await db
    .insert(notificationSettings)
    .values({ userId, offByEmail: [kind] })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        offByEmail: sql`(SELECT array_agg(DISTINCT k) FROM unnest(array_append(${notificationSettings.offByEmail}, ${kind})) AS k)`,
        updatedAt: new Date(),
      },
    });
}

export async function emailIsOff(db: Db, userId: string, kind: NotificationKind) {
  const [row] = await db
    .select({ off: notificationSettings.offByEmail })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.off.includes(kind) ?? false;
}

export async function mute(db: Db, userId: string, subject: string) {
  await db.insert(notificationMutes).values({ userId, subject }).onConflictDoNothing();
  return readSettings(db, userId);
}

export async function unmute(db: Db, userId: string, subject: string) {
  await db
    .delete(notificationMutes)
    .where(and(eq(notificationMutes.userId, userId), eq(notificationMutes.subject, subject)));
  return readSettings(db, userId);
}

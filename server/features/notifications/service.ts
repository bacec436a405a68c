/**
 * Notifications: `notify` is the only way one is created (server code only:
 * no endpoint lets a user notify another). Reading and marking are limited to
 * the owner's rows. Every change is pushed to the owner's realtime channel, so
 * all their tabs and devices stay in step.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { kindOfType, subjectOfLink } from '../../../shared/notification-settings.ts';
import {
  isSafeLink,
  type MarkAllReply,
  type MarkOneReply,
  type NotificationDto,
  type NotificationEvent,
  type NotificationList,
} from '../../../shared/notifications.ts';
import { userChannel } from '../../../shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { type NotificationRow, notifications } from '../../db/schema/notifications.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

export type NewNotification = {
  title: string;
  body?: string | null;
  type: string;
  link?: string | null;
};

export function toDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    type: row.type,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** The change is saved already: a failed push is logged, not thrown (clients resync later). */
const push = (hub: RealtimeHub, userId: string, event: NotificationEvent) =>
  hub.tryPublish(userChannel(userId), event);

type StoredRow = {
  id: string;
  title: string;
  body: string | null;
  type: string;
  link: string | null;
  created_at: string | Date;
  unread: string | number;
};

/**
 * Stores and pushes a notification, unless the member turned its kind off in
 * the app or muted what it is about (a forum topic): then nothing, and null
 * (issue #44). Welcome and security notices have no kind: always stored.
 */
export async function notify(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  input: NewNotification,
): Promise<NotificationDto | null> {
  if (input.link && !isSafeLink(input.link))
    throw new Error(`Notification links must be paths on this site: ${input.link}`);
  const kind = kindOfType(input.type);
  const subject = subjectOfLink(input.type, input.link ?? null);
  // One statement stores it and counts the unread (the new row is not yet visible to the
  // count, hence + 1), so the event leaves right after the row exists: a second query here
  // waited for a pool connection behind every other request (issue #14's delivery bench).
  const { rows } = await db.execute<StoredRow>(sql`
    WITH inserted AS (
      INSERT INTO ${notifications} (user_id, title, body, type, link)
      SELECT ${userId}, ${input.title}, ${input.body ?? null}, ${input.type}, ${input.link ?? null}
       WHERE ${kind}::text IS NULL
          OR (NOT EXISTS (SELECT 1 FROM notification_settings s
                           WHERE s.user_id = ${userId} AND ${kind}::text = ANY (s.off_in_app))
              AND NOT EXISTS (SELECT 1 FROM notification_mutes m
                               WHERE m.user_id = ${userId} AND m.subject = ${subject}::text))
      RETURNING id, title, body, type, link, created_at
    )
    SELECT inserted.*,
           (SELECT count(*) FROM ${notifications} n
             WHERE n.user_id = ${userId} AND n.read_at IS NULL) + 1 AS unread
      FROM inserted`);
  const row = rows[0];
  // Turned off or muted by the member.
  if (!row) return null;
  const dto: NotificationDto = {
    id: row.id,
    title: row.title,
    body: row.body,
    type: row.type,
    link: row.link,
    created_at: new Date(row.created_at).toISOString(),
    read_at: null,
  };
  await push(hub, userId, {
    kind: 'notification.created',
    notification: dto,
    unread: Number(row.unread),
  });
  return dto;
}

async function countUnread(db: Db, userId: string): Promise<number> {
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread?.value ?? 0;
}

/** The bell's list, read on every page a member opens: a named statement (db/prepared.ts). */
const noticeList = preparedFor((db) =>
  db
    .select({
      notification: notifications,
      unread: sql<number>`(SELECT count(*)::int FROM ${notifications} unread
                            WHERE unread.user_id = ${sql.placeholder('userId')} AND unread.read_at IS NULL)`,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('notification-list'),
);

export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationList> {
  // The unread count rides along in the same statement: one round trip (issue #45). No
  // notification at all means none unread.
  const rows = await noticeList(db).execute({ userId, limit });
  return {
    notifications: rows.map((row) => toDto(row.notification)),
    unread: rows[0]?.unread ?? 0,
  };
}

/** Marks one of the user's own notifications read; someone else's is "not found". */
export async function markOneRead(
  db: Db,
  hub: RealtimeHub,
  userId: string,
  id: string,
): Promise<MarkOneReply> {
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!existing) throw ApiError.notFound(COMMON_MESSAGES.notificationNotFound);
  if (existing.readAt)
    return { notification: toDto(existing), unread: await countUnread(db, userId) };
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning();
  const dto = toDto(row ?? existing);
  const unread = await countUnread(db, userId);
  await push(hub, userId, { kind: 'notification.updated', notification: dto, unread });
  return { notification: dto, unread };
}

export async function markAllRead(db: Db, hub: RealtimeHub, userId: string): Promise<MarkAllReply> {
  const readAt = new Date();
  const rows = await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  const reply = {
    marked: rows.length,
    readAt: readAt.toISOString(),
    unread: await countUnread(db, userId),
  };
  await push(hub, userId, {
    kind: 'notifications.all-read',
    readAt: reply.readAt,
    unread: reply.unread,
  });
  return reply;
}

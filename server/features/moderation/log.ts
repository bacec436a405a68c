/**
 * The moderation log (issue #39): every action, who took it, when, on what
 * and with which note; newest first, paged, filtered by admin or member.
 * Rows are only ever inserted: no route edits or deletes them.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_PAGE_SIZE,
  type LoggedAction,
  type ModerationLog,
  type ReportKind,
} from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { moderationActions } from '../../db/schema/moderation.ts';

type Writer = Pick<Db, 'insert'>;

export type NewLogEntry = {
  adminId: string;
  action: LoggedAction;
  kind?: ReportKind | null;
  targetId?: string | null;
  memberId: string | null;
  memberName?: string | null;
  summary: string;
  note: string;
  suspensionUntil?: Date | null;
  suspensionReason?: string | null;
};

export async function recordAction(db: Writer, entry: NewLogEntry): Promise<string> {
  const [row] = await db
    .insert(moderationActions)
    .values({
      adminId: entry.adminId,
      action: entry.action,
      kind: entry.kind ?? null,
      targetId: entry.targetId ?? null,
      memberId: entry.memberId,
      memberName: entry.memberName ?? null,
      summary: entry.summary,
      note: entry.note,
      suspensionUntil: entry.suspensionUntil ?? null,
      suspensionReason: entry.suspensionReason ?? null,
    })
    .returning({ id: moderationActions.id });
  if (!row) throw new Error('Logging the moderation action returned no row');
  return row.id;
}

const admins = alias(user, 'admin');

export async function readLog(
  db: Db,
  query: { admin?: string; member?: string; page: number },
): Promise<ModerationLog> {
  const where: SQL[] = [];
  if (query.admin) where.push(eq(moderationActions.adminId, query.admin));
  if (query.member) where.push(eq(moderationActions.memberId, query.member));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: moderationActions, adminName: admins.name, memberName: user.name })
      .from(moderationActions)
      .leftJoin(admins, eq(admins.id, moderationActions.adminId))
      .leftJoin(user, eq(user.id, moderationActions.memberId))
      .where(filter)
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(moderationActions).where(filter),
  ]);
  return {
    entries: rows.map(({ entry, adminName, memberName }) => ({
      id: entry.id,
      action: entry.action as LoggedAction,
      admin: entry.adminId ? { id: entry.adminId, name: adminName ?? '' } : null,
      member: entry.memberId
        ? { id: entry.memberId, name: memberName ?? entry.memberName ?? '' }
        : null,
      kind: entry.kind as ReportKind | null,
      target_id: entry.targetId,
      summary: entry.summary,
      note: entry.note,
      suspension:
        entry.action === 'suspend' && entry.suspensionReason !== null
          ? {
              until: entry.suspensionUntil?.toISOString() ?? null,
              reason: entry.suspensionReason,
            }
          : null,
      created_at: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

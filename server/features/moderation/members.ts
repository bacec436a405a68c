/**
 * /admin/members (issue #39): members found by name or email, newest first,
 * with their suspension and open reports; suspend one, or lift a suspension
 * early. Both are logged.
 */
import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminMember,
  type AdminMemberList,
  MODERATION_MESSAGES,
  type SuspensionLength,
  suspensionEnd,
} from '../../../shared/moderation.ts';
import { user } from '../../db/schema/auth.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import type { SignedInUser } from '../../platform/auth/require-user.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { announceQueueChange } from './actions.ts';
import { recordAction } from './log.ts';
import { isAdmin } from './policy.ts';
import { openReportCounts } from './queue.ts';
import { applySuspension, endSuspension } from './suspensions.ts';

/** A suspension still holding now. */
const live = () => or(isNull(memberSuspensions.until), gt(memberSuspensions.until, new Date()));

/** `%text%` for ILIKE, the pattern characters of the typed text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchMembers(
  deps: Deps,
  query: { q: string; page: number },
): Promise<AdminMemberList> {
  const filter: SQL | undefined = query.q
    ? or(ilike(user.name, contains(query.q)), ilike(user.email, contains(query.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ user, suspension: memberSuspensions })
      .from(user)
      .leftJoin(memberSuspensions, and(eq(memberSuspensions.userId, user.id), live()))
      .where(filter)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db.select({ n: count() }).from(user).where(filter),
  ]);
  const reports = await openReportCounts(
    deps,
    rows.map((row) => row.user.id),
  );
  return {
    members: rows.map((row) => toAdminMember(row, reports.get(row.user.id) ?? 0)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

type MemberRow = {
  user: typeof user.$inferSelect;
  suspension: typeof memberSuspensions.$inferSelect | null;
};

function toAdminMember(row: MemberRow, openReports: number): AdminMember {
  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    created_at: row.user.createdAt.toISOString(),
    suspension: row.suspension
      ? { until: row.suspension.until?.toISOString() ?? null, reason: row.suspension.reason }
      : null,
    open_reports: openReports,
  };
}

export async function readMember(deps: Deps, id: string): Promise<AdminMember> {
  const [row] = await deps.db
    .select({ user, suspension: memberSuspensions })
    .from(user)
    .leftJoin(memberSuspensions, and(eq(memberSuspensions.userId, user.id), live()))
    .where(eq(user.id, id));
  if (!row) throw ApiError.notFound(MODERATION_MESSAGES.memberNotFound);
  const reports = await openReportCounts(deps, [id]);
  return toAdminMember(row, reports.get(id) ?? 0);
}

export async function suspendMember(
  deps: Deps,
  admin: SignedInUser,
  memberId: string,
  input: { length: SuspensionLength; reason: string; note: string },
): Promise<AdminMember> {
  const member = await readMember(deps, memberId);
  if (isAdmin(deps.config, member)) throw ApiError.badRequest(MODERATION_MESSAGES.suspendAdmin);
  await recordAction(deps.db, {
    adminId: admin.id,
    action: 'suspend',
    memberId,
    memberName: member.name,
    summary: member.name,
    note: input.note,
    suspensionUntil: suspensionEnd(input.length, new Date()),
    suspensionReason: input.reason,
  });
  await applySuspension(deps, {
    memberId,
    adminId: admin.id,
    length: input.length,
    reason: input.reason,
  });
  await announceQueueChange(deps);
  return readMember(deps, memberId);
}

export async function liftSuspension(
  deps: Deps,
  admin: SignedInUser,
  memberId: string,
  note: string,
): Promise<AdminMember> {
  const member = await readMember(deps, memberId);
  if (!member.suspension) throw ApiError.conflict(MODERATION_MESSAGES.notSuspended);
  await endSuspension(deps, memberId);
  await recordAction(deps.db, {
    adminId: admin.id,
    action: 'lift_suspension',
    memberId,
    memberName: member.name,
    summary: member.name,
    note,
  });
  await announceQueueChange(deps);
  return readMember(deps, memberId);
}

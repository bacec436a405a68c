/**
 * An admin acts on a group of reports (issue #39): dismiss, remove or suspend,
 * with an optional note. The action resolves every open report on the target
 * in one statement (two admins acting at once: the second gets 409), is
 * logged, changes the content or the member, tells each reporter the outcome,
 * and refreshes every admin's open queue.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  ADMIN_CHANNEL,
  type AdminQueueEvent,
  MODERATION_MESSAGES,
  type ModerationAction,
  REPORT_OUTCOME_NOTICES,
  type ReportGroup,
  type ReportKind,
  reportedThingLine,
  type SuspensionLength,
  suspensionEnd,
} from '../../../shared/moderation.ts';
import { user } from '../../db/schema/auth.ts';
import { contentReports, reportCases } from '../../db/schema/content-reports.ts';
import type { SignedInUser } from '../../platform/auth/require-user.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { notify } from '../notifications/service.ts';
import { recordAction } from './log.ts';
import { actionRefusal, isAdmin } from './policy.ts';
import { readCase } from './queue.ts';
import { applySuspension } from './suspensions.ts';
import { MODERATION_TARGETS } from './targets.ts';

export type ActionInput = {
  action: ModerationAction;
  note: string;
  suspension?: { length: SuspensionLength; reason: string } | undefined;
};

export async function actOnReports(
  deps: Deps,
  admin: SignedInUser,
  kind: ReportKind,
  targetId: string,
  input: ActionInput,
): Promise<ReportGroup> {
  const target = MODERATION_TARGETS[kind];
  const open = await readCase(deps, { kind, targetId, open: true });
  if (!open) throw ApiError.conflict(MODERATION_MESSAGES.alreadyResolved);
  const authorId = open.author?.id ?? null;
  const refusal = actionRefusal({
    action: input.action,
    kind,
    authorId,
    authorIsAdmin: authorId ? await isAdminId(deps, authorId) : false,
  });
  if (refusal) throw ApiError.badRequest(refusal);
  const suspension = input.action === 'suspend' ? input.suspension : undefined;
  // What was acted on, in its own words (the log shows its kind beside it).
  const summary = reportedThingLine(open.content.title, open.content.text);

  // Resolve first: only one action takes a group, however many admins click at once.
  const { actionId, reporterIds } = await deps.db.transaction(async (tx) => {
    const id = await recordAction(tx, {
      adminId: admin.id,
      action: input.action,
      kind,
      targetId,
      memberId: authorId,
      memberName: open.author?.name ?? null,
      summary,
      note: input.note,
      suspensionUntil: suspension ? suspensionEnd(suspension.length, new Date()) : null,
      suspensionReason: suspension?.reason ?? null,
    });
    const [resolvedCase] = await tx
      .update(reportCases)
      .set({ status: 'resolved', actionId: id })
      .where(
        and(
          eq(reportCases.kind, kind),
          eq(reportCases.targetId, targetId),
          eq(reportCases.status, 'open'),
        ),
      )
      .returning({ id: reportCases.id });
    if (!resolvedCase) throw ApiError.conflict(MODERATION_MESSAGES.alreadyResolved);
    const resolved = await tx
      .update(contentReports)
      .set({ status: 'resolved', resolvedAt: sql`now()`, actionId: id })
      .where(eq(contentReports.caseId, resolvedCase.id))
      .returning({ reporterId: contentReports.reporterId });
    if (resolved.length === 0) throw ApiError.conflict(MODERATION_MESSAGES.alreadyResolved);
    return { actionId: id, reporterIds: resolved.map((row) => row.reporterId) };
  });

  if (input.action === 'dismiss') {
    // Nothing wrong: what reports hid is shown again.
    if (open.moderation === 'hidden') await target.setState?.(deps, targetId, null, '');
  } else if (input.action === 'remove') {
    await target.setState?.(deps, targetId, 'removed', input.note);
  } else if (suspension && authorId) {
    await applySuspension(deps, { memberId: authorId, adminId: admin.id, ...suspension });
    // What reports hid stays out of sight: the member behind it is suspended.
    if (open.moderation === 'hidden')
      await target.setState?.(deps, targetId, 'removed', input.note);
  }

  const notice = REPORT_OUTCOME_NOTICES[input.action];
  const told = new Set(reporterIds.filter((id): id is string => id !== null));
  for (const reporterId of told) {
    await notify(deps.db, deps.hub, reporterId, {
      type: notice.type,
      title: notice.title,
      body: reportedThingLine(open.content.title, open.content.text),
    });
  }
  await announceQueueChange(deps);
  const group = await readCase(deps, { kind, targetId, actionId });
  if (!group) throw new Error('The resolved group has no reports');
  return group;
}

export async function announceQueueChange(deps: Deps) {
  const event: AdminQueueEvent = { kind: 'moderation.queue-changed' };
  await deps.hub.tryPublish(ADMIN_CHANNEL, event);
}

async function isAdminId(deps: Deps, userId: string) {
  const [row] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return isAdmin(deps.config, row ?? null);
}

/**
 * Suspensions (issue #39): stored with their end (none: permanent) and reason;
 * while one lasts the member's listings, mentor and match profiles are hidden
 * and every write but a report answers 403 (platform/auth/suspension.ts). The
 * member's open pages hear it at once on their own channel. A suspension that
 * lapses is swept away by every instance each minute (idempotent).
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import {
  type ModerationEvent,
  type Suspension,
  type SuspensionLength,
  suspensionEnd,
} from '../../../shared/moderation.ts';
import { userChannel } from '../../../shared/realtime.ts';
import { memberSuspensions } from '../../db/schema/moderation.ts';
import type { Deps } from '../../platform/context.ts';
import { SUSPENDABLE_TARGETS } from './targets.ts';

/** How often each instance looks for suspensions that have ended. */
export const SUSPENSION_SWEEP_MS = 60_000;

export async function applySuspension(
  deps: Deps,
  input: { memberId: string; adminId: string; length: SuspensionLength; reason: string },
): Promise<Suspension> {
  const until = suspensionEnd(input.length, new Date());
  await deps.db
    .insert(memberSuspensions)
    .values({ userId: input.memberId, until, reason: input.reason, createdBy: input.adminId })
    .onConflictDoUpdate({
      target: memberSuspensions.userId,
      set: { until, reason: input.reason, createdBy: input.adminId, createdAt: new Date() },
    });
  for (const target of SUSPENDABLE_TARGETS)
    await target.ownerSuspended?.(deps, input.memberId, true);
  const suspension: Suspension = { until: until?.toISOString() ?? null, reason: input.reason };
  const event: ModerationEvent = { kind: 'moderation.suspended', suspension };
  await deps.hub.tryPublish(userChannel(input.memberId), event);
  return suspension;
}

/** Ends the member's suspension now; false when there was none. */
export async function endSuspension(deps: Deps, memberId: string): Promise<boolean> {
  const ended = await deps.db
    .delete(memberSuspensions)
    .where(eq(memberSuspensions.userId, memberId))
    .returning({ userId: memberSuspensions.userId });
  if (ended.length === 0) return false;
  for (const target of SUSPENDABLE_TARGETS) await target.ownerSuspended?.(deps, memberId, false);
  const event: ModerationEvent = { kind: 'moderation.suspension-lifted' };
  await deps.hub.tryPublish(userChannel(memberId), event);
  return true;
}

/** Ends every suspension whose time is up; returns how many. */
export async function sweepLapsedSuspensions(deps: Deps, now = new Date()): Promise<number> {
  const lapsed = await deps.db
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(and(isNotNull(memberSuspensions.until), lte(memberSuspensions.until, now)));
  let ended = 0;
  for (const { userId } of lapsed) if (await endSuspension(deps, userId)) ended += 1;
  return ended;
}

/** Runs the sweep every SUSPENSION_SWEEP_MS on this instance; returns the way to stop. */
export function sweepSuspensionsEvery(deps: Deps, ms = SUSPENSION_SWEEP_MS): () => void {
  const timer = setInterval(() => {
    sweepLapsedSuspensions(deps).catch((error) =>
      deps.logger.warn({ err: error }, 'Sweeping lapsed suspensions failed'),
    );
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Moderation (issue #39): the admins' log of every action, and members'
 * suspensions. Reports live in content_reports; what was acted on carries
 * its state in its own table (`moderationColumns`), so each feature's reads
 * filter on a column of the row they already read.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, memberKey, memberOrNull, randomId, timestamptz } from './columns.ts';

/**
 * A moderated row: null, 'hidden' (reported by enough members, waiting for an
 * admin), 'removed' (by an admin), or 'suspended' (its owner is suspended; listings,
 * mentor and match profiles only). The note is the admin's, shown to the author.
 */
export function moderationColumns() {
  return { moderation: text('moderation'), moderationNote: text('moderation_note') };
}

export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: randomId(),
    /** Kept as null when the admin's account is deleted: the log itself stays. */
    adminId: memberOrNull('admin_id'),
    /** dismiss | remove | suspend | lift_suspension */
    action: text('action').notNull(),
    /** What was acted on (null for a suspension set or lifted from /admin/members). */
    kind: text('kind'),
    targetId: text('target_id'),
    memberId: memberOrNull('member_id'),
    /** The member's name and what was acted on, as they were then. */
    memberName: text('member_name'),
    summary: text('summary').notNull().default(''),
    note: text('note').notNull().default(''),
    suspensionUntil: timestamptz('suspension_until'),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // /admin/log: newest first, and filtered by admin or by member.
    index('moderation_actions_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('moderation_actions_admin_idx').on(t.adminId, t.createdAt.desc().nullsFirst()),
    index('moderation_actions_member_idx').on(t.memberId, t.createdAt.desc().nullsFirst()),
  ],
);

export const memberSuspensions = pgTable('member_suspensions', {
  userId: memberKey(),
  /** Null: permanent. A lapsed row is no suspension; the sweep removes it. */
  until: timestamptz('until'),
  reason: text('reason').notNull(),
  createdBy: memberOrNull('created_by'),
  createdAt: createdAt(),
});

export type ModerationActionRow = typeof moderationActions.$inferSelect;
export type MemberSuspensionRow = typeof memberSuspensions.$inferSelect;

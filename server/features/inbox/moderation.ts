/**
 * Direct messages under moderation (issue #39). A member reports a message
 * of their thread; the report carries that message and the few before it,
 * so an admin reads it in context. A removed message stays as a placeholder
 * for the other member (its sender keeps their words, marked); the thread
 * hears 'dm.moderated' and both pages refetch it.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { DM_MESSAGES, threadChannel } from '../../../shared/inbox.ts';
import {
  type AttachedMessage,
  DIRECT_MESSAGE_CONTEXT_BEFORE,
  type ReportReason,
} from '../../../shared/moderation.ts';
import { dmMessageReadColumns, dmMessages } from '../../db/schema/inbox.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { postSnapshot } from '../../platform/moderation/post-target.ts';
import { fileReport } from '../../platform/moderation/reports.ts';
import { type ModerationTarget, moderationValues } from '../../platform/moderation/target.ts';
import { labelsFor } from '../people/labels.ts';
import { isMember } from './service.ts';

const messageId = (id: string) => (/^\d{1,18}$/.test(id) ? Number(id) : null);

async function messageRow(deps: Deps, id: string) {
  const numeric = messageId(id);
  if (numeric === null) return null;
  const [row] = await deps.db
    .select(dmMessageReadColumns)
    .from(dmMessages)
    .where(eq(dmMessages.id, numeric));
  return row ?? null;
}

export const directMessageModeration: ModerationTarget = {
  kind: 'direct_message',
  async load(deps, id) {
    const row = await messageRow(deps, id);
    if (!row) return null;
    return postSnapshot(row, {
      authorId: row.senderId,
      title: null,
      text: row.body,
      // A thread is for its two members only: the queue shows the attached messages instead.
      link: null,
    });
  },
  async setState(deps, id, state, note) {
    const numeric = messageId(id);
    if (numeric === null) return;
    const [row] = await deps.db
      .update(dmMessages)
      .set(moderationValues(state, note))
      .where(eq(dmMessages.id, numeric))
      .returning({ threadId: dmMessages.threadId });
    if (row)
      await deps.hub.tryPublish(threadChannel(row.threadId), {
        kind: 'dm.moderated',
        threadId: row.threadId,
        messageId: numeric,
      });
  },
};

/** Reports a message of the reporter's own thread; answers how many were attached before it. */
export async function reportDirectMessage(
  deps: Deps,
  reporterId: string,
  id: string,
  body: { reason: ReportReason; details: string },
): Promise<{ attached: number }> {
  const row = await messageRow(deps, id);
  // A message its author deleted has no words left to report (issue #41).
  if (!row || row.deletedAt || !(await isMember(deps.db, row.threadId, reporterId)))
    throw ApiError.notFound(DM_MESSAGES.messageMissing);
  const snapshot = await directMessageModeration.load(deps, id);
  if (!snapshot) throw ApiError.notFound(DM_MESSAGES.messageMissing);
  const context = await deps.db
    .select(dmMessageReadColumns)
    .from(dmMessages)
    .where(and(eq(dmMessages.threadId, row.threadId), lte(dmMessages.id, row.id)))
    .orderBy(desc(dmMessages.id))
    .limit(DIRECT_MESSAGE_CONTEXT_BEFORE + 1);
  const labels = await labelsFor(
    deps.db,
    context.flatMap((message) => (message.senderId ? [message.senderId] : [])),
  );
  const attached: AttachedMessage[] = context.reverse().map((message) => ({
    id: String(message.id),
    // Null: the sender deleted their account (the queue says 'Deleted member').
    sender: message.senderId
      ? { id: message.senderId, name: labels.get(message.senderId)?.label ?? '' }
      : null,
    body: message.body,
    created_at: message.createdAt.toISOString(),
    reported: message.id === row.id,
  }));
  await fileReport(deps, {
    target: directMessageModeration,
    targetId: String(row.id),
    reporterId,
    ...body,
    snapshot,
    attached,
  });
  return { attached: attached.length - 1 };
}

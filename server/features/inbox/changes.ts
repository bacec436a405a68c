/**
 * An author edits or deletes their own direct message (issue #41), within
 * DM_EDIT_WINDOW_MS of sending it (rules in policy.ts). An edit keeps the
 * message's place and marks it edited; a delete erases its words and leaves
 * 'Message deleted' in its place, and its photos are gone (their files removed). Store, then publish: the thread hears
 * 'dm.changed' with the id (both members fetch that message again) and both
 * inboxes refresh (the list's preview may be that message).
 *
 * The update itself repeats the author and the window, so a request that
 * passed the check a moment before the window closed, or raced a delete from
 * another tab, changes nothing and gets the same refusal.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  DM_EDIT_WINDOW_MS,
  DM_MESSAGES,
  type DmMessage,
  type ThreadEvent,
  threadChannel,
  withinEditWindow,
} from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { dmMembers, dmMessageReadColumns, dmMessages } from '../../db/schema/inbox.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { thumbnailKey } from '../../platform/media/keys.ts';
import { removeStoredFiles } from '../../platform/media/photo-pipeline.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { type ChangeVerdict, mayChangeMessage } from './policy.ts';
import { publishInbox, toDto } from './service.ts';

/** A message id in a path: digits only, else it is a message that does not exist. */
export function messageIdParam(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw ApiError.notFound(DM_MESSAGES.messageMissing);
  return Number(id);
}

function refusal(verdict: Exclude<ChangeVerdict, 'ok'>): ApiError {
  switch (verdict) {
    case 'not_found':
      return ApiError.notFound(DM_MESSAGES.messageMissing);
    case 'not_yours':
      return ApiError.forbidden(DM_MESSAGES.notYours);
    case 'blocked':
      return ApiError.forbidden(DM_MESSAGES.blocked);
    case 'deleted':
      return new ApiError(409, 'message_deleted', DM_MESSAGES.alreadyDeleted);
    case 'too_late':
      return new ApiError(409, 'edit_window_over', DM_MESSAGES.editWindowOver);
    case 'moderated':
      return new ApiError(409, 'moderated', DM_MESSAGES.moderatedNoEdit);
  }
}

/** The message and the thread's two members, checked against the rules; throws the refusal. */
async function checked(db: Db, viewerId: string, messageId: number, action: 'edit' | 'delete') {
  const [row] = await db
    .select(dmMessageReadColumns)
    .from(dmMessages)
    .where(eq(dmMessages.id, messageId));
  const members = row
    ? await db
        .select({ userId: dmMembers.userId })
        .from(dmMembers)
        .where(eq(dmMembers.threadId, row.threadId))
    : [];
  const ids = members.map((m) => m.userId);
  const counterpartId = ids.find((id) => id !== viewerId) ?? null;
  const isAuthor = !!row && row.senderId === viewerId;
  const verdict = mayChangeMessage(action, {
    isMember: !!row && ids.includes(viewerId),
    isAuthor,
    deleted: !!row?.deletedAt,
    withinWindow: !!row && withinEditWindow(row.createdAt),
    moderated: !!row?.moderation,
    blockedEitherWay:
      action === 'edit' &&
      isAuthor &&
      counterpartId !== null &&
      (await isBlockedBetween(db, viewerId, counterpartId)),
  });
  if (verdict !== 'ok' || !row) throw refusal(verdict === 'ok' ? 'not_found' : verdict);
  return { row, members: ids };
}

/** Still the author's, not deleted, and inside the window at the moment of writing. */
const stillChangeable = (messageId: number, viewerId: string) =>
  and(
    eq(dmMessages.id, messageId),
    eq(dmMessages.senderId, viewerId),
    isNull(dmMessages.deletedAt),
    gte(dmMessages.createdAt, sql`now() - ${`${DM_EDIT_WINDOW_MS} milliseconds`}::interval`),
  );

async function announce(
  db: Db,
  hub: RealtimeHub,
  threadId: string,
  messageId: number,
  members: string[],
) {
  await hub.tryPublish(threadChannel(threadId), {
    kind: 'dm.changed',
    threadId,
    messageId,
  } satisfies ThreadEvent);
  await publishInbox(db, hub, threadId, members);
}

export async function editMessage(
  db: Db,
  hub: RealtimeHub,
  viewerId: string,
  messageId: number,
  body: string,
): Promise<{ message: DmMessage }> {
  const { row, members } = await checked(db, viewerId, messageId, 'edit');
  // The same words again change nothing (and are not marked edited).
  if (row.body === body) return { message: toDto(row, viewerId) };
  const [updated] = await db
    .update(dmMessages)
    .set({ body, editedAt: new Date() })
    .where(and(stillChangeable(messageId, viewerId), isNull(dmMessages.moderation)))
    .returning(dmMessageReadColumns);
  if (!updated) throw await lostRace(db, messageId);
  await announce(db, hub, row.threadId, messageId, members);
  return { message: toDto(updated, viewerId) };
}

/** A delete erases the words and the photos: the row forgets them and their files go. */
export async function deleteMessage(
  deps: Pick<Deps, 'db' | 'hub' | 'media' | 'logger'>,
  viewerId: string,
  messageId: number,
): Promise<{ message: DmMessage }> {
  const { db, hub } = deps;
  const { row, members } = await checked(db, viewerId, messageId, 'delete');
  const [updated] = await db
    .update(dmMessages)
    .set({ body: '', photos: [], deletedAt: new Date() })
    .where(stillChangeable(messageId, viewerId))
    .returning(dmMessageReadColumns);
  if (!updated) throw await lostRace(db, messageId);
  await removeStoredFiles(
    deps,
    row.photos.flatMap((key) => [key, thumbnailKey(key)]),
  );
  await announce(db, hub, row.threadId, messageId, members);
  return { message: toDto(updated, viewerId) };
}

/** The check passed but the update found nothing: deleted meanwhile (another tab), or the window closed. */
async function lostRace(db: Db, messageId: number): Promise<ApiError> {
  const [now] = await db
    .select({ deletedAt: dmMessages.deletedAt })
    .from(dmMessages)
    .where(eq(dmMessages.id, messageId));
  return refusal(now?.deletedAt ? 'deleted' : 'too_late');
}

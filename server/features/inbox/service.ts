/**
 * Direct messages: open-or-create, the thread list with unread counts, a
 * thread's history in pages, send, and mark read. Rules in policy.ts; the
 * block list is features/blocks (one list for every feature).
 *
 * Store, then publish ids: a message is committed first, then the thread's
 * channel hears {messageId} and both members' user channels hear that their
 * inbox changed (with their total unread). Clients fetch what they are told
 * about, and after a reconnect ask for messages after the last id they have.
 *
 * A message counts in the inbox badge only, never in the notifications bell
 * (issue #40: the bell showed 9+ while the inbox showed 1); a thread that is
 * open and visible marks what arrives read at once.
 *
 * Message requests (issue #41, request-policy.ts): a request waiting for a
 * member stays out of their inbox list and unread total (it is under
 * Requests, requests.ts); one they declined no longer exists for them.
 */
import { and, eq, gt, inArray, lt, type Placeholder, sql } from 'drizzle-orm';
import {
  DM_MAX_PHOTOS,
  DM_MESSAGES,
  DM_OPEN_LIMIT,
  DM_PREVIEW_LENGTH,
  DM_SEND_LIMIT,
  DM_THREAD_LIST_LIMIT,
  type DmMessage,
  type InboxEvent,
  type MessagePage,
  OPEN_KEYS,
  type OpenThreadReply,
  type SubjectKind,
  type ThreadEvent,
  type ThreadList,
  type ThreadSummary,
  threadChannel,
} from '../../../shared/inbox.ts';
import { userChannel } from '../../../shared/realtime.ts';
import type { OpenThreadInput } from '../../../shared/schemas/inbox.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared, preparedFor } from '../../db/prepared.ts';
import { blocks } from '../../db/schema/blocks.ts';
import {
  type DmMessageRow,
  dmMembers,
  dmMessageReadColumns,
  dmMessages,
  dmThreads,
} from '../../db/schema/inbox.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import { newMessagePhotoKey } from '../../platform/media/keys.ts';
import { processAll, withStoredPhotoKeys } from '../../platform/media/photo-pipeline.ts';
import { limitPhotoUploads } from '../../platform/media/upload-limit.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { counterpartOf, counterpartSql } from './counterparts.ts';
import { mayOpen, mayRead, maySend } from './policy.ts';
import { requestView, startingRequestState } from './request-policy.ts';
import {
  acceptIfRecipientWrites,
  awaitingViewerSql,
  hasWrittenTo,
  hiddenForSql,
  outOfInboxSql,
  requestFacts,
} from './request-state.ts';
import { subjectFor } from './subjects.ts';
import { threadAccess } from './thread-access.ts';

/** Where a message's photo number `index` is served (members only, photos.ts); `thumb`: its thumbnail. */
const messagePhotoUrl = (messageId: number, index: number, thumb = false) =>
  `/api/inbox/messages/${messageId}/photos/${index}${thumb ? '/thumb' : ''}`;

/**
 * A removed message stays as a placeholder: its words go to its sender alone (issue #39).
 * A message its author deleted has no words for anyone (issue #41; erased in the row too).
 */
export function toDto(row: DmMessageRow, viewerId: string): DmMessage {
  const mine = row.senderId === viewerId;
  const moderation =
    row.moderation === 'hidden' || row.moderation === 'removed' ? row.moderation : null;
  const deleted = row.deletedAt !== null;
  // Photos follow the words: none once deleted, none for others once removed.
  const photosShown = !deleted && !(moderation === 'removed' && !mine);
  return {
    id: row.id,
    thread_id: row.threadId,
    sender_id: row.senderId,
    body: deleted || (moderation === 'removed' && !mine) ? '' : row.body,
    created_at: row.createdAt.toISOString(),
    edited_at: deleted ? null : (row.editedAt?.toISOString() ?? null),
    deleted,
    photos: photosShown
      ? row.photos.map((_, index) => ({
          url: messagePhotoUrl(row.id, index),
          thumbnail_url: messagePhotoUrl(row.id, index, true),
        }))
      : [],
    moderation,
    moderation_note: mine ? row.moderationNote : null,
  };
}

/** A member of the thread, for whom it still exists (not a request they declined). */
export async function isMember(db: Db, threadId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(dmMembers)
    .innerJoin(dmThreads, eq(dmThreads.id, dmMembers.threadId))
    .where(
      and(
        eq(dmMembers.threadId, threadId),
        eq(dmMembers.userId, userId),
        sql`NOT ${hiddenForSql(userId)}`,
      ),
    );
  return !!row;
}

/**
 * The thread's counterpart (null once they deleted their account: the viewer
 * keeps the thread), or a 404 when the viewer is not a member.
 */
async function membersOrNotFound(db: Db, threadId: string, viewerId: string) {
  const access = await threadAccess(db, threadId, viewerId);
  // A request the viewer declined no longer exists for them (issue #41).
  const isMember = access.members.includes(viewerId) && requestView(access.request) !== 'hidden';
  if (mayRead({ isMember }) !== 'ok') {
    throw ApiError.notFound(DM_MESSAGES.threadMissing);
  }
  return access;
}

type SummaryRow = {
  id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  created_at: Date;
  last_message_at: Date | null;
  counterpart_id: string | null;
  listing_title: string | null;
  last_read_id: string;
  msg_id: string | null;
  msg_sender: string | null;
  msg_preview: string | null;
  msg_at: Date | null;
  unread: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  is_request: boolean;
  msg_deleted: boolean | null;
  msg_photos: number | null;
  request_open: boolean;
  other_read_id: string | null;
  other_read_at: Date | null;
  receipts_shared: boolean;
  counterpart_label: string | null;
};

/**
 * Thread summaries for a member: every listed thread (newest activity first),
 * the one thread `only`, or (`requests`) the message requests waiting for
 * them (issue #41). The list leaves out threads someone else opened that have
 * no message yet, and requests not accepted; a declined request exists for
 * its recipient nowhere. A thread with a member I blocked stays, marked
 * (issue #40: it used to vanish), and counts no unread; a request from them
 * waits nowhere.
 */
export async function summaries(
  db: Db,
  viewerId: string,
  only?: string,
  requests = false,
): Promise<ThreadSummary[]> {
  const t = sql.raw('t');
  const filter = only
    ? sql`t.id = ${only} AND NOT ${hiddenForSql(viewerId, t)}`
    : requests
      ? sql`${awaitingViewerSql(viewerId, t)} AND t.last_message_id IS NOT NULL AND mine.blocker_id IS NULL`
      : sql`(t.created_by = ${viewerId} OR t.last_message_id IS NOT NULL) AND NOT ${outOfInboxSql(viewerId, t)}`;
  // Named per shape of filter: each name always carries the same SQL text.
  const shape = only ? 'one' : requests ? 'requests' : 'list';
  const counterpart = counterpartSql(viewerId);
  const result = await executePrepared<SummaryRow>(
    db,
    `inbox-summaries-${shape}`,
    sql`
    SELECT t.id, t.subject_kind, t.subject_id, t.created_at, t.last_message_at,
           other.user_id AS counterpart_id,
           l.title AS listing_title,
           me.last_read_message_id AS last_read_id,
           m.id AS msg_id, m.sender_id AS msg_sender,
           CASE WHEN m.moderation = 'removed' AND m.sender_id <> ${viewerId} THEN ''
                ELSE left(m.body, ${DM_PREVIEW_LENGTH}) END AS msg_preview, m.created_at AS msg_at,
           m.deleted_at IS NOT NULL AS msg_deleted,
           CASE WHEN m.deleted_at IS NULL AND NOT (COALESCE(m.moderation, '') = 'removed' AND m.sender_id IS DISTINCT FROM ${viewerId})
                THEN cardinality(m.photos) ELSE 0 END AS msg_photos,
           COALESCE(t.request_state, '') IN ('pending', 'declined') AS request_open,
           other.last_read_message_id AS other_read_id, other.last_read_at AS other_read_at,
           COALESCE(pme.read_receipts, true) AND COALESCE(pother.read_receipts, true) AS receipts_shared,
           CASE WHEN mine.blocker_id IS NULL THEN me.unread_count ELSE 0 END AS unread,
           mine.blocker_id IS NOT NULL AS blocked_by_me,
           theirs.blocker_id IS NOT NULL AS blocked_by_them,
           ${awaitingViewerSql(viewerId, t)} AS is_request,
           ${counterpart.label}
      FROM ${dmMembers} me
      JOIN ${dmThreads} t ON t.id = me.thread_id
      LEFT JOIN ${dmMembers} other ON other.thread_id = t.id AND other.user_id <> me.user_id
      LEFT JOIN listings l
        ON t.subject_kind = 'listing' AND l.id = (CASE WHEN t.subject_kind = 'listing' THEN t.subject_id::uuid END)
      LEFT JOIN ${dmMessages} m ON m.id = t.last_message_id
      LEFT JOIN ${blocks} mine ON mine.blocker_id = me.user_id AND mine.blocked_id = other.user_id
      LEFT JOIN ${blocks} theirs ON theirs.blocker_id = other.user_id AND theirs.blocked_id = me.user_id
      LEFT JOIN ${profiles} pme ON pme.id = me.user_id
      LEFT JOIN ${profiles} pother ON pother.id = other.user_id
      ${counterpart.join}
     WHERE me.user_id = ${viewerId} AND ${filter}
     ORDER BY COALESCE(t.last_message_at, t.created_at) DESC, t.id
     LIMIT ${DM_THREAD_LIST_LIMIT}
  `,
  );
  return result.rows.map((row) => {
    const created = new Date(row.created_at);
    const updated = row.last_message_at ? new Date(row.last_message_at) : created;
    return {
      id: row.id,
      counterpart: counterpartOf(row),
      subject: {
        kind: row.subject_kind,
        id: row.subject_id || null,
        title: row.subject_kind === 'listing' ? row.listing_title : null,
      },
      last_message:
        row.msg_id && row.msg_at
          ? {
              id: Number(row.msg_id),
              sender_id: row.msg_sender,
              preview: row.msg_preview ?? '',
              created_at: new Date(row.msg_at).toISOString(),
              deleted: row.msg_deleted === true,
              photos: Number(row.msg_photos ?? 0),
            }
          : null,
      // A request rings nothing: its count on the Requests tab is all (issue #41).
      unread: row.is_request ? 0 : Number(row.unread),
      last_read_id: Number(row.last_read_id),
      blocked_by_me: row.blocked_by_me,
      can_reply: !row.blocked_by_me && !row.blocked_by_them,
      is_request: row.is_request,
      // Read receipts go both ways or not at all (issue #41); a request's recipient
      // reads it unseen until they accept it, as on Instagram (declined: never told).
      seen:
        row.receipts_shared &&
        !row.request_open &&
        row.other_read_at &&
        Number(row.other_read_id) > 0
          ? {
              message_id: Number(row.other_read_id),
              at: new Date(row.other_read_at).toISOString(),
            }
          : null,
      created_at: created.toISOString(),
      updated_at: updated.toISOString(),
    };
  });
}

export async function listThreads(db: Db, viewerId: string): Promise<ThreadList> {
  const threads = await summaries(db, viewerId);
  return { threads, unread: threads.reduce((sum, t) => sum + t.unread, 0) };
}

/** The total unread of a member, over the threads their list shows (the header badge). */
export async function unreadTotal(db: Db, viewerId: string): Promise<number> {
  return (await unreadTotals(db, [viewerId])).get(viewerId) ?? 0;
}

/** The header badge of each of several members, in one query (a message's two members). */
async function unreadTotals(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const totals = userIds.map(
    (viewerId) => sql`
    SELECT ${viewerId}::text AS user_id, COALESCE(sum(me.unread_count), 0)::int AS unread
      FROM ${dmMembers} me
      LEFT JOIN ${dmMembers} other ON other.thread_id = me.thread_id AND other.user_id <> me.user_id
     WHERE me.user_id = ${viewerId} AND me.unread_count > 0
       AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = other.user_id)
       -- Requests are counted under Requests alone, never in the badge (issue #41).
       AND NOT EXISTS (SELECT 1 FROM ${dmThreads} t WHERE t.id = me.thread_id AND ${outOfInboxSql(viewerId, sql.raw('t'))})`,
  );
  // Named, one text per count of members: parsed once per connection, its plan kept (db/prepared.ts).
  const result = await executePrepared<{ user_id: string; unread: number }>(
    db,
    `inbox-unread-totals-${userIds.length}`,
    sql.join(totals, sql` UNION ALL `),
  );
  return new Map(result.rows.map((row) => [row.user_id, Number(row.unread)]));
}

export async function getThread(db: Db, viewerId: string, threadId: string) {
  await membersOrNotFound(db, threadId, viewerId);
  const [thread] = await summaries(db, viewerId, threadId);
  if (!thread) throw ApiError.notFound(DM_MESSAGES.threadMissing);
  return { thread };
}

/** Opens the thread with a listing's owner, a mentor or a member, or reuses the one that exists. */
export async function openThread(
  db: Db,
  viewerId: string,
  input: OpenThreadInput,
): Promise<OpenThreadReply> {
  const key = OPEN_KEYS.find((k) => input[k] !== undefined);
  const id = key ? input[key] : undefined;
  if (!key || id === undefined) throw ApiError.badRequest(DM_MESSAGES.oneSubject);
  const subject = subjectFor(key);
  const target = await subject.resolve(db, id);
  if (!target) throw ApiError.notFound(subject.missing);
  const blocked =
    target.counterpartId !== viewerId &&
    (await isBlockedBetween(db, viewerId, target.counterpartId));
  const verdict = mayOpen(viewerId, target.counterpartId, blocked);
  if (verdict === 'self') throw ApiError.badRequest(DM_MESSAGES.self);
  if (verdict === 'blocked') throw ApiError.forbidden(DM_MESSAGES.blocked);

  const [memberLow, memberHigh] = [viewerId, target.counterpartId].sort() as [string, string];
  const key4 = and(
    eq(dmThreads.memberLow, memberLow),
    eq(dmThreads.memberHigh, memberHigh),
    eq(dmThreads.subjectKind, target.kind),
    eq(dmThreads.subjectId, target.subjectId),
  );
  const [existing] = await db.select({ id: dmThreads.id }).from(dmThreads).where(key4);
  let threadId = existing?.id;
  let created = false;
  if (!threadId) {
    await refuseOverLimit(db, `dm-open:${viewerId}`, DM_OPEN_LIMIT, DM_MESSAGES.openTooFast);
    // A member thread to someone who never wrote to me is a request (issue #41).
    const requestState = startingRequestState(
      target.kind,
      target.kind === 'member' && (await hasWrittenTo(db, target.counterpartId, viewerId)),
    );
    threadId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dmThreads)
        .values({
          memberLow,
          memberHigh,
          subjectKind: target.kind,
          subjectId: target.subjectId,
          createdBy: viewerId,
          requestState,
        })
        .onConflictDoNothing()
        .returning({ id: dmThreads.id });
      if (!row) return undefined; // opened at the same moment by another request
      await tx.insert(dmMembers).values([
        { threadId: row.id, userId: viewerId },
        { threadId: row.id, userId: target.counterpartId },
      ]);
      return row.id;
    });
    if (threadId) created = true;
    else
      [{ id: threadId } = { id: undefined }] = await db
        .select({ id: dmThreads.id })
        .from(dmThreads)
        .where(key4);
  }
  if (!threadId) throw new Error('Opening the thread found no thread');
  // The recipient of a request opening it from its sender's card chooses the conversation.
  if (!created)
    await acceptIfRecipientWrites(db, threadId, await requestFacts(db, threadId, viewerId));
  const [thread] = await summaries(db, viewerId, threadId);
  if (!thread) throw new Error('The opened thread has no summary');
  return { thread, created };
}

/** Up to `limit` of a thread's messages, newest first, before `before` when it is given. */
const newestFirst = (
  db: Db,
  threadId: string | Placeholder,
  limit: number | Placeholder,
  before?: number,
) =>
  db
    .select(dmMessageReadColumns)
    .from(dmMessages)
    .where(
      and(
        eq(dmMessages.threadId, threadId),
        before !== undefined ? lt(dmMessages.id, before) : undefined,
      ),
    )
    .orderBy(sql`${dmMessages.id} DESC`)
    .limit(limit);

/** A thread's newest page, what opening it reads: built once, a named statement (db/prepared.ts). */
const latestMessages = preparedFor((db) =>
  newestFirst(db, sql.placeholder('threadId'), sql.placeholder('limit')).prepare(
    'inbox-latest-messages',
  ),
);

/** A page of history, oldest first: the newest `limit`, or `limit` before `before`, or all after `after`. */
export async function readMessages(
  db: Db,
  viewerId: string,
  threadId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<MessagePage> {
  await membersOrNotFound(db, threadId, viewerId);
  if (query.after !== undefined) {
    const rows = await db
      .select(dmMessageReadColumns)
      .from(dmMessages)
      .where(and(eq(dmMessages.threadId, threadId), gt(dmMessages.id, query.after)))
      .orderBy(dmMessages.id)
      .limit(query.limit + 1);
    return {
      messages: rows.slice(0, query.limit).map((row) => toDto(row, viewerId)),
      has_more: rows.length > query.limit,
    };
  }
  const rows =
    query.before === undefined
      ? await latestMessages(db).execute({ threadId, limit: query.limit + 1 })
      : await newestFirst(db, threadId, query.limit + 1, query.before);
  return {
    messages: rows
      .slice(0, query.limit)
      .reverse()
      .map((row) => toDto(row, viewerId)),
    has_more: rows.length > query.limit,
  };
}

type SendDeps = Pick<Deps, 'db' | 'hub' | 'media' | 'config'>;

/**
 * Sends words, photos (up to DM_MAX_PHOTOS, issue #41), or both. Photos go
 * through the listings' pipeline and are stored before the message row is
 * written (removed again if it fails), under the thread's private keys.
 */
export async function sendMessage(
  deps: SendDeps,
  viewerId: string,
  threadId: string,
  body: string,
  uploads: UploadedPhoto[] = [],
): Promise<{ message: DmMessage }> {
  const { db, hub } = deps;
  if (!body && uploads.length === 0)
    throw ApiError.badRequest(DM_MESSAGES.bodyRequired, { body: DM_MESSAGES.bodyRequired });
  if (uploads.length > DM_MAX_PHOTOS)
    throw ApiError.badRequest(DM_MESSAGES.tooManyPhotos, { photos: DM_MESSAGES.tooManyPhotos });
  const { counterpartId, request, blockedEitherWay } = await membersOrNotFound(
    db,
    threadId,
    viewerId,
  );
  const verdict = maySend({
    isMember: true,
    counterpartDeleted: counterpartId === null,
    blockedEitherWay: counterpartId !== null && blockedEitherWay,
  });
  if (verdict === 'gone') throw new ApiError(409, 'member_deleted', DM_MESSAGES.counterpartDeleted);
  if (verdict === 'blocked' || counterpartId === null)
    throw ApiError.forbidden(DM_MESSAGES.blocked);
  await refuseOverLimit(db, `dm-send:${viewerId}`, DM_SEND_LIMIT, DM_MESSAGES.sendTooFast);
  await limitPhotoUploads(db, viewerId, uploads.length);
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  // Replying to a request accepts it (issue #41).
  await acceptIfRecipientWrites(db, threadId, request);

  const now = Date.now();
  const keys = photos.map((_, index) => newMessagePhotoKey(threadId, now + index));
  const row = await withStoredPhotoKeys(deps.media, keys, photos, (stored) =>
    storeMessage(db, { threadId, senderId: viewerId, counterpartId, body, photos: stored }),
  );

  const message = toDto(row, viewerId);
  // A declined request's recipient hears nothing more of it; its sender is not told (issue #41).
  const declined = request.viewerOpened && request.state === 'declined';
  // The thread's event goes out while the badges are counted: the hub sends what is
  // published meanwhile in one NOTIFY.
  await Promise.all([
    hub.tryPublish(threadChannel(threadId), {
      kind: 'dm.message',
      threadId,
      messageId: row.id,
    } satisfies ThreadEvent),
    publishInbox(db, hub, threadId, declined ? [viewerId] : [viewerId, counterpartId]),
  ]);
  return { message };
}

/**
 * Stores a message and what follows from it in one statement (one round trip, atomic):
 * the thread's last message, the sender's read mark, the counterpart's unread count.
 */
async function storeMessage(
  db: Db,
  values: {
    threadId: string;
    senderId: string;
    counterpartId: string;
    body: string;
    photos: string[];
  },
) {
  const { threadId, senderId, counterpartId, body, photos } = values;
  const inserted = db
    .$with('inserted')
    .as(
      db
        .insert(dmMessages)
        .values({ threadId, senderId, body, photos })
        .returning(dmMessageReadColumns),
    );
  const newId = sql`(SELECT id FROM inserted)`;
  const newAt = sql`(SELECT created_at FROM inserted)`;
  const isSender = sql`${dmMembers.userId} = ${senderId}`;
  const thread = db
    .$with('thread')
    .as(
      db
        .update(dmThreads)
        .set({ lastMessageId: newId, lastMessageAt: newAt })
        .where(eq(dmThreads.id, threadId))
        .returning({ id: dmThreads.id }),
    );
  // What I wrote myself is read (and I have read up to it); the counterpart has one more unread.
  const members = db.$with('members').as(
    db
      .update(dmMembers)
      .set({
        lastReadMessageId: sql`CASE WHEN ${isSender} THEN ${newId} ELSE ${dmMembers.lastReadMessageId} END`,
        lastReadAt: sql`CASE WHEN ${isSender} THEN ${newAt} ELSE ${dmMembers.lastReadAt} END`,
        unreadCount: sql`CASE WHEN ${isSender} THEN 0 ELSE ${dmMembers.unreadCount} + 1 END`,
      })
      .where(
        and(eq(dmMembers.threadId, threadId), inArray(dmMembers.userId, [senderId, counterpartId])),
      )
      .returning({ userId: dmMembers.userId }),
  );
  const [row] = await db.with(inserted, thread, members).select().from(inserted);
  if (!row) throw new Error('Inserting the message returned no row');
  return row;
}

export async function publishInbox(db: Db, hub: RealtimeHub, threadId: string, userIds: string[]) {
  const totals = await unreadTotals(db, userIds);
  await Promise.all(
    userIds.map((userId) =>
      hub.tryPublish(userChannel(userId), {
        kind: 'inbox.changed',
        threadId,
        unread: totals.get(userId) ?? 0,
      } satisfies InboxEvent),
    ),
  );
}

/**
 * After one member blocked or unblocked another: both hear that each thread
 * between them changed, so an open thread shows its composer, its notice or
 * Unblock at once, and the badges follow.
 */
export async function announceBlockChange(db: Db, hub: RealtimeHub, a: string, b: string) {
  const [memberLow, memberHigh] = [a, b].sort() as [string, string];
  const threads = await db
    .select({ id: dmThreads.id })
    .from(dmThreads)
    .where(and(eq(dmThreads.memberLow, memberLow), eq(dmThreads.memberHigh, memberHigh)));
  for (const { id } of threads) await publishInbox(db, hub, id, [a, b]);
}

/** Moves my read position up to `upTo` (default: the newest message); never backwards. */
export async function markRead(
  db: Db,
  hub: RealtimeHub,
  viewerId: string,
  threadId: string,
  upTo?: number,
): Promise<{ unread: number }> {
  const { counterpartId, request } = await membersOrNotFound(db, threadId, viewerId);
  const [thread] = await db
    .select({ last: dmThreads.lastMessageId, mine: dmMembers.lastReadMessageId })
    .from(dmThreads)
    .innerJoin(dmMembers, and(eq(dmMembers.threadId, dmThreads.id), eq(dmMembers.userId, viewerId)))
    .where(eq(dmThreads.id, threadId));
  const newest = thread?.last ?? 0;
  const position = Math.min(upTo ?? newest, newest);
  const moved = await db
    .update(dmMembers)
    .set({
      lastReadMessageId: sql`GREATEST(${dmMembers.lastReadMessageId}, ${position})`,
      // 'Seen' at: when the position last moved forward (issue #41).
      lastReadAt: sql`CASE WHEN ${dmMembers.lastReadMessageId} < ${position} THEN now() ELSE ${dmMembers.lastReadAt} END`,
      // Recounted from the position (usually no rows), so the counter heals if ever off.
      unreadCount: sql`(SELECT count(*)::int FROM ${dmMessages} x
        WHERE x.thread_id = ${threadId} AND x.sender_id IS DISTINCT FROM ${viewerId}
          AND x.id > GREATEST(${dmMembers.lastReadMessageId}, ${position}))`,
      notified: false,
    })
    .where(
      and(
        eq(dmMembers.threadId, threadId),
        eq(dmMembers.userId, viewerId),
        sql`(${dmMembers.lastReadMessageId} < ${position} OR ${dmMembers.notified} OR ${dmMembers.unreadCount} > 0)`,
      ),
    )
    .returning({ userId: dmMembers.userId });
  const unread = await unreadTotal(db, viewerId);
  // The other member's 'Seen' follows live, while both share read receipts (issue #41);
  // reading a request not yet accepted is never reported (as on Instagram).
  const movedForward = moved.length > 0 && position > (thread?.mine ?? 0);
  const requestOpen = request.state === 'pending' || request.state === 'declined';
  if (
    movedForward &&
    !requestOpen &&
    counterpartId &&
    (await receiptsShared(db, viewerId, counterpartId))
  ) {
    await hub.tryPublish(threadChannel(threadId), {
      kind: 'dm.read',
      threadId,
      userId: viewerId,
    } satisfies ThreadEvent);
  }
  // My other tabs update their badge and list.
  if (moved.length > 0) {
    await hub.tryPublish(userChannel(viewerId), {
      kind: 'inbox.changed',
      threadId,
      unread,
    } satisfies InboxEvent);
  }
  return { unread };
}

/** Whether both members share read receipts (a member without a profile row has the default, on). */
export async function receiptsShared(db: Db, a: string, b: string): Promise<boolean> {
  const off = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [a, b]), eq(profiles.readReceipts, false)));
  return off.length === 0;
}

/**
 * Tells the thread that `readerId`'s read position now shows (a request they
 * accepted): the other member refetches `seen`. Only if they have read
 * something and both share read receipts.
 */
export async function announceSeen(db: Db, hub: RealtimeHub, threadId: string, readerId: string) {
  const members = await db
    .select({ userId: dmMembers.userId, read: dmMembers.lastReadMessageId })
    .from(dmMembers)
    .where(eq(dmMembers.threadId, threadId));
  const reader = members.find((m) => m.userId === readerId);
  const other = members.find((m) => m.userId !== readerId);
  if (!reader || reader.read === 0 || !other) return;
  if (!(await receiptsShared(db, readerId, other.userId))) return;
  await hub.tryPublish(threadChannel(threadId), {
    kind: 'dm.read',
    threadId,
    userId: readerId,
  } satisfies ThreadEvent);
}

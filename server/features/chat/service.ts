/**
 * City chat (spec community §2 City chat, §5 Chat send, §7 Chat): boards per
 * city, read by anyone, written by members. Store, then publish ids on the
 * board's channel: pages fetch what they may see (people the reader blocked
 * stay hidden) and catch up after a reconnect with `after`.
 */
import { and, asc, desc, eq, gt, isNull, lt, not, or, type SQL } from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  type ChatBoard,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  chatChannel,
  chatCityKey,
} from '../../../shared/chat.ts';
import { type ReportReason, shownModeration } from '../../../shared/moderation.ts';
import type { ChatHistoryQuery } from '../../../shared/schemas/chat.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { type ChatMessageRow, chatMessages } from '../../db/schema/chat.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { fileReport } from '../../platform/moderation/reports.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { blockedByViewerSql } from '../blocks/service.ts';
import { labelSql } from '../people/labels.ts';
import { chatModeration } from './moderation.ts';
import type { BoardPeople } from './people.ts';
import {
  type ChatViewer,
  mayDeleteChatMessage,
  mayReportChatMessage,
  maySendChat,
} from './policy.ts';

type RowWithLabel = ChatMessageRow & { label: string | null };

function toDto(row: RowWithLabel, viewer: ChatViewer): ChatMessage {
  const mine = viewer?.id === row.userId;
  const moderation = shownModeration(row.moderation);
  return {
    id: row.id,
    seq: row.seq,
    // A removed line stays as a placeholder, so replies still make sense; its words go to its author only.
    content: moderation === 'removed' && !mine ? '' : row.content,
    city: row.city,
    board: row.board as ChatBoard,
    author: { id: row.userId, label: row.label },
    mine,
    created_at: row.createdAt.toISOString(),
    moderation,
    moderation_note: mine ? row.moderationNote : null,
  };
}

/** Lines hidden by reports reach only their author until an admin decides (issue #39). */
export function visibleChatSql(viewer: ChatViewer): SQL {
  const shown = or(isNull(chatMessages.moderation), eq(chatMessages.moderation, 'removed'));
  return (viewer ? or(shown, eq(chatMessages.userId, viewer.id)) : shown) as SQL;
}

const withLabel = { ...columnsOf(), label: labelSql };

function columnsOf() {
  return {
    id: chatMessages.id,
    seq: chatMessages.seq,
    content: chatMessages.content,
    userId: chatMessages.userId,
    city: chatMessages.city,
    cityKey: chatMessages.cityKey,
    board: chatMessages.board,
    moderation: chatMessages.moderation,
    moderationNote: chatMessages.moderationNote,
    createdAt: chatMessages.createdAt,
  };
}

/**
 * A page of a board, oldest to newest: the newest CHAT_PAGE_SIZE, or those
 * before `before`, or those after `after` (reconnect catch-up), without the
 * messages of people the viewer blocked.
 */
export async function listChatMessages(
  db: Db,
  viewer: ChatViewer,
  query: ChatHistoryQuery,
  people: BoardPeople,
): Promise<ChatHistory> {
  const conditions: SQL[] = [
    eq(chatMessages.cityKey, chatCityKey(query.city)),
    eq(chatMessages.board, query.board),
  ];
  if (query.before !== undefined) conditions.push(lt(chatMessages.seq, query.before));
  if (query.after !== undefined) conditions.push(gt(chatMessages.seq, query.after));
  if (viewer) conditions.push(not(blockedByViewerSql(viewer.id, chatMessages.userId)));
  conditions.push(visibleChatSql(viewer));
  const forward = query.after !== undefined;
  const [rows, count] = await Promise.all([
    db
      .select(withLabel)
      .from(chatMessages)
      .innerJoin(user, eq(user.id, chatMessages.userId))
      .where(and(...conditions))
      .orderBy(forward ? asc(chatMessages.seq) : desc(chatMessages.seq))
      .limit(CHAT_PAGE_SIZE + 1),
    people.count(chatChannel(query.city, query.board)),
  ]);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  if (!forward) page.reverse();
  return { messages: page.map((row) => toDto(row, viewer)), has_more: hasMore, people: count };
}

/** One message as `viewer` may see it, or null (deleted, unknown, or by someone they blocked). */
export async function getChatMessage(
  db: Db,
  viewer: ChatViewer,
  id: string,
): Promise<ChatMessage | null> {
  const conditions: SQL[] = [eq(chatMessages.id, id), visibleChatSql(viewer)];
  if (viewer) conditions.push(not(blockedByViewerSql(viewer.id, chatMessages.userId)));
  const [row] = await db
    .select(withLabel)
    .from(chatMessages)
    .innerJoin(user, eq(user.id, chatMessages.userId))
    .where(and(...conditions));
  return row ? toDto(row, viewer) : null;
}

const publish = (hub: RealtimeHub, city: string, board: ChatBoard, event: ChatEvent) =>
  // The message is stored: a failed push is logged, and pages catch up on reconnect.
  hub.tryPublish(chatChannel(city, board), event);

/** Slow mode: CHAT_SEND_LIMIT per member, across every board and instance. */
async function slowMode(db: Db, userId: string) {
  await refuseOverLimit(db, `chat-send:${userId}`, CHAT_SEND_LIMIT, CHAT_MESSAGES.tooFast);
}

export async function sendChatMessage(
  db: Db,
  hub: RealtimeHub,
  viewer: ChatViewer,
  input: { city: string; board: ChatBoard; content: string },
): Promise<ChatMessage> {
  if (!maySendChat(viewer)) throw ApiError.unauthorized();
  await slowMode(db, viewer.id);
  const [row] = await db
    .insert(chatMessages)
    .values({
      content: input.content,
      userId: viewer.id,
      city: input.city,
      cityKey: chatCityKey(input.city),
      board: input.board,
    })
    .returning();
  if (!row) throw new Error('Inserting the chat message returned no row');
  const [author] = await db.select({ label: labelSql }).from(user).where(eq(user.id, viewer.id));
  await publish(hub, input.city, input.board, { kind: 'chat.created', id: row.id, seq: row.seq });
  return toDto({ ...row, label: author?.label ?? null }, viewer);
}

async function findRow(db: Db, id: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  if (!row) throw ApiError.notFound(CHAT_MESSAGES.notFound);
  return row;
}

/** Deletes the viewer's own message; every page showing it drops it. */
export async function deleteChatMessage(
  db: Db,
  hub: RealtimeHub,
  viewer: ChatViewer,
  id: string,
): Promise<void> {
  const row = await findRow(db, id);
  if (!mayDeleteChatMessage(viewer, row.userId)) throw ApiError.forbidden(CHAT_MESSAGES.notYours);
  const deleted = await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, row.userId)))
    .returning({ id: chatMessages.id });
  if (deleted.length === 0) return; // deleted meanwhile (another tab): already announced
  await publish(hub, row.city, row.board as ChatBoard, { kind: 'chat.deleted', id });
}

/** Files a report of a message the viewer can see (platform/moderation/reports.ts). */
export async function reportChatMessage(
  deps: Deps,
  viewer: ChatViewer,
  id: string,
  body: { reason: ReportReason; details: string },
): Promise<void> {
  if (!viewer) throw ApiError.unauthorized();
  const row = await findRow(deps.db, id);
  if (!mayReportChatMessage(viewer, row.userId))
    throw ApiError.badRequest('You cannot report your own message');
  const snapshot = await chatModeration.load(deps, row.id);
  if (!snapshot || (snapshot.moderation === 'hidden' && row.userId !== viewer.id))
    throw ApiError.notFound(CHAT_MESSAGES.notFound);
  await fileReport(deps, {
    target: chatModeration,
    targetId: row.id,
    reporterId: viewer.id,
    ...body,
    snapshot,
  });
}

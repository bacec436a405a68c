/**
 * City chat (docs/product.md#city-chat City chat): boards per
 * city, read by anyone, written by members. Store, then publish ids on the
 * board's channel: pages fetch what they may see (people the reader blocked
 * stay hidden) and catch up after a reconnect with `after`.
 */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  not,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  type ChatBoard,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  type ChatQuote,
  chatChannel,
  chatCityKey,
  quoteExcerpt,
} from '../../../shared/chat.ts';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import { type ReportReason, shownModeration } from '../../../shared/moderation.ts';
import type { ChatHistoryQuery } from '../../../shared/schemas/chat.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { user } from '../../db/schema/auth.ts';
import { type ChatMessageRow, chatMessages } from '../../db/schema/chat.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError, foundOr404 } from '../../platform/errors.ts';
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
type Quotes = Map<string, ChatQuote>;

function toDto(row: RowWithLabel, viewer: ChatViewer, quotes: Quotes): ChatMessage {
  const mine = viewer?.id === row.userId;
  const moderation = shownModeration(row.moderation);
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    seq: row.seq,
    // A removed line stays as a placeholder, so replies still make sense; its words go to its author only.
    content: deleted || (moderation === 'removed' && !mine) ? '' : row.content,
    city: row.city,
    board: row.board as ChatBoard,
    author: { id: row.userId, label: row.label },
    mine,
    created_at: row.createdAt.toISOString(),
    deleted,
    reply_to: row.replyToId ? (quotes.get(row.replyToId) ?? null) : null,
    moderation,
    moderation_note: mine ? row.moderationNote : null,
  };
}

/**
 * The lines a page's messages answer, as `viewer` may see them: words only of
 * a line they could read on the board itself (not hidden from them, not by
 * someone they blocked), else just whether it was deleted or removed.
 */
async function quotesFor(db: Db, viewer: ChatViewer, rows: ChatMessageRow[]): Promise<Quotes> {
  const ids = [...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))];
  const quotes: Quotes = new Map();
  if (ids.length === 0) return quotes;
  const quoted = await db
    .select({
      ...columnsOf(),
      label: labelSql,
      readable: and(visibleChatSql(viewer), readableByViewerSql(viewer)) as SQL<boolean>,
    })
    .from(chatMessages)
    .innerJoin(user, eq(user.id, chatMessages.userId))
    .where(inArray(chatMessages.id, ids));
  for (const row of quoted) quotes.set(row.id, quoteOf(row, !!row.readable));
  return quotes;
}

function quoteOf(row: RowWithLabel, readable: boolean): ChatQuote {
  const blank = { id: row.id, author: null, content: '' };
  if (row.deletedAt) return { ...blank, state: 'deleted' };
  if (!readable) return { ...blank, state: 'unavailable' };
  if (shownModeration(row.moderation) === 'removed') return { ...blank, state: 'removed' };
  return {
    id: row.id,
    state: 'shown',
    author: { id: row.userId, label: row.label },
    content: quoteExcerpt(row.content),
  };
}

/** SQL: the line's author is not someone the viewer blocked. */
const readableByViewerSql = (viewer: ChatViewer): SQL =>
  viewer ? not(blockedByViewerSql(viewer.id, chatMessages.userId)) : sql`true`;

/** A reader, or a placeholder for one in a prepared statement (db/prepared.ts). */
type PageViewer = ChatViewer | { id: Placeholder };

/** Lines hidden by reports reach only their author until an admin decides (issue #39). */
export function visibleChatSql(viewer: PageViewer): SQL {
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
    replyToId: chatMessages.replyToId,
    deletedAt: chatMessages.deletedAt,
    moderation: chatMessages.moderation,
    moderationNote: chatMessages.moderationNote,
    createdAt: chatMessages.createdAt,
  };
}

type BoardPlace = { cityKey: string | Placeholder; board: string | Placeholder };
type PageRange = Pick<ChatHistoryQuery, 'before' | 'after'>;

/** A board's page as `viewer` may read it: newest first, or oldest first after `after`. */
function boardPage(db: Db, place: BoardPlace, viewer: PageViewer, range: PageRange = {}) {
  const conditions: SQL[] = [
    eq(chatMessages.cityKey, place.cityKey),
    eq(chatMessages.board, place.board),
  ];
  if (range.before !== undefined) conditions.push(lt(chatMessages.seq, range.before));
  if (range.after !== undefined) conditions.push(gt(chatMessages.seq, range.after));
  if (viewer) conditions.push(not(blockedByViewerSql(viewer.id, chatMessages.userId)));
  conditions.push(visibleChatSql(viewer));
  return db
    .select(withLabel)
    .from(chatMessages)
    .innerJoin(user, eq(user.id, chatMessages.userId))
    .where(and(...conditions))
    .orderBy(range.after !== undefined ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(CHAT_PAGE_SIZE + 1);
}

/**
 * A board's newest page as a member opens it, the page read most: built once, with the
 * place and the viewer as placeholders, a named statement (db/prepared.ts).
 */
const memberNewestPage = preparedFor((db) =>
  boardPage(
    db,
    { cityKey: sql.placeholder('cityKey'), board: sql.placeholder('board') },
    { id: sql.placeholder('viewerId') },
  ).prepare('chat-member-newest-page'),
);

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
  const place = { cityKey: chatCityKey(query.city), board: query.board };
  const forward = query.after !== undefined;
  const newest = viewer && query.before === undefined && !forward;
  const [rows, count] = await Promise.all([
    newest
      ? memberNewestPage(db).execute({ ...place, viewerId: viewer.id })
      : boardPage(db, place, viewer, query),
    people.count(chatChannel(query.city, query.board)),
  ]);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  if (!forward) page.reverse();
  const quotes = await quotesFor(db, viewer, page);
  return {
    messages: page.map((row) => toDto(row, viewer, quotes)),
    has_more: hasMore,
    people: count,
  };
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
  return row ? toDto(row, viewer, await quotesFor(db, viewer, [row])) : null;
}

const publish = (hub: RealtimeHub, city: string, board: ChatBoard, event: ChatEvent) =>
  // The message is stored: a failed push is logged, and pages catch up on reconnect.
  hub.tryPublish(chatChannel(city, board), event);

/** Slow mode: CHAT_SEND_LIMIT per member, across every board and instance. */
async function slowMode(db: Db, userId: string) {
  await refuseOverLimit(db, `chat-send:${userId}`, CHAT_SEND_LIMIT, CHAT_MESSAGES.tooFast);
}

/**
 * The line a new message answers must be on the same board, still there (not
 * deleted, nor hidden or removed by moderation), and not by someone the sender blocked.
 */
async function checkReplyTarget(
  db: Db,
  viewer: { id: string },
  input: { city: string; board: ChatBoard; reply_to_id?: string | undefined },
): Promise<string | null> {
  if (!input.reply_to_id) return null;
  const [target] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.id, input.reply_to_id),
        eq(chatMessages.cityKey, chatCityKey(input.city)),
        eq(chatMessages.board, input.board),
        isNull(chatMessages.deletedAt),
        isNull(chatMessages.moderation),
        readableByViewerSql(viewer),
      ),
    );
  if (!target) throw ApiError.notFound(CHAT_MESSAGES.replyGone);
  return target.id;
}

export async function sendChatMessage(
  db: Db,
  hub: RealtimeHub,
  viewer: ChatViewer,
  input: { city: string; board: ChatBoard; content: string; reply_to_id?: string | undefined },
): Promise<ChatMessage> {
  if (!maySendChat(viewer)) throw ApiError.unauthorized();
  const replyToId = await checkReplyTarget(db, viewer, input);
  await slowMode(db, viewer.id);
  const [row] = await db
    .insert(chatMessages)
    .values({
      content: input.content,
      userId: viewer.id,
      city: input.city,
      cityKey: chatCityKey(input.city),
      board: input.board,
      replyToId,
    })
    .returning();
  if (!row) throw new Error('Inserting the chat message returned no row');
  const [author] = await db.select({ label: labelSql }).from(user).where(eq(user.id, viewer.id));
  await publish(hub, input.city, input.board, { kind: 'chat.created', id: row.id, seq: row.seq });
  return toDto(
    { ...row, label: author?.label ?? null },
    viewer,
    await quotesFor(db, viewer, [row]),
  );
}

function findRow(db: Db, id: string) {
  const lookup = db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return foundOr404(lookup, CHAT_MESSAGES.notFound);
}

/**
 * Deletes the viewer's own message: its words are erased and every page
 * showing it (or a quote of it) shows 'Message deleted' in its place, so the
 * replies around it still make sense. A moderator's removal is a different
 * mark (moderation.ts).
 */
export async function deleteChatMessage(
  db: Db,
  hub: RealtimeHub,
  viewer: ChatViewer,
  id: string,
): Promise<void> {
  const row = await findRow(db, id);
  if (!mayDeleteChatMessage(viewer, row.userId)) throw ApiError.forbidden(CHAT_MESSAGES.notYours);
  if (row.deletedAt) throw ApiError.notFound(CHAT_MESSAGES.notFound);
  const deleted = await db
    .update(chatMessages)
    .set({ content: '', deletedAt: new Date() })
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.userId, row.userId),
        isNull(chatMessages.deletedAt),
      ),
    )
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
  if (row.deletedAt) throw ApiError.notFound(CHAT_MESSAGES.notFound);
  if (!mayReportChatMessage(viewer, row.userId))
    throw ApiError.badRequest(COMMON_MESSAGES.ownChatReport);
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

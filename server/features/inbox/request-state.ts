/**
 * Message requests' facts and SQL (issue #41), for the inbox's queries: which
 * threads wait under a member's Requests, which are gone for them (declined),
 * and whether a recipient has written to an opener before. The rules are in
 * request-policy.ts.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestState } from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { dmMembers, dmMessages, dmThreads } from '../../db/schema/inbox.ts';
import { acceptsByWriting, type RequestFacts } from './request-policy.ts';

/** SQL: the thread `t` is a request the viewer declined: it no longer exists for them. */
export const hiddenForSql = (viewerId: string, t: SQL = sql`${dmThreads}`): SQL =>
  sql`(COALESCE(${t}.request_state, '') = 'declined' AND ${t}.created_by IS DISTINCT FROM ${viewerId})`;

/** SQL: the thread `t` is a request waiting for the viewer's answer (under Requests). */
export const awaitingViewerSql = (viewerId: string, t: SQL = sql`${dmThreads}`): SQL =>
  sql`(COALESCE(${t}.request_state, '') = 'pending' AND ${t}.created_by IS DISTINCT FROM ${viewerId})`;

/** SQL: the thread `t` stays out of the viewer's inbox list and unread total (waiting or declined). */
export const outOfInboxSql = (viewerId: string, t: SQL = sql`${dmThreads}`): SQL =>
  sql`(COALESCE(${t}.request_state, '') IN ('pending', 'declined') AND ${t}.created_by IS DISTINCT FROM ${viewerId})`;

/** Whether `recipientId` ever sent `openerId` a message, in any thread the two share. */
export async function hasWrittenTo(db: Db, recipientId: string, openerId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(dmMessages)
    .innerJoin(
      dmMembers,
      and(eq(dmMembers.threadId, dmMessages.threadId), eq(dmMembers.userId, openerId)),
    )
    .where(eq(dmMessages.senderId, recipientId))
    .limit(1);
  return !!row;
}

/** A thread's request facts as the viewer sees them. */
export async function requestFacts(
  db: Db,
  threadId: string,
  viewerId: string,
): Promise<RequestFacts> {
  const [row] = await db
    .select({ state: dmThreads.requestState, createdBy: dmThreads.createdBy })
    .from(dmThreads)
    .where(eq(dmThreads.id, threadId));
  return {
    state: (row?.state ?? null) as RequestState | null,
    viewerOpened: row?.createdBy === viewerId,
  };
}

/**
 * The recipient writing in a request (replying, or opening it from the
 * opener's card) has chosen the conversation: it is accepted. A conditional
 * update, so it happens once however many requests race.
 */
export async function acceptIfRecipientWrites(
  db: Db,
  threadId: string,
  facts: RequestFacts,
): Promise<boolean> {
  if (!acceptsByWriting(facts)) return false;
  const moved = await db
    .update(dmThreads)
    .set({ requestState: 'accepted' })
    .where(
      and(eq(dmThreads.id, threadId), inArray(dmThreads.requestState, ['pending', 'declined'])),
    )
    .returning({ id: dmThreads.id });
  return moved.length > 0;
}

/**
 * Message requests (issue #41): the requests waiting for a member, and their
 * answer. Accept moves the thread into the inbox (its unread counts from
 * then on); decline makes it gone for the recipient alone, and its sender is
 * not told (they go on seeing their messages as sent). Block is the one block
 * list's (PUT /api/blocks/:id): a request from someone blocked waits nowhere.
 *
 * Nothing about a request rings: no notification, no badge; the recipient's
 * other tabs hear that their inbox changed (the Requests count follows).
 */
import { and, eq } from 'drizzle-orm';
import {
  DM_MESSAGES,
  type InboxEvent,
  type RequestAnswer,
  type RequestList,
  type ThreadSummary,
} from '../../../shared/inbox.ts';
import { userChannel } from '../../../shared/realtime.ts';
import type { Db } from '../../db/client.ts';
import { dmMembers, dmThreads } from '../../db/schema/inbox.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { mayAnswer } from './request-policy.ts';
import { requestFacts } from './request-state.ts';
import { announceSeen, summaries, unreadTotal } from './service.ts';

export async function listRequests(db: Db, viewerId: string): Promise<RequestList> {
  const requests = await summaries(db, viewerId, undefined, true);
  return { requests, count: requests.length };
}

/** The number of requests waiting for a member (the Requests tab's count). */
export async function requestCount(db: Db, viewerId: string): Promise<number> {
  return (await listRequests(db, viewerId)).count;
}

export async function answerRequest(
  db: Db,
  hub: RealtimeHub,
  viewerId: string,
  threadId: string,
  answer: RequestAnswer,
): Promise<{ thread: ThreadSummary | null }> {
  const [membership] = await db
    .select({ userId: dmMembers.userId })
    .from(dmMembers)
    .where(and(eq(dmMembers.threadId, threadId), eq(dmMembers.userId, viewerId)));
  const facts = await requestFacts(db, threadId, viewerId);
  const verdict = mayAnswer({ ...facts, isMember: !!membership });
  if (verdict === 'not_found') throw ApiError.notFound(DM_MESSAGES.threadMissing);
  if (verdict === 'no_request') throw ApiError.conflict(DM_MESSAGES.noRequest);
  // Conditional: of two answers at once (two tabs), one wins and the other gets 409.
  const moved = await db
    .update(dmThreads)
    .set({ requestState: answer === 'accept' ? 'accepted' : 'declined' })
    .where(and(eq(dmThreads.id, threadId), eq(dmThreads.requestState, 'pending')))
    .returning({ id: dmThreads.id });
  if (moved.length === 0) throw ApiError.conflict(DM_MESSAGES.noRequest);
  // Only the recipient's own tabs hear of it: the sender is told nothing either way.
  await hub.tryPublish(userChannel(viewerId), {
    kind: 'inbox.changed',
    threadId,
    unread: await unreadTotal(db, viewerId),
  } satisfies InboxEvent);
  if (answer === 'decline') return { thread: null };
  // Accepted: from now on Seen works as usual, so the sender's 'Seen' follows at once.
  await announceSeen(db, hub, threadId, viewerId);
  const [thread] = await summaries(db, viewerId, threadId);
  return { thread: thread ?? null };
}

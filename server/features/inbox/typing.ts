/**
 * 'Selam is typing...' (issue #41): a member's client says it is typing at most
 * every DM_TYPING_SEND_MS; the server checks that the sender is a member of a
 * thread where both can still write (no block either way, the other still
 * here) and passes it on the thread's channel, which only its two members hear.
 * Never stored: nothing is written to the database, only published.
 *
 * A client that says it more often than that is not answered with an error
 * (typing is best effort); the extra signals are dropped here, per instance.
 */

import {
  DM_MESSAGES,
  DM_TYPING_SEND_MS,
  type ThreadEvent,
  threadChannel,
} from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { mayType } from './policy.ts';
import { threadAccess } from './thread-access.ts';

/** When each member last had a typing signal passed on, per thread: `${userId}:${threadId}` → ms. */
const lastPassed = new Map<string, number>();
/** A little under the client's interval, so a signal sent on time is never dropped. */
const MIN_GAP_MS = DM_TYPING_SEND_MS - 500;

function tooSoon(key: string, now: number): boolean {
  const last = lastPassed.get(key);
  if (last !== undefined && now - last < MIN_GAP_MS) return true;
  lastPassed.set(key, now);
  // Old entries go, so the map holds only members typing now.
  if (lastPassed.size > 10_000) {
    for (const [k, at] of lastPassed) if (now - at > MIN_GAP_MS) lastPassed.delete(k);
  }
  return false;
}

export async function signalTyping(
  db: Db,
  hub: RealtimeHub,
  viewerId: string,
  threadId: string,
): Promise<{ passed: boolean }> {
  const { members, counterpartId, blockedEitherWay } = await threadAccess(db, threadId, viewerId);
  const isMember = members.includes(viewerId);
  const verdict = mayType({
    isMember,
    counterpartDeleted: isMember && counterpartId === null,
    blockedEitherWay: isMember && counterpartId !== null && blockedEitherWay,
  });
  if (verdict === 'not_found') throw ApiError.notFound(DM_MESSAGES.threadMissing);
  if (verdict === 'gone') throw new ApiError(409, 'member_deleted', DM_MESSAGES.counterpartDeleted);
  if (verdict === 'blocked') throw ApiError.forbidden(DM_MESSAGES.blocked);
  if (tooSoon(`${viewerId}:${threadId}`, Date.now())) return { passed: false };
  await hub.tryPublish(threadChannel(threadId), {
    kind: 'dm.typing',
    threadId,
    userId: viewerId,
  } satisfies ThreadEvent);
  return { passed: true };
}

/**
 * What decides a member's access to a thread, in one statement: its members,
 * its request facts (issue #41) and whether the two members block each other.
 * Reading a history, sending and typing each ask this first; as three
 * statements it was three round trips before every message (issue #45: a
 * round trip's socket work is most of a direct message's server time).
 */
import { sql } from 'drizzle-orm';
import type { RequestState } from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { dmMembers, dmThreads } from '../../db/schema/inbox.ts';
import type { RequestFacts } from './request-policy.ts';

export type ThreadAccess = {
  /** The thread's members; empty when there is no such thread. */
  members: string[];
  /** The other member, or null when they deleted their account. */
  counterpartId: string | null;
  request: RequestFacts;
  /** Either member blocks the other. */
  blockedEitherWay: boolean;
};

export async function threadAccess(
  db: Db,
  threadId: string,
  viewerId: string,
): Promise<ThreadAccess> {
  const { rows } = await executePrepared<{
    request_state: RequestState | null;
    created_by: string | null;
    members: string[];
    blocked: boolean;
  }>(
    db,
    'inbox-thread-access',
    sql`SELECT t.request_state, t.created_by,
          ARRAY(SELECT m.user_id FROM ${dmMembers} m WHERE m.thread_id = t.id) AS members,
          EXISTS (
            SELECT 1 FROM ${dmMembers} other JOIN ${blocks} b
              ON (b.blocker_id = ${viewerId} AND b.blocked_id = other.user_id)
              OR (b.blocker_id = other.user_id AND b.blocked_id = ${viewerId})
             WHERE other.thread_id = t.id AND other.user_id <> ${viewerId}
          ) AS blocked
        FROM ${dmThreads} t
       WHERE t.id = ${threadId}`,
  );
  const row = rows[0];
  const members = row?.members ?? [];
  return {
    members,
    counterpartId: members.find((id) => id !== viewerId) ?? null,
    request: { state: row?.request_state ?? null, viewerOpened: row?.created_by === viewerId },
    blockedEitherWay: row?.blocked ?? false,
  };
}

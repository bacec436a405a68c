/**
 * The one block list: a member blocks another; every feature that shows
 * people's words or people to each other reads it here.
 *
 * The one rule for every path from one member to another (issue #39):
 * `isBlockedBetween(db, a, b)`. Once either blocked the other, nothing
 * reaches across, either way:
 * - inbox: no thread opens and no message is sent (403);
 * - mentors: no session request (403), so the mentor is never notified;
 * - forums: a reply still posts (the topic is public), but its topic's
 *   author is not notified of it;
 * - match: neither sees, likes or passes the other (404), so no match is
 *   announced.
 * A new path (mentions, invitations...) asks the same function.
 *
 * What people see: chat and forums hide or collapse what people I blocked
 * wrote (`blockedByViewerSql`); match discovery leaves out both ways
 * (`blockedEitherWayIdsSql`). The SQL helpers go into the feature's own
 * query, so nothing loads a list of ids into Node to filter a page.
 */
import { and, desc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BLOCK_MESSAGES, type BlockedPerson } from '../../../shared/blocks.ts';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { ApiError, hasSqlState } from '../../platform/errors.ts';
import { labelsFor } from '../people/labels.ts';

export async function blockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw ApiError.badRequest(BLOCK_MESSAGES.self);
  try {
    await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  } catch (error) {
    // The insert refers to both accounts: one that does not exist, or was
    // removed while this ran, is refused by the database itself (one
    // statement, no look-up beforehand that a deletion could overtake).
    if (hasSqlState(error, '23503')) throw ApiError.notFound(BLOCK_MESSAGES.unknownUser);
    throw error;
  }
}

export async function unblockUser(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The people a member blocked, newest first, by label (for /account/settings). */
export async function listBlocked(db: Db, blockerId: string): Promise<BlockedPerson[]> {
  const rows = await db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  const labels = await labelsFor(
    db,
    rows.map((row) => row.blockedId),
  );
  return rows.map((row) => ({
    user: labels.get(row.blockedId) ?? { id: row.blockedId, label: null },
    created_at: row.createdAt.toISOString(),
  }));
}

/** Whether `blockerId` blocked `blockedId` (one direction). */
export async function hasBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return !!row;
}

/** Whether either of the two blocked the other: then nothing from one reaches the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
  return !!row;
}

/** SQL: true when the viewer blocked the author in `authorColumn` (chat, forums). */
export function blockedByViewerSql(
  /** The viewer's id, or a placeholder for it in a prepared statement (db/prepared.ts). */
  viewerId: string | Placeholder,
  authorColumn: AnyPgColumn | SQL,
): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${authorColumn})`;
}

/** SQL: true when the viewer and the member in `column` blocked each other either way (match). */
export function blockedEitherWaySql(viewerId: string, column: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${column}) OR (${blocks.blockerId} = ${column} AND ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * SQL: the ids of everyone the viewer blocked or who blocked the viewer, as a
 * subquery for `column NOT IN (...)` (match discovery): computed once per
 * statement and probed per row, where an OR-ed EXISTS is re-run for every row.
 */
export function blockedEitherWayIdsSql(viewerId: string): SQL {
  return sql`(SELECT ${blocks.blockedId} FROM ${blocks} WHERE ${blocks.blockerId} = ${viewerId} UNION ALL SELECT ${blocks.blockerId} FROM ${blocks} WHERE ${blocks.blockedId} = ${viewerId})`;
}

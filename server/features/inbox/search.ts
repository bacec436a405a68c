/**
 * Message search (issue #41, GET /api/inbox/search): the messages of my
 * threads holding every word of q, newest first, a page at a time.
 *
 * Full-text search over dm_messages.search_vector (migration 0033): the body
 * folded as listing search folds it and split into words. Each word of q is a
 * prefix ('apart' finds apartment), and a word typed in Latin letters also
 * looks for its Ge'ez spellings ('selam' finds ሰላም; shared/search-text.ts).
 *
 * What I can find is what my inbox shows me: threads I am a member of, not a
 * request I declined, not a request waiting for me from someone I blocked; not
 * a deleted message, nor another member's message a moderator removed.
 *
 * Newest first, in windows of message ids, as the listing search measures
 * before it chooses (decision 0006): the newest RECENT_WINDOW ids are walked
 * in order and each message tested (a common word fills the page there and
 * the walk stops early); then the SECOND_WINDOW ids before them, then all
 * the rest, are collected through the GIN index and sorted, until the page is
 * full. A walk past a rare word would read every message I have; one
 * collect of a common word would read all its matches: windows bound both.
 * Word frequencies are the planner's to weigh only inside a window. Windows
 * count ids of every member's messages: where mine are few among many, the
 * walk finds few and the collects do the work (the bench has one member).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  DM_SEARCH_PAGE,
  type MessageSearchHit,
  type MessageSearchReply,
  searchWords,
} from '../../../shared/message-search.ts';
import type { MessageSearchInput } from '../../../shared/schemas/inbox.ts';
import { geezSpellings } from '../../../shared/search-text.ts';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { dmMembers, dmMessages, dmThreads } from '../../db/schema/inbox.ts';
import { counterpartOf, counterpartSql } from './counterparts.ts';
import { awaitingViewerSql, hiddenForSql } from './request-state.ts';
import { messageSnippet } from './snippet.ts';

/**
 * Ids the first window walks in order: a word in one message of 100 fills a
 * page there (docs/benchmarks.md has the figures at a million messages).
 */
export const RECENT_WINDOW = 2_000;
/**
 * The second window, collected through the index and the primary key together
 * (a bitmap AND): a word in one message of 1,000 fills a page there reading
 * only its matches in the window. Past it, the rest is collected at once.
 */
const SECOND_WINDOW = 20_000;

/**
 * q as a tsquery: every word (as a prefix), each word or one of its Ge'ez
 * spellings. Words are letters and digits only (searchWords), so nothing in
 * them is tsquery syntax.
 */
export function messageTsQuery(q: string): string {
  return searchWords(q)
    .map((word) => {
      const forms = [...new Set([word, ...geezSpellings(word)])];
      return `(${forms.map((form) => `${form}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/** SQL: the threads whose messages the viewer may find (their inbox's and requests'). */
function visibleThreadsSql(viewerId: string): SQL {
  const t = sql.raw('t');
  return sql`SELECT me.thread_id
      FROM ${dmMembers} me
      JOIN ${dmThreads} t ON t.id = me.thread_id
     WHERE me.user_id = ${viewerId}
       AND NOT ${hiddenForSql(viewerId, t)}
       -- A request from someone I blocked waits nowhere (service.ts summaries).
       AND NOT (${awaitingViewerSql(viewerId, t)} AND EXISTS (
             SELECT 1 FROM ${dmMembers} other JOIN ${blocks} b ON b.blocked_id = other.user_id
              WHERE other.thread_id = t.id AND other.user_id <> ${viewerId} AND b.blocker_id = ${viewerId}))`;
}

/** SQL: a message of those threads the viewer may find (not deleted; not removed, unless theirs). */
const findableSql = (viewerId: string, m: SQL) =>
  sql`${m}.deleted_at IS NULL AND NOT (${m}.moderation IS NOT DISTINCT FROM 'removed' AND ${m}.sender_id IS DISTINCT FROM ${viewerId})`;

type HitRow = {
  id: string;
  thread_id: string;
  sender_id: string | null;
  body: string;
  created_at: Date;
  counterpart_id: string | null;
  counterpart_label: string | null;
};

export async function searchMessages(
  db: Db,
  viewerId: string,
  { q, before }: MessageSearchInput,
): Promise<MessageSearchReply> {
  const query = messageTsQuery(q);
  const want = DM_SEARCH_PAGE + 1; // one more than a page tells whether another follows
  // Windows start at the newest message of all (the primary key's last entry, at once).
  const newest = await db.execute<{ id: string | null }>(
    sql`SELECT max(id) AS id FROM ${dmMessages}`,
  );
  const ids: number[] = [];
  let high = Math.min(before ?? Number.POSITIVE_INFINITY, Number(newest.rows[0]?.id ?? 0) + 1);
  let width = RECENT_WINDOW;
  const inThreads = sql`m.thread_id IN (${visibleThreadsSql(viewerId)})`;
  const m = sql.raw('m');
  for (let window = 0; ids.length < want && high > 1; window++) {
    const low = Math.max(0, high - width);
    const rows = await db.execute<{ id: string }>(sql`
      SELECT m.id FROM ${dmMessages} m
       WHERE ${low > 0 ? sql`m.id >= ${low} AND ` : sql``}m.id < ${high} AND ${inThreads}
         AND m.search_vector @@ to_tsquery('simple', ${query}) AND ${findableSql(viewerId, m)}
       ${
         window === 0
           ? sql`ORDER BY m.id DESC`
           : // An expression keeps the planner off a walk of the primary key: collect, then sort.
             sql`ORDER BY m.id + 0 DESC`
       }
       LIMIT ${want - ids.length}`);
    ids.push(...rows.rows.map((row) => Number(row.id)));
    high = low;
    width = window === 0 ? SECOND_WINDOW : Number.POSITIVE_INFINITY;
  }

  const page = ids.slice(0, DM_SEARCH_PAGE);
  const results = await hitsFor(db, viewerId, page, q);
  return {
    results,
    next: ids.length > DM_SEARCH_PAGE ? (page[page.length - 1] ?? null) : null,
  };
}

/** The found messages with their thread's other member and a snippet, newest first. */
async function hitsFor(
  db: Db,
  viewerId: string,
  ids: number[],
  q: string,
): Promise<MessageSearchHit[]> {
  if (ids.length === 0) return [];
  const counterpart = counterpartSql(viewerId);
  const rows = await db.execute<HitRow>(sql`
    SELECT m.id, m.thread_id, m.sender_id, m.body, m.created_at,
           other.user_id AS counterpart_id, ${counterpart.label}
      FROM ${dmMessages} m
      JOIN ${dmThreads} t ON t.id = m.thread_id
      LEFT JOIN ${dmMembers} other ON other.thread_id = m.thread_id AND other.user_id <> ${viewerId}
      ${counterpart.join}
     WHERE m.id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     ORDER BY m.id DESC`);
  return rows.rows.map((row) => ({
    message_id: Number(row.id),
    thread_id: row.thread_id,
    counterpart: counterpartOf(row),
    mine: row.sender_id === viewerId,
    created_at: new Date(row.created_at).toISOString(),
    snippet: messageSnippet(row.body, q),
  }));
}

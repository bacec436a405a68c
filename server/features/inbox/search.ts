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
 * Two phases, as the listing search measures before it chooses (decision
 * 0006): a common word fills a page among my newest messages, so the first
 * phase walks my newest RECENT_WALK messages in order and tests each; a rarer
 * word leaves the page short, and the second phase collects the rest of its
 * matches through the GIN index and sorts them (a walk past a rare word would
 * read every message I have; a collect of a common one would read them all too).
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  DM_SEARCH_PAGE,
  type MessageSearchHit,
  type MessageSearchReply,
} from '../../../shared/inbox.ts';
import type { MessageSearchInput } from '../../../shared/schemas/inbox.ts';
import { geezSpellings, searchWords } from '../../../shared/search-text.ts';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { dmMembers, dmMessages, dmThreads } from '../../db/schema/inbox.ts';
import { matchNamesFor } from '../match/names.ts';
import { labelsFor } from '../people/labels.ts';
import { awaitingViewerSql, hiddenForSql } from './request-state.ts';
import { messageSnippet } from './snippet.ts';

/**
 * How many of my newest messages the first phase tests. A word in one message
 * of 200 fills a page of 20 there; testing 4,000 took about 6 ms at a million
 * messages (docs/benchmarks.md), and what it leaves is rare enough to collect.
 */
export const RECENT_WALK = 4_000;

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
  subject_kind: string;
  counterpart_id: string | null;
};

export async function searchMessages(
  db: Db,
  viewerId: string,
  { q, before }: MessageSearchInput,
): Promise<MessageSearchReply> {
  const query = messageTsQuery(q);
  const want = DM_SEARCH_PAGE + 1; // one more than a page tells whether another follows
  const m = sql.raw('m');
  const below = before === undefined ? sql`true` : sql`m.id < ${before}`;

  // Phase 1: my newest messages, in order, each tested as it is read (the sort, when
  // there is one, carries the verdict, not the vector).
  const walked = await db.execute<{
    seen: number;
    floor: string | null;
    hits: string[] | null;
  }>(sql`
    WITH recent AS MATERIALIZED (
      SELECT m.id,
             m.search_vector @@ to_tsquery('simple', ${query}) AND ${findableSql(viewerId, m)} AS hit
        FROM ${dmMessages} m
       WHERE m.thread_id IN (${visibleThreadsSql(viewerId)}) AND ${below}
       ORDER BY m.id DESC
       LIMIT ${RECENT_WALK})
    SELECT count(*)::int AS seen, min(id) AS floor,
           (array_agg(id ORDER BY id DESC) FILTER (WHERE hit))[1:${want}] AS hits
      FROM recent`);
  const first = walked.rows[0];
  let ids = (first?.hits ?? []).map(Number);

  // Phase 2: the walk covered fewer than a page: collect the older matches through the index.
  if (ids.length < want && first && first.seen >= RECENT_WALK && first.floor !== null) {
    const collected = await db.execute<{ id: string }>(sql`
      SELECT m.id FROM ${dmMessages} m
       WHERE m.search_vector @@ to_tsquery('simple', ${query})
         AND m.id < ${first.floor} AND ${findableSql(viewerId, m)}
         AND m.thread_id IN (${visibleThreadsSql(viewerId)})
       -- Sorting by an expression keeps the planner off a walk of the primary key.
       ORDER BY m.id + 0 DESC
       LIMIT ${want - ids.length}`);
    ids = [...ids, ...collected.rows.map((row) => Number(row.id))];
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
  const rows = await db.execute<HitRow>(sql`
    SELECT m.id, m.thread_id, m.sender_id, m.body, m.created_at,
           t.subject_kind, other.user_id AS counterpart_id
      FROM ${dmMessages} m
      JOIN ${dmThreads} t ON t.id = m.thread_id
      LEFT JOIN ${dmMembers} other ON other.thread_id = m.thread_id AND other.user_id <> ${viewerId}
     WHERE m.id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )})
     ORDER BY m.id DESC`);
  const counterparts = rows.rows.flatMap((row) => (row.counterpart_id ? [row.counterpart_id] : []));
  const labels = await labelsFor(db, counterparts);
  // A direct thread is opened from Match: its counterpart goes by their match profile's name.
  const matchNames = await matchNamesFor(
    db,
    viewerId,
    rows.rows.flatMap((row) =>
      row.subject_kind === 'direct' && row.counterpart_id ? [row.counterpart_id] : [],
    ),
  );
  return rows.rows.map((row) => {
    const matchName =
      row.subject_kind === 'direct' && row.counterpart_id
        ? matchNames.get(row.counterpart_id)
        : undefined;
    return {
      message_id: Number(row.id),
      thread_id: row.thread_id,
      counterpart: !row.counterpart_id
        ? null
        : matchName
          ? { id: row.counterpart_id, label: matchName }
          : (labels.get(row.counterpart_id) ?? { id: row.counterpart_id, label: null }),
      mine: row.sender_id === viewerId,
      created_at: new Date(row.created_at).toISOString(),
      snippet: messageSnippet(row.body, q),
    };
  });
}

/**
 * The planner's estimate of how many listings pass some filters, as the text
 * search weighs its plans with it (text-search.ts). An estimate is an EXPLAIN,
 * a round trip of 0.5 to 1.5 ms, and a search asked for the same two or three
 * up to four times; yet it changes only when the table is analysed (minutes
 * apart at the least). So each is kept for a minute, per database.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

const KEEP_MS = 60_000;
/** Enough for every city and category pair in use; the oldest goes first. */
const MAX_KEPT = 2_000;

const dialect = new PgDialect();
const kept = new WeakMap<Db, Map<string, { rows: Promise<number>; until: number }>>();

/** How many listings pass `filters`, as the planner estimates it (its estimates of plain filters are good). */
export function estimateRows(db: Db, filters: SQL[]): Promise<number> {
  const statement = sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${listings} WHERE ${and(...filters)}`;
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const key = JSON.stringify([text, params]);
  let estimates = kept.get(db);
  if (!estimates) {
    estimates = new Map();
    kept.set(db, estimates);
  }
  const now = Date.now();
  const known = estimates.get(key);
  if (known && known.until > now) return known.rows;
  // A request's concurrent asks share one statement: the promise is kept.
  const rows = db
    .execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(statement)
    .then((result) => result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  estimates.delete(key);
  estimates.set(key, { rows, until: now + KEEP_MS });
  // A failed estimate is not kept: the next search asks again.
  rows.catch(() => {
    if (estimates.get(key)?.rows === rows) estimates.delete(key);
  });
  if (estimates.size > MAX_KEPT) {
    const oldest = estimates.keys().next().value;
    if (oldest !== undefined) estimates.delete(oldest);
  }
  return rows;
}

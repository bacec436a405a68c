/**
 * Which listings make a page of a text search q, newest first (the default
 * sort), fast at a million listings.
 *
 * q is a "contains" on the folded title, description and tags (the generated
 * column search_text, one trigram index; shared/search-text.ts says what folding
 * does, and a q in Latin letters also looks for its Ge'ez spellings). PostgreSQL
 * cannot estimate how many rows a
 * trigram pattern matches, so on its own it picks badly between two plans:
 * - walking the newest listings in order and testing each (cheap when q is
 *   common: a page is found among the first few hundred), and
 * - collecting every match through the trigram indexes and sorting them
 *   (cheap when q is rare, ruinous when it matches tens of thousands).
 * So we measure instead of guessing: look at the newest PROBE_ROWS listings
 * first. A full page there ends the search. Otherwise the share of matches seen
 * tells how common q is; with the planner's (good) estimate of how many
 * listings pass the other filters, we take whichever plan costs less.
 */
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { BrowseQuery } from '../../../shared/listing-query.ts';
import {
  isShortSearch,
  SHORT_SEARCH_RECENT,
  searchNeedles,
  TRIGRAM_LENGTH,
} from '../../../shared/search-text.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';

export type SearchTuning = {
  /** Newest listings examined first (about 10 ms for 2,000). */
  probeRows: number;
  /** The longest in-order walk worth taking (beyond it, collecting matches is cheaper anyway). */
  maxWalkRows: number;
  /**
   * What walking one listing of a city or category costs, in rows of the
   * unfiltered walk: those are spread over the table, one page read each,
   * while the newest listings of all kinds sit together on disk.
   */
  spreadWalkCostPerRow: number;
  /** What collecting one match through the indexes costs, in rows of the unfiltered walk. */
  collectCostPerMatch: number;
};

/** Measured on the bench (scripts/bench-listings.ts). */
const TUNING: SearchTuning = {
  probeRows: 2_000,
  maxWalkRows: SHORT_SEARCH_RECENT,
  spreadWalkCostPerRow: 1.6,
  collectCostPerMatch: 1.6,
};

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE patterns of q: its folded form and its Ge'ez spellings. For a q the
 * trigram index serves, spellings shorter than a trigram are left out (one
 * pattern the index cannot serve would make the database read every listing).
 */
export function searchPatterns(q: string): string[] {
  const needles = searchNeedles(q, isShortSearch(q) ? 1 : TRIGRAM_LENGTH);
  return needles.map(likePattern);
}

/** `column` matches any of q's patterns (each OR arm is a trigram index scan on search_text). */
function anyPattern(column: SQL, q: string): SQL {
  return sql.join(
    searchPatterns(q).map((pattern) => sql`${column} LIKE ${pattern}`),
    sql` OR `,
  );
}

/** The q condition on listings' columns. */
export function textMatch(q: string): SQL {
  return sql`(${anyPattern(sql`${listings.searchText}`, q)})`;
}

/** Whether the title alone matches q (the relevance sort puts those first). */
export function titleMatch(q: string): SQL {
  return sql`(${anyPattern(sql`search_fold(${listings.title})`, q)})`;
}

type Walk = { ids: string[]; walked: number };

/** The newest `rows` listings that pass `filters`, tested for q in order; up to `want` hits. */
async function walkNewest(
  db: Db,
  filters: SQL[],
  q: string,
  rows: number,
  want: number,
): Promise<Walk> {
  // The CTE is named as the table so that textMatch's "listings".column reads its columns.
  const result = await db.execute<{ walked: number; ids: string[] | null }>(sql`
    WITH recent AS MATERIALIZED (
      SELECT id, created_at, search_text FROM ${listings}
      WHERE ${and(...filters)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${rows}
    ), hits AS (
      SELECT id, created_at FROM recent AS listings
      WHERE ${textMatch(q)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${want}
    )
    SELECT (SELECT count(*) FROM recent)::int AS walked,
           (SELECT array_agg(id ORDER BY created_at DESC, id DESC) FROM hits) AS ids`);
  const row = result.rows[0];
  return { ids: row?.ids ?? [], walked: row?.walked ?? 0 };
}

/**
 * A page of a short q (under a trigram) in any order: no index can find its
 * matches, so it looks among the newest SHORT_SEARCH_RECENT listings passing
 * `filters` only (the browse page says so), sorted by `order`.
 */
export async function recentTextPage(
  db: Db,
  filters: SQL[],
  order: SQL[],
  query: Pick<BrowseQuery, 'offset' | 'limit'> & { q: string },
  recent = SHORT_SEARCH_RECENT,
): Promise<string[]> {
  // As in walkNewest, the CTE stands in for the table, so `order` reads its columns.
  const result = await db.execute<{ id: string }>(sql`
    WITH recent AS MATERIALIZED (
      SELECT * FROM ${listings}
      WHERE ${and(...filters)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${recent}
    )
    SELECT id FROM recent AS listings
    WHERE ${textMatch(query.q)}
    ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${query.limit + 1} OFFSET ${query.offset}`);
  return result.rows.map((row) => row.id);
}

/** Every match through the trigram and tag indexes, sorted; `+ interval '0 s'` keeps the planner off the in-order walk. */
async function collectMatches(
  db: Db,
  filters: SQL[],
  q: string,
  offset: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...filters, textMatch(q)))
    .orderBy(sql`${listings.createdAt} + interval '0 s' DESC`, desc(listings.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many listings pass `filters`, as the planner estimates it (its estimates of plain filters are good). */
async function estimateRows(db: Db, filters: SQL[]): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${listings} WHERE ${and(...filters)}`,
  );
  return result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/**
 * The ids of one page (offset, limit + 1 to tell whether more follow) of the
 * listings passing `filters` (everything but q) that match q, newest first.
 */
export async function newestTextPage(
  db: Db,
  filters: SQL[],
  query: Pick<BrowseQuery, 'offset' | 'limit'> & { q: string },
  tuning: SearchTuning = TUNING,
): Promise<string[]> {
  const want = query.offset + query.limit + 1;
  const page = (ids: string[]) => ids.slice(query.offset);
  const collect = () => collectMatches(db, filters, query.q, query.offset, query.limit + 1);

  // Under 3 characters there is no trigram to look up: collecting would read
  // every listing (seconds at a million, and anyone may ask). Such a search
  // looks through the newest maxWalkRows listings only.
  if (isShortSearch(query.q)) {
    return page((await walkNewest(db, filters, query.q, tuning.maxWalkRows, want)).ids);
  }
  // Deep pages: a walk would hold too many rows; the indexes page in SQL.
  const probeRows = Math.max(tuning.probeRows, want * 4);
  if (probeRows > tuning.maxWalkRows) return collect();
  const probe = await walkNewest(db, filters, query.q, probeRows, want);
  // A full page, or every listing seen: nothing older can change the answer.
  if (probe.ids.length >= want || probe.walked < probeRows) return page(probe.ids);
  const share = Math.max(probe.ids.length, 1) / probe.walked;
  const walkRows = Math.ceil((1.3 * want) / share);
  const walkCost = walkRows * (filters.length > 1 ? tuning.spreadWalkCostPerRow : 1);
  const collectCost = share * (await estimateRows(db, filters)) * tuning.collectCostPerMatch;
  if (walkRows <= tuning.maxWalkRows && walkCost < collectCost) {
    const walk = await walkNewest(db, filters, query.q, walkRows, want);
    if (walk.ids.length >= want || walk.walked < walkRows) return page(walk.ids);
  }
  return collect();
}

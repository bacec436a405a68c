/**
 * Which listings make a page of a text search q, in any sort, fast at a
 * million listings.
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
 *
 * Every sort is one or two such ordered runs ("phases"), each with an index to
 * walk in its order: price sorts are the priced listings by price, then the
 * unpriced newest first; relevance is the title matches, then the rest; and so
 * on (sortPhases). A sort of two phases first measures q among the newest
 * listings: a rare q is collected once for both phases (collectPhases); a
 * common one fills the page from the first phase, then the next.
 *
 * A page that tells no count of every match lets the caller start that count
 * beside it (TextQuery's `counting`), on a second connection.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Sort } from '../../../shared/listing-query.ts';
import type { BrowseQuery } from '../../../shared/schemas/listing-query.ts';
import {
  isShortSearch,
  SHORT_SEARCH_RECENT,
  searchNeedles,
  TRIGRAM_LENGTH,
} from '../../../shared/search-text.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { estimateRows } from './row-estimates.ts';

export type SearchTuning = {
  /** Newest listings examined first (about 10 ms for 2,000). */
  probeRows: number;
  /** The longest in-order walk worth taking (beyond it, collecting matches is cheaper anyway). */
  maxWalkRows: number;
  /** How many of the newest listings a q under a trigram looks through (SHORT_SEARCH_RECENT). */
  shortSearchRows: number;
  /**
   * What walking one listing of a city or category costs, in rows of the
   * unfiltered walk: those are spread over the table, one page read each,
   * while the newest listings of all kinds sit together on disk.
   */
  spreadWalkCostPerRow: number;
  /** What collecting one match through the indexes costs, in rows of the unfiltered walk. */
  collectCostPerMatch: number;
  /**
   * What the trigram index costs for each listing in the whole table that has
   * q's trigrams, in rows of the unfiltered walk: it reads them all, even when
   * the city or category beside them keeps only a few.
   */
  indexCostPerCandidate: number;
};

/** Measured on the bench (scripts/bench-listings.ts). */
const TUNING: SearchTuning = {
  probeRows: 2_000,
  maxWalkRows: 60_000,
  shortSearchRows: SHORT_SEARCH_RECENT,
  spreadWalkCostPerRow: 2,
  collectCostPerMatch: 8,
  indexCostPerCandidate: 0.4,
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

/** A search as the queries run it: q, and the patterns it looks for (searchTerms). */
export type TextSearch = { q: string; patterns: string[] };

/**
 * One page of a search: where it starts, how many, and, for browse's first
 * page, `counting`: called with q's share among the newest listings when the
 * page will tell no count of every match, so the caller can start that count
 * beside the page (on a second connection) instead of after it.
 */
export type TextQuery = Pick<BrowseQuery, 'offset' | 'limit'> & {
  search: TextSearch;
  counting?: (share: number) => void;
  /**
   * q's share among the newest listings passing the filters, in every phase
   * of the sort, when the sort measured it: collecting one phase's matches
   * reads all of q's through the text index (the phase's own condition is
   * tested after), so that is what a collect costs.
   */
  matchShare?: number;
};

/**
 * q with the patterns worth looking for. A Latin q has up to 16 Ge'ez
 * spellings, and most (all, for an English word) occur in no listing; yet a
 * walk tests every pattern on every listing it passes, so 'landscaping' cost
 * 17 LIKEs a row. One statement asks the trigram index which spellings occur
 * anywhere (well under a millisecond; an absent one is a few index pages) and
 * only those are kept. A short q keeps all of its (few) patterns: no index can
 * answer for them.
 */
export async function searchTerms(db: Db, q: string): Promise<TextSearch> {
  const [own, ...spellings] = searchPatterns(q);
  if (own === undefined) return { q, patterns: [] };
  if (spellings.length === 0 || isShortSearch(q)) return { q, patterns: [own, ...spellings] };
  const found = await db.execute<{ pattern: string }>(sql`
    SELECT pattern FROM unnest(${sql.param(spellings)}::text[]) AS pattern
    WHERE EXISTS (
      SELECT 1 FROM ${listings} WHERE ${listings.status} = 'active' AND ${listings.searchText} LIKE pattern
    )`);
  const present = new Set(found.rows.map((row) => row.pattern));
  return { q, patterns: [own, ...spellings.filter((pattern) => present.has(pattern))] };
}

/** `column` matches any of the search's patterns (each OR arm can be a trigram index scan). */
function anyPattern(column: SQL | AnyPgColumn, search: TextSearch): SQL {
  if (search.patterns.length === 0) return sql`false`;
  return sql`(${sql.join(
    search.patterns.map((pattern) => sql`${column} LIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** The q condition on listings' columns: search_text matches any pattern. */
export function textMatch(search: TextSearch): SQL {
  return anyPattern(listings.searchText, search);
}

/** Whether the title alone matches q (the relevance sort puts those first; search_title is the folded title). */
export function titleMatch(search: TextSearch): SQL {
  return anyPattern(listings.searchTitle, search);
}

/** A walk's hits, and whether it met every listing passing its filters before its row limit. */
type Walk = { ids: string[]; complete: boolean };

/**
 * A page's ids; with them, how many listings match in all when the search met
 * every match on the way (`total`), or else the share of matches among the
 * newest listings passing the filters, as far as the search looked (`share`,
 * from which browse counts its total cheaply).
 */
export type TextPage = { ids: string[]; total: number | null; share: number | null };

/** One ordered run of a sort: the listings passing `where`, in `order` (unique: it ends with id). */
export type Phase = {
  where?: SQL;
  order: SQL[];
  /**
   * Walked through an index of its own order that knows no city or category
   * (price, date): a walk meets the listings of other cities and categories
   * too, and skips them.
   */
  ownOrder?: true;
  /**
   * `where` is tested with q on the listings walked, not used to choose
   * them: the planner cannot estimate a LIKE on a column without an index
   * (it guessed 120 title matches where there were 11,000) and would sort
   * every match instead of walking.
   */
  testedWithQ?: true;
  /**
   * `where` implies q and has a trigram index of its own (the folded titles):
   * collecting the phase reads its own matches only, not every match of q.
   */
  ownIndex?: true;
};

const newest = [sql`created_at DESC`, sql`id DESC`];

/**
 * The phases of each sort, in browse.ts's order (which names the same columns
 * unqualified, as these do: they are read from the table or from a CTE).
 * Each has an index to walk it (server/db/schema/listings.ts).
 */
export function sortPhases(sort: Sort, search: TextSearch): Phase[] {
  switch (sort) {
    case 'oldest':
      return [{ order: [sql`created_at ASC`, sql`id ASC`] }];
    case 'price_asc':
    case 'price_desc':
      return [
        {
          where: sql`price_cents IS NOT NULL`,
          order: [sql.raw(`price_cents ${sort === 'price_asc' ? 'ASC' : 'DESC'}`), ...newest],
          ownOrder: true,
        },
        { where: sql`price_cents IS NULL`, order: newest },
      ];
    case 'upcoming':
      return [
        {
          where: sql`available_date >= CURRENT_DATE`,
          order: [sql`available_date ASC`, ...newest],
          ownOrder: true,
        },
        { where: sql`(available_date >= CURRENT_DATE) IS NOT TRUE`, order: newest },
      ];
    case 'has_image':
      return [
        { where: sql`cardinality(images) > 0`, order: newest },
        { where: sql`cardinality(images) = 0`, order: newest },
      ];
    case 'relevance':
      // A title match is a text match (search_text begins with the folded
      // title): the title alone splits the matches, and no trigram condition
      // tempts the planner to turn a walk into collecting every match.
      return [
        { where: titleMatch(search), order: newest, testedWithQ: true, ownIndex: true },
        { where: sql`NOT ${titleMatch(search)}`, order: newest, testedWithQ: true },
      ];
    default:
      return [{ order: newest }];
  }
}

const orderBy = (order: SQL[]) => sql.join(order, sql`, `);

/**
 * The first `rows` listings that pass `filters` in the phase's order, tested
 * for q in that order; up to `want` hits. The walk streams and stops at the
 * `want`th hit (the subquery's order is the outer one's, so nothing is sorted
 * or held); only a walk that falls short asks whether it ran out of listings.
 * (One statement could tell both, numbering the walk's rows with a window,
 * but that made every walk a third slower on the bench.)
 */
async function walkInOrder(
  db: Db,
  filters: SQL[],
  phase: Phase,
  search: TextSearch,
  rows: number,
  want: number,
): Promise<Walk> {
  const where = and(...filters, phase.testedWithQ ? undefined : phase.where);
  const test = phase.testedWithQ ? and(textMatch(search), phase.where) : textMatch(search);
  // The subquery is named as the table so that textMatch's "listings".column reads its columns.
  const hits = await db.execute<{ id: string }>(sql`
    SELECT id FROM (
      SELECT id, created_at, price_cents, available_date, search_text, search_title FROM ${listings}
      WHERE ${where}
      ORDER BY ${orderBy(phase.order)}
      LIMIT ${rows}
    ) AS listings
    WHERE ${test}
    ORDER BY ${orderBy(phase.order)}
    LIMIT ${want}`);
  const ids = hits.rows.map((row) => row.id);
  if (ids.length >= want) return { ids, complete: false };
  return { ids, complete: !(await hasRows(db, where, phase.order, rows)) };
}

/** Whether at least `rows` listings pass `where` (walked in `order`, as the walk before it). */
async function hasRows(db: Db, where: SQL | undefined, order: SQL[], rows: number) {
  const last = await db.execute(sql`
    SELECT 1 FROM ${listings} WHERE ${where} ORDER BY ${orderBy(order)} OFFSET ${rows - 1} LIMIT 1`);
  return last.rows.length > 0;
}

/**
 * Every match through a trigram index, then sorted: the matches are
 * gathered in a CTE first, so the planner cannot walk an index in order instead.
 * A phase with an index of its own is collected through that one alone (the
 * planner, unable to estimate either LIKE, would otherwise read both indexes).
 * Having them all, it tells how many there are (browse's total needs no
 * second pass over the index).
 */
async function collectMatches(
  db: Db,
  filters: SQL[],
  phase: Phase,
  search: TextSearch,
  offset: number,
  limit: number,
): Promise<TextPage> {
  const result = await db.execute<{ id: string; total: number }>(sql`
    WITH matches AS MATERIALIZED (
      SELECT id, created_at, price_cents, available_date, images FROM ${listings}
      WHERE ${and(...filters, phase.where, phase.ownIndex ? undefined : textMatch(search))}
    )
    SELECT id, count(*) OVER ()::int AS total FROM matches
    ORDER BY ${orderBy(phase.order)}
    LIMIT ${limit} OFFSET ${offset}`);
  // A page past the last match has no row to carry the count.
  const total = result.rows[0]?.total ?? (offset === 0 ? 0 : null);
  return { ids: result.rows.map((row) => row.id), total, share: null };
}

/**
 * A page of a short q (under a trigram) in any sort: no index can find its
 * matches, so it looks among the newest shortSearchRows listings passing
 * `filters` only (the browse page says so), sorted by `order` (browse.ts's).
 */
export async function recentTextPage(
  db: Db,
  filters: SQL[],
  order: SQL[],
  query: TextQuery,
  tuning: SearchTuning = TUNING,
): Promise<TextPage> {
  // As in walkInOrder, the subquery stands in for the table, so `order` reads its columns.
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM (
      SELECT id, created_at, price_cents, available_date, images, search_title, search_text
      FROM ${listings}
      WHERE ${and(...filters)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${tuning.shortSearchRows}
    ) AS listings
    WHERE ${textMatch(query.search)}
    ORDER BY ${orderBy(order)}
    LIMIT ${query.limit + 1} OFFSET ${query.offset}`);
  // Not every match was looked at: no count.
  return { ids: result.rows.map((row) => row.id), total: null, share: null };
}

/**
 * How far a walk goes to meet `want` hits of a q in `share` of the listings:
 * 1.6 times the expected length (a share measured on a probe of 2,000 is
 * rough, and a walk that falls short pays for a collect as well).
 */
function walkLength(want: number, share: number) {
  return Math.ceil((1.6 * want) / share);
}

/**
 * The ids of one page (offset, limit + 1 to tell whether more follow) of the
 * listings passing `filters` and the phase's own condition that match q, in
 * the phase's order.
 */
export async function phaseTextPage(
  db: Db,
  filters: SQL[],
  phase: Phase,
  query: TextQuery,
  tuning: SearchTuning = TUNING,
): Promise<TextPage> {
  const want = query.offset + query.limit + 1;
  /** The page of a walk; a walk that ran out of listings met every match. */
  const fromWalk = (walk: Walk, rows: number): TextPage => ({
    ids: walk.ids.slice(query.offset),
    total: walk.complete ? walk.ids.length : null,
    share: walk.complete ? null : walk.ids.length / rows,
  });
  const collect = () =>
    collectMatches(db, filters, phase, query.search, query.offset, query.limit + 1);
  const walk = (rows: number) => walkInOrder(db, filters, phase, query.search, rows, want);

  // Under 3 characters there is no trigram to look up: collecting would read
  // every listing (seconds at a million, and anyone may ask). Such a search
  // looks through the newest shortSearchRows listings only.
  if (isShortSearch(query.search.q)) {
    const short = await walk(tuning.shortSearchRows);
    return { ids: short.ids.slice(query.offset), total: null, share: null };
  }
  // Deep pages: a walk would hold too many rows; the indexes page in SQL.
  const probeRows = Math.max(tuning.probeRows, want * 4);
  if (probeRows > tuning.maxWalkRows) return collect();
  // A price or date order with a city or category: the walk skips every
  // listing of other places and kinds (111,000 index entries to meet 2,000 of
  // one small city). When that would pass the longest walk, collect at once.
  if (phase.ownOrder && filters.length > 1) {
    const [passing, all] = await Promise.all([
      estimateRows(db, filters),
      estimateRows(db, [sql`true`]),
    ]);
    if ((probeRows * all) / Math.max(passing, 1) > tuning.maxWalkRows) return collect();
  }
  const probe = await walk(probeRows);
  // A full page, or every listing seen: nothing further can change the answer.
  if (probe.ids.length >= want || probe.complete) return fromWalk(probe, probeRows);
  const share = Math.max(probe.ids.length, 1) / probeRows;
  const walkRows = walkLength(want, share);
  const spread = filters.length > 1 || (phase.where !== undefined && !phase.testedWithQ);
  const walkCost = walkRows * (spread ? tuning.spreadWalkCostPerRow : 1);
  // A collect reads every match of q through the text index, the phase's
  // own or not, unless the phase has an index of its own.
  const readShare = phase.where && !phase.ownIndex ? Math.max(share, query.matchShare ?? 0) : share;
  // The plain filters only: the planner's guess at a title match (relevance) means nothing.
  const collectCost = readShare * (await estimateRows(db, filters)) * tuning.collectCostPerMatch;
  if (walkRows <= tuning.maxWalkRows && walkCost < collectCost) {
    // A walk that fills the page tells no count: the caller may start one now.
    query.counting?.(share);
    const longer = await walk(walkRows);
    if (longer.ids.length >= want || longer.complete) return fromWalk(longer, walkRows);
  }
  return collect();
}

/**
 * How many of the newest `rows` listings passing `filters` match q, and
 * whether there were that many listings (one statement; no early stop, as
 * every row is counted).
 */
async function newestShare(db: Db, filters: SQL[], search: TextSearch, rows: number) {
  // As in walkInOrder, the subquery stands in for the table, so textMatch reads its column.
  const result = await db.execute<{ hits: number; walked: number }>(sql`
    SELECT count(*) FILTER (WHERE ${textMatch(search)})::int AS hits, count(*)::int AS walked FROM (
      SELECT search_text FROM ${listings}
      WHERE ${and(...filters)}
      ORDER BY ${orderBy(newest)}
      LIMIT ${rows}
    ) AS listings`);
  const { hits = 0, walked = 0 } = result.rows[0] ?? {};
  return { hits, complete: walked < rows };
}

/**
 * Every match of q through the trigram index, once, and one page of them in
 * the order of `phases` (each phase's matches in its order, then the next's),
 * with how many there are. The phases split the matches (each is in one).
 */
async function collectPhases(
  db: Db,
  filters: SQL[],
  phases: Phase[],
  search: TextSearch,
  offset: number,
  limit: number,
): Promise<TextPage> {
  const want = offset + limit;
  // Each phase's first `want`, ranked in its own order; the CTE is named as
  // the table so the phases' conditions read its columns.
  const ranked = phases.map(
    (phase, index) => sql`(
      SELECT id, ${sql.raw(String(index))} AS phase, row_number() OVER (ORDER BY ${orderBy(phase.order)}) AS rank
      FROM listings WHERE ${phase.where ?? sql`true`}
      ORDER BY ${orderBy(phase.order)} LIMIT ${want})`,
  );
  const result = await db.execute<{ id: string; total: number }>(sql`
    WITH listings AS MATERIALIZED (
      SELECT id, created_at, price_cents, available_date, images, search_title FROM ${listings}
      WHERE ${and(...filters, textMatch(search))}
    )
    SELECT id, (SELECT count(*) FROM listings)::int AS total FROM (${sql.join(ranked, sql` UNION ALL `)}) AS page
    ORDER BY phase, rank
    LIMIT ${limit} OFFSET ${offset}`);
  const total = result.rows[0]?.total ?? (offset === 0 ? 0 : null);
  return { ids: result.rows.map((row) => row.id), total, share: null };
}

/**
 * One page of q in `sort`. A sort of several phases first looks at how
 * common q is among the newest listings passing the filters: a rare q is
 * collected once through the index, every phase from the same matches, with
 * its count; a common one fills the page from the sort's first phase, then
 * the next, each walked or collected on its own (phaseTextPage), and
 * `query.counting` is called first (the phases learn nothing that would
 * count the matches).
 */
export async function sortedTextPage(
  db: Db,
  filters: SQL[],
  sort: Sort,
  query: TextQuery,
  tuning: SearchTuning = TUNING,
): Promise<TextPage> {
  const phases = sortPhases(sort, query.search);
  // One phase pages in SQL (deep pages without holding every row before them).
  if (phases.length === 1 && phases[0]) {
    return phaseTextPage(db, filters, phases[0], query, tuning);
  }
  const want = query.offset + query.limit + 1;
  // Under a trigram nothing may be collected (every listing would be read):
  // each phase looks through the newest listings only (phaseTextPage).
  if (isShortSearch(query.search.q)) return fillFromPhases(db, filters, phases, query, tuning);
  const collect = () =>
    collectPhases(db, filters, phases, query.search, query.offset, query.limit + 1);
  if (want * 4 > tuning.maxWalkRows) return collect();
  const probe = await newestShare(db, filters, query.search, tuning.probeRows);
  if (probe.complete) return collect();
  const share = Math.max(probe.hits, 1) / tuning.probeRows;
  // The first phase's walk, as phaseTextPage would weigh it, against
  // collecting every match once. The first phase holds only some of the
  // matches (the title matches, the priced ones): its walk is taken as twice
  // as long as a walk of every phase would be.
  const walkRows = walkLength(want, share);
  const walkCost = walkRows * tuning.spreadWalkCostPerRow * phases.length;
  const collectCost = share * (await estimateRows(db, filters)) * tuning.collectCostPerMatch;
  if (walkRows > tuning.maxWalkRows || collectCost < walkCost) return collect();
  query.counting?.(share);
  const page = await fillFromPhases(db, filters, phases, { ...query, matchShare: share }, tuning);
  return { ...page, share };
}

/** The page filled from the first phase, then the next, each searched on its own (phaseTextPage). */
async function fillFromPhases(
  db: Db,
  filters: SQL[],
  phases: Phase[],
  query: TextQuery,
  tuning: SearchTuning,
): Promise<TextPage> {
  const want = query.offset + query.limit + 1;
  const found: string[] = [];
  for (const phase of phases) {
    // Each phase from its start: fewer than asked means it had no more.
    const { ids } = await phaseTextPage(
      db,
      filters,
      phase,
      {
        search: query.search,
        offset: 0,
        limit: want - found.length - 1,
        matchShare: query.matchShare,
      },
      tuning,
    );
    found.push(...ids);
    if (found.length >= want) break;
  }
  // The phases together fell short: they had no more, so the count is known
  // (unless q is short: then they looked through the newest listings only).
  const total = found.length < want && !isShortSearch(query.search.q) ? found.length : null;
  return { ids: found.slice(query.offset, want), total, share: null };
}

/**
 * How many listings passing `filters` match, counted up to past `cap`, by
 * walking the newest of them: for a common q (its `share` among the listings
 * a page's walk saw) the cap is passed after about cap / share listings, far
 * fewer reads than the trigram index's list of every match (50,000 for a word
 * in one listing of twenty); and a walk that meets every listing passing the
 * filters (a city's category, say) has counted them all. Null when the walk
 * would cost more than counting the matches through the index (a city's
 * listings are spread over the table, and the index knows the city), or ends
 * under the cap with listings left: the caller then counts the usual way.
 */
export async function countCommonMatches(
  db: Db,
  filters: SQL[],
  search: TextSearch,
  share: number,
  cap: number,
  tuning: SearchTuning = TUNING,
): Promise<number | null> {
  const rows = Math.ceil((1.5 * (cap + 1)) / share);
  if (share <= 0 || rows > tuning.maxWalkRows) return null;
  const spread = filters.length > 1;
  if (spread) {
    const [passing, tableRows] = await Promise.all([
      estimateRows(db, filters),
      estimateRows(db, [sql`true`]),
    ]);
    const walkCost = Math.min(rows, passing) * tuning.spreadWalkCostPerRow;
    const countCost =
      share * tableRows * tuning.indexCostPerCandidate +
      Math.min(cap + 1, share * passing) * tuning.collectCostPerMatch;
    if (walkCost > countCost) return null;
    // Fewer listings than the walk's length (a city, say): the walk will most
    // likely meet them all, so it counts them as it goes, in one pass.
    if (passing < rows) {
      const { hits, complete } = await newestShare(db, filters, search, rows);
      return hits > cap || complete ? hits : null;
    }
  }
  // As in walkInOrder, the subquery stands in for the table, so textMatch reads its column.
  const counted = await db.execute<{ hits: number }>(sql`
    SELECT count(*)::int AS hits FROM (
      SELECT 1 FROM (
        SELECT search_text FROM ${listings}
        WHERE ${and(...filters)}
        ORDER BY ${orderBy(newest)}
        LIMIT ${rows}
      ) AS listings
      WHERE ${textMatch(search)}
      LIMIT ${cap + 1}
    ) AS hits`);
  const hits = counted.rows[0]?.hits ?? 0;
  if (hits > cap) return hits;
  // Under the cap: exact if the walk met every listing passing the filters.
  return (await hasRows(db, and(...filters), newest, rows)) ? null : hits;
}

/** The newest-first page (the default sort; the browse map). */
export function newestTextPage(
  db: Db,
  filters: SQL[],
  query: TextQuery,
  tuning: SearchTuning = TUNING,
): Promise<TextPage> {
  return phaseTextPage(db, filters, { order: newest }, query, tuning);
}

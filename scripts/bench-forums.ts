/**
 * Forums section of `npm run bench`: a board's topic page (GET
 * /api/forums/boards/:slug/topics?city=&page=) and the board grid over a
 * generated table of BENCH_FORUM_TOPICS topics (default 100,000), timed
 * through the HTTP API of a real server and as raw SQL, side by side.
 *
 * - Data: one INSERT ... SELECT over generate_series in a database of its own
 *   (`forums_bench`) on the bench's embedded PostgreSQL: the 9 boards, 50
 *   cities with a few big ones (typed in the ways people type them), a year
 *   of activity in insertion order, 0-40 replies counted per topic. Indexes
 *   are those of the migration.
 * - Queries: PROBES_PER_CASE (bench-kit.ts) seeded (board, city, page) sets per case, each
 *   request sent sequentially (a warm-up pass, then CASE_PASSES measured passes).
 * - Target (issue #19): a board's topic page p95 ≤ 20 ms on HTTP. A case that
 *   misses prints the EXPLAIN (ANALYZE, BUFFERS) of its slowest statement.
 *
 * Alone: `node --import tsx scripts/bench-forums.ts`.
 */
import type pg from 'pg';
import { createRandom, type Random } from '../server/features/demo/random.ts';
import { listBoards, listTopics } from '../server/features/forums/service.ts';
import { FORUM_BOARDS } from '../shared/forums.ts';
import {
  type Case,
  DIASPORA_CITIES,
  type Probe,
  probeSets,
  recordingDb,
  runCaseSection,
} from './bench-kit.ts';
import { countFromEnv, isRunAlone } from './bench-server.ts';

const DATABASE = 'forums_bench';
const OWNER_ID = 'bench_forums_owner';
const TARGET_MS = 20;

/** BENCH_FORUM_TOPICS: how many topics to generate (default 100,000; 0 skips the section). */
export function forumTopicsCount(): number {
  return countFromEnv('BENCH_FORUM_TOPICS', 100_000);
}

const CITIES = DIASPORA_CITIES;

const WORDS =
  'housing rent job visa lawyer church coffee injera school bus apartment room tax paperwork interview doctor clinic football wedding baby event festival timket meskel laptop phone car sofa course english tigrinya amharic help advice question tips meetup'.split(
    ' ',
  );

const GENERATE_SQL = `
INSERT INTO forum_topics (board, title, body, author_name, user_id, city, created_at, updated_at, replies)
SELECT board, title, title || '. ' || title || '?', author_name, $1, city, created_at,
       created_at + (random() * interval '3 days'), replies
FROM (
  SELECT
    ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] AS board,
    CASE WHEN city_form < 0.85 THEN ($3::text[])[city_no]
         WHEN city_form < 0.95 THEN ($3::text[])[city_no] || ', XX'
         ELSE lower(($3::text[])[city_no]) END AS city,
    initcap(($4::text[])[1 + floor(random() * cardinality($4::text[]))::int]) || ' '
      || ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] || ' '
      || ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] AS title,
    CASE WHEN random() < 0.3 THEN NULL ELSE 'Member ' || (g % 997) END AS author_name,
    floor(random() * random() * 40)::int AS replies,
    now() - ((($5::int - g) + random()) / $5::int) * interval '365 days' AS created_at
  FROM (
    SELECT g, 1 + floor(cardinality($3::text[]) * power(random(), 2.5))::int AS city_no,
           random() AS city_form
    FROM generate_series(1, $5::int) AS g
    OFFSET 0
  ) AS picked
) AS topic`;

function pickCity(random: Random): string {
  const name = CITIES[Math.floor(CITIES.length * random.next() ** 2.5)] ?? 'Washington';
  return random.chance(0.2) ? name.toLowerCase() : name;
}

async function buildCases(pool: pg.Pool): Promise<Case[]> {
  const { record } = recordingDb(pool);
  const random = createRandom('bench-forums-queries');
  const topicsProbe = async (board: string, city: string, page: number): Promise<Probe> => ({
    path: `/api/forums/boards/${board}/topics?${new URLSearchParams({ city, page: String(page) })}`,
    statements: await record((db) => listTopics(db, null, { board, city, page })),
  });
  const cases: Case[] = [];
  const board = () => random.pick(FORUM_BOARDS).slug;
  cases.push({
    name: 'topic page 1, board + city',
    target: true,
    probes: await probeSets(() => topicsProbe(board(), pickCity(random), 1)),
  });
  cases.push({
    name: 'topic page 2-10, board + city',
    target: true,
    probes: await probeSets(() => topicsProbe(board(), pickCity(random), random.int(2, 10))),
  });
  cases.push({
    name: 'topic page 1, biggest city',
    target: true,
    probes: await probeSets(() => topicsProbe(board(), 'Washington', 1)),
  });
  cases.push({
    name: 'board grid, city',
    target: false,
    probes: await probeSets(async () => {
      const city = pickCity(random);
      return {
        path: `/api/forums/boards?${new URLSearchParams({ city })}`,
        statements: await record((db) => listBoards(db, city)),
      };
    }),
  });
  return cases;
}

export async function benchForums(count: number): Promise<void> {
  await runCaseSection({
    title: 'Forums',
    generatedWhat: `${count.toLocaleString('en-US')} topics`,
    database: DATABASE,
    table: 'forum_topics',
    targetMs: TARGET_MS,
    targetName: 'topic page',
    async generate(client) {
      await client.query('TRUNCATE forum_topics CASCADE');
      await client.query(
        `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Bench forums', 'bench-forums@example.org', true) ON CONFLICT DO NOTHING`,
        [OWNER_ID],
      );
      await client.query('SELECT setseed(0.1919)');
      await client.query(GENERATE_SQL, [
        OWNER_ID,
        FORUM_BOARDS.map((board) => board.slug),
        CITIES,
        WORDS,
        count,
      ]);
    },
    buildCases,
    // The topics statement itself (the board lookup is a primary-key hit).
    statementOf: (r) =>
      r.c.probes[0]?.statements.find((one) => one.text.includes('from "forum_topics"')) ??
      r.slowest,
  });
}

if (isRunAlone(import.meta.url)) {
  await benchForums(forumTopicsCount());
}

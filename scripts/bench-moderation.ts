/**
 * Moderation section of `npm run bench` (issue #39): the admins' queue page
 * (features/moderation/queue.ts, the code GET /api/admin/reports runs) over
 * BENCH_REPORTS generated reports (default 200,000: a tenth open, on 20,000
 * targets, the rest resolved), and the suspension lookup every member's write
 * makes (platform/auth/suspension.ts) among 10,000 suspended members.
 *
 * - Data: INSERT ... SELECT over generate_series in a database of its own
 *   (`moderation_bench`) on the bench's embedded PostgreSQL; indexes are the
 *   migration's. Targets are ids with no rows behind them: each group shows
 *   the report's copy, as for content deleted since.
 * - Target (ours; the issue sets none): a queue page p95 ≤ 50 ms, the write
 *   check p95 ≤ 2 ms.
 *
 * Alone: `node --import tsx scripts/bench-moderation.ts`.
 */
import { performance } from 'node:perf_hooks';
import { readQueue } from '../server/features/moderation/queue.ts';
import { activeSuspension } from '../server/platform/auth/suspension.ts';
import type { Deps } from '../server/platform/context.ts';
import type { ReportKind, ReportSort, ReportStatus } from '../shared/moderation.ts';
import { figuresTable, timeRuns, withBenchDatabase } from './bench-kit.ts';
import { countFromEnv, isRunAlone } from './bench-server.ts';

const DATABASE = 'moderation_bench';
const RUNS = 60;
const QUEUE_TARGET_MS = 50;
const CHECK_TARGET_MS = 2;
const MEMBERS = 50_000;

/** BENCH_REPORTS: how many reports to generate (default 200,000; 0 skips the section). */
export function reportsCount(): number {
  return countFromEnv('BENCH_REPORTS', 200_000);
}

const GENERATE_SQL = `
  INSERT INTO "user" (id, name, email, email_verified)
  SELECT 'bench_mod_' || n, 'Member ' || n, 'member' || n || '@bench.example', true
    FROM generate_series(1, ${MEMBERS}) AS n
  ON CONFLICT DO NOTHING;
  INSERT INTO content_reports (kind, target_id, reporter_id, author_id, reason, title, excerpt, details, status, resolved_at, created_at)
  SELECT (ARRAY['listing','chat_message','forum_topic','forum_reply','direct_message','mentor_profile','match_profile','member'])[1 + n % 8],
         'target-' || (n % ($1::int / 10)),
         'bench_mod_' || (1 + (n * 7919) % ${MEMBERS}),
         'bench_mod_' || (1 + (n % ($1::int / 10)) % ${MEMBERS}),
         (ARRAY['spam','scam','harassment','sexual','impersonation','other'])[1 + n % 6],
         'Reported thing ' || (n % ($1::int / 10)),
         repeat('words of the reported thing ', 8),
         CASE WHEN n % 3 = 0 THEN 'details of report ' || n ELSE '' END,
         CASE WHEN (n % ($1::int / 10)) < ($1::int / 100) THEN 'open' ELSE 'resolved' END,
         CASE WHEN (n % ($1::int / 10)) < ($1::int / 100) THEN NULL ELSE now() END,
         now() - make_interval(mins => n % 100000)
    FROM generate_series(1, $1::int) AS n
  ON CONFLICT DO NOTHING;
  INSERT INTO report_cases (kind, target_id, status, report_count, latest_report_at, created_at)
  SELECT kind, target_id, status, count(*), max(created_at), min(created_at)
    FROM content_reports GROUP BY kind, target_id, status;
  CREATE INDEX report_cases_bench_join ON report_cases (kind, target_id, status);
  UPDATE content_reports r SET case_id = c.id FROM report_cases c
   WHERE c.kind = r.kind AND c.target_id = r.target_id AND c.status = r.status;
  DROP INDEX report_cases_bench_join;
  INSERT INTO member_suspensions (user_id, until, reason)
  SELECT 'bench_mod_' || (n * 5), now() + interval '7 days', 'Bench'
    FROM generate_series(1, 10000) AS n
  ON CONFLICT DO NOTHING;`;

type Case = {
  name: string;
  query: { kind?: ReportKind; status: ReportStatus; sort: ReportSort; page: number };
};

const CASES: Case[] = [
  { name: 'open, newest, page 1', query: { status: 'open', sort: 'newest', page: 1 } },
  { name: 'open, most reported, page 1', query: { status: 'open', sort: 'most', page: 1 } },
  {
    name: 'open listings, newest, page 1',
    query: { kind: 'listing', status: 'open', sort: 'newest', page: 1 },
  },
  { name: 'open, newest, page 20', query: { status: 'open', sort: 'newest', page: 20 } },
  { name: 'resolved, newest, page 1', query: { status: 'resolved', sort: 'newest', page: 1 } },
];

const time = (run: () => Promise<unknown>) => timeRuns(run, { runs: RUNS, warmup: 5 });

export async function benchModeration(count: number): Promise<void> {
  const began = performance.now();
  await withBenchDatabase(DATABASE, async ({ database, client }) => {
    const genBegan = performance.now();
    await client.query('TRUNCATE content_reports, report_cases, member_suspensions');
    for (const statement of GENERATE_SQL.split(';').filter((s) => s.trim())) {
      await client.query(statement, statement.includes('$1') ? [count] : []);
    }
    await client.query('VACUUM (ANALYZE) content_reports');
    await client.query('VACUUM (ANALYZE) report_cases');
    const generated = (performance.now() - genBegan) / 1000;
    // The queue reads the database alone: the rest of the app's dependencies are not needed.
    const deps = { db: database.db } as unknown as Deps;
    console.log(
      `\nModeration: ${count.toLocaleString('en-US')} reports on ${(count / 10).toLocaleString('en-US')} targets, a tenth open (generated in ${generated.toFixed(1)} s), ${new Date().toISOString()}`,
    );
    const row = figuresTable(34);
    let failed = 0;
    for (const c of CASES) {
      const figures = await time(() => readQueue(deps, c.query));
      if (!row(`queue: ${c.name}`, figures, QUEUE_TARGET_MS)) failed += 1;
    }
    let member = 0;
    const check = await time(() => {
      member += 7;
      return activeSuspension(database.db, `bench_mod_${member}`);
    });
    if (!row("a write's suspension check", check, CHECK_TARGET_MS)) failed += 1;
    console.log(
      `\nms; sequential, warm, in-process (the service under GET /api/admin/reports): ${failed === 0 ? 'PASS' : 'FAIL'}`,
    );
    console.log(`moderation section: ${((performance.now() - began) / 1000).toFixed(0)} s in all`);
  });
}

if (isRunAlone(import.meta.url)) {
  await benchModeration(reportsCount());
}

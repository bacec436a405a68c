/**
 * The timing and database plumbing the data sections of `npm run bench` share
 * (listings, forums, mentors, match, chat, moderation, inbox): a bench
 * database on the embedded PostgreSQL, figures from a list of times, and
 * the probe cases timed through HTTP and as bare SQL side by side.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { connectDatabase, type Database, type Db } from '../server/db/client.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import * as schema from '../server/db/schema/index.ts';
import { createLogger } from '../server/platform/logger.ts';
import {
  BASE,
  DATA_DIR,
  EMBEDDED_PG_PORT,
  percentile,
  startServer,
  stopServer,
} from './bench-server.ts';

export type Figures = { p50: number; p95: number; p99: number; n: number };

/** Percentiles of `times` (any order). */
export function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    n: sorted.length,
  };
}

/** Times `runs` calls of `run`, one at a time, after `warmup` untimed ones. */
export async function timeRuns(
  run: () => Promise<unknown>,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await run();
    times.push(performance.now() - began);
  }
  return figures(times);
}

/** A statement the code under test sends, as recorded by its query logger. */
export type Statement = { text: string; values: unknown[] };
/** One request of a case: its path, and the statements it makes. */
export type Probe = { path: string; statements: Statement[] };

/** Each of `calls` timed, one at a time, `passes` times over, after one untimed warm-up pass. */
export async function timePasses(
  calls: (() => Promise<unknown>)[],
  passes: number,
): Promise<Figures> {
  for (const call of calls) await call();
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const call of calls) {
      const began = performance.now();
      await call();
      times.push(performance.now() - began);
    }
  }
  return figures(times);
}

/** Each probe's GET through the server, `passes` times over, after one warm-up pass. */
export async function timeHttp(probes: Probe[], passes: number): Promise<Figures> {
  const get = async (probe: Probe) => {
    const response = await fetch(`${BASE}${probe.path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.path} answered ${response.status}`);
  };
  return timePasses(
    probes.map((probe) => () => get(probe)),
    passes,
  );
}

/**
 * Each probe's statements as bare SQL (one after the other, or all at once
 * when the code sends them so), `passes` times over after a warm-up pass;
 * with the slowest statement seen, for EXPLAIN.
 */
export async function timeSql(
  pool: pg.Pool,
  probes: Probe[],
  passes: number,
  { together = false }: { together?: boolean } = {},
): Promise<{ figures: Figures; slowest: Statement }> {
  const one = async (statement: Statement) => {
    const began = performance.now();
    await pool.query({ text: statement.text, values: statement.values, rowMode: 'array' });
    return { statement, ms: performance.now() - began };
  };
  const run = async (probe: Probe) => {
    if (together) return Promise.all(probe.statements.map(one));
    const each = [];
    for (const statement of probe.statements) each.push(await one(statement));
    return each;
  };
  for (const probe of probes) await run(probe);
  const times: number[] = [];
  let slowest = { statement: probes[0]?.statements[0] as Statement, ms: -1 };
  for (let pass = 0; pass < passes; pass++) {
    for (const probe of probes) {
      const began = performance.now();
      const each = await run(probe);
      times.push(performance.now() - began);
      for (const timed of each) if (timed.ms > slowest.ms) slowest = timed;
    }
  }
  return { figures: figures(times), slowest: slowest.statement };
}

/** PostgreSQL's plan of `statement`, run for real, with its buffers. */
export async function explain(pool: pg.Pool, statement: Statement): Promise<string> {
  const { rows } = await pool.query({
    text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    values: statement.values,
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

export interface BenchDatabase {
  embedded: EmbeddedServer;
  database: Database;
  /** One connection, for generating data in order. */
  client: pg.Client;
  /** Connections for timing bare SQL. */
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * The bench's embedded PostgreSQL (its own data folder and port), with the
 * database `name` made and migrated. Connections that end when the cluster
 * stops are not errors here.
 */
export async function openBenchDatabase(
  name: string,
  { poolMax = 4, settings }: { poolMax?: number; settings?: Record<string, string> } = {},
): Promise<BenchDatabase> {
  const embedded = await startEmbeddedPostgres({
    dir: path.join(DATA_DIR, 'postgres'),
    port: EMBEDDED_PG_PORT,
    database: name,
    logger: createLogger({ level: 'warn', format: 'pretty', scope: 'bench' }),
    settings,
  });
  const database = connectDatabase(embedded.url);
  const client = new pg.Client({ connectionString: embedded.url });
  const pool = new pg.Pool({ connectionString: embedded.url, max: poolMax });
  client.on('error', () => {});
  pool.on('error', () => {});
  await runMigrations(database);
  await client.connect();
  return {
    embedded,
    database,
    client,
    pool,
    async close() {
      await client.end().catch(() => {});
      await pool.end();
      await database.close();
      await embedded.stop();
    },
  };
}

/**
 * A data section's frame: the bench database `name` (openBenchDatabase) for
 * `section`, which calls `startApp` once its data is in, to time the app over
 * HTTP (`env`: settings beside DATABASE_URL), or times the code in-process
 * without it. Server and database stop after, whatever happened.
 */
export async function withBenchDatabase<T>(
  name: string,
  section: (
    bench: BenchDatabase,
    startApp: (env?: Record<string, string>) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const bench = await openBenchDatabase(name);
  let server: Awaited<ReturnType<typeof startServer>>['child'] | undefined;
  try {
    return await section(bench, async (env = {}) => {
      server = (await startServer({ DATABASE_URL: bench.embedded.url, ...env })).child;
    });
  } finally {
    if (server) await stopServer(server);
    await bench.close();
  }
}

/** A case of a data section: requests of one kind, with or without a target on their p95. */
export type Case = { name: string; target: boolean; probes: Probe[] };
export type CaseResult = {
  c: Case;
  http: Figures;
  sql: Figures;
  slowest: Statement;
  verdict: '' | 'PASS' | 'FAIL';
};

/** Times each case through HTTP and as bare SQL; the verdict is on the HTTP p95 against `targetMs`. */
export async function timeCases(
  pool: pg.Pool,
  cases: Case[],
  { passes, targetMs }: { passes: number; targetMs: number },
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const http = await timeHttp(c.probes, passes);
    const sql = await timeSql(pool, c.probes, passes);
    const verdict = c.target ? (http.p95 <= targetMs ? 'PASS' : 'FAIL') : '';
    results.push({ c, http, sql: sql.figures, slowest: sql.slowest, verdict });
  }
  return results;
}

/** The cases' table: HTTP and SQL p50 / p95 / p99 in ms, and the target's verdict. */
export function printCaseTable(results: CaseResult[], targetMs: number): void {
  const width = Math.max(30, ...results.map((r) => r.c.name.length));
  const ms = (n: number) => n.toFixed(1).padStart(6);
  const header = `${'case'.padEnd(width)} ${'n'.padStart(4)}   HTTP p50    p95    p99   SQL p50    p95    p99  target`;
  console.log(`${header}\n${'-'.repeat(header.length)}`);
  for (const { c, http, sql, verdict } of results) {
    console.log(
      `${c.name.padEnd(width)} ${String(http.n).padStart(4)}  ${ms(http.p50)} ${ms(http.p95)} ${ms(http.p99)}  ${ms(sql.p50)} ${ms(sql.p95)} ${ms(sql.p99)}  ${c.target ? `≤${targetMs} ${verdict}` : ''}`,
    );
  }
}

/**
 * How the HTTP case sections (listings, forums, mentors) sample: distinct
 * parameter sets per case, and measured passes over them after a warm-up pass.
 */
export const PROBES_PER_CASE = 50;
export const CASE_PASSES = 4;

/** A case's PROBES_PER_CASE probes from `make`, made one after another (each may draw from a seeded random). */
export async function probeSets(make: () => Promise<Probe>): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (let i = 0; i < PROBES_PER_CASE; i++) probes.push(await make());
  return probes;
}

/** A Drizzle handle on the bench database that records every statement it sends. */
export function recordingDb(pool: pg.Pool) {
  let recorded: Statement[] = [];
  const db: Db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => recorded.push({ text, values }) },
  });
  return {
    db,
    /** Runs `work` (the real query functions) and returns the statements it sent. */
    async record(work: (db: Db) => Promise<unknown>): Promise<Statement[]> {
      recorded = [];
      await work(db);
      return recorded;
    },
  };
}

/** The size of a generated table and of its indexes, as PostgreSQL prints them. */
export async function tableSizes(
  client: pg.Client,
  table: string,
): Promise<{ table?: string; indexes?: string }> {
  const sizes = await client.query<{ table: string; indexes: string }>(
    `SELECT pg_size_pretty(pg_table_size($1)) AS table,
            pg_size_pretty(pg_indexes_size($1)) AS indexes`,
    [table],
  );
  return sizes.rows[0] ?? {};
}

/** The cases that missed their target, after a line that names the target and the verdict. */
export function printVerdict<R extends { verdict: string; c: { name: string } }>(
  results: R[],
  targets: string,
): R[] {
  const failed = results.filter((r) => r.verdict === 'FAIL');
  console.log(
    `\nms; sequential requests, warm; ${targets}: ${
      failed.length === 0 ? 'PASS' : `FAIL (${failed.map((r) => r.c.name).join(', ')})`
    }`,
  );
  return failed;
}

/** A section's last lines: the machine's load while it ran, and how long it took in all. */
export function printSectionEnd(section: string, began: number): void {
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  console.log(`${section} section: ${((performance.now() - began) / 1000).toFixed(0)} s in all`);
}

/**
 * Diaspora cities, biggest first (a generator that draws low indexes most
 * gives the first ones most rows).
 */
export const DIASPORA_CITIES = [
  'Washington',
  'Addis Ababa',
  'Oakland',
  'Seattle',
  'Toronto',
  'Asmara',
  'Minneapolis',
  'London',
  'Los Angeles',
  'Dallas',
  'Atlanta',
  'Denver',
  'Frankfurt',
  'Stockholm',
  'San Jose',
  'Houston',
  'Calgary',
  'Columbus',
  'Las Vegas',
  'Tel Aviv',
  'Dubai',
  'Nairobi',
  'Amsterdam',
  'Oslo',
  'Rome',
  'Melbourne',
  'Mekelle',
  'Khartoum',
  'Edmonton',
  'Ottawa',
  'Vancouver',
  'Winnipeg',
  'Boston',
  'New York',
  'Philadelphia',
  'Chicago',
  'San Diego',
  'Sacramento',
  'Phoenix',
  'Portland',
  'Nashville',
  'Charlotte',
  'Baltimore',
  'Kampala',
  'Johannesburg',
  'Riyadh',
  'Munich',
  'Geneva',
  'Milan',
  'Birmingham',
];

/** A data section timed as HTTP cases over one generated table (forums, mentors). */
export type CaseSection = {
  /** Its name in the output ('Forums'); BENCH_<NAME>_EXPLAIN=1 explains every case. */
  title: string;
  /** What was generated, e.g. '100,000 topics'. */
  generatedWhat: string;
  database: string;
  /** The generated table whose sizes are printed. */
  table: string;
  targetMs: number;
  /** The target named in the verdict line, e.g. 'topic page'. */
  targetName: string;
  /** Settings for the app server beside DATABASE_URL. */
  appEnv?: Record<string, string>;
  /** Fills the bench database (one connection, in order). */
  generate: (client: pg.Client) => Promise<void>;
  buildCases: (pool: pg.Pool) => Promise<Case[]>;
  /** The statement of a case to explain (default: its slowest). */
  statementOf?: (result: CaseResult) => Statement;
};

/**
 * Generates a section's data, times its cases through HTTP and as bare SQL,
 * prints the table and the verdict, explains the cases that missed (or all
 * of them), and the section's load and time.
 */
export async function runCaseSection(section: CaseSection): Promise<void> {
  const began = performance.now();
  await withBenchDatabase(section.database, async ({ client, pool }, startApp) => {
    const genBegan = performance.now();
    await section.generate(client);
    await client.query(`VACUUM (ANALYZE) ${section.table}`);
    const generated = (performance.now() - genBegan) / 1000;
    const sizes = await tableSizes(client, section.table);
    await startApp(section.appEnv);
    const cases = await section.buildCases(pool);
    const { targetMs } = section;
    const results = await timeCases(pool, cases, { passes: CASE_PASSES, targetMs });
    console.log(
      `\n${section.title}: ${section.generatedWhat} (generated in ${generated.toFixed(1)} s; table ${sizes.table}, indexes ${sizes.indexes}), ${new Date().toISOString()}`,
    );
    printCaseTable(results, targetMs);
    const failed = printVerdict(
      results,
      `target on the HTTP p95 (${section.targetName} ≤ ${targetMs} ms)`,
    );
    const name = section.title.toLowerCase();
    const explainAll = process.env[`BENCH_${name.toUpperCase()}_EXPLAIN`] === '1';
    for (const r of explainAll ? results : failed) {
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of a "${r.c.name}" statement:`);
      console.log(await explain(pool, section.statementOf?.(r) ?? r.slowest));
    }
    printSectionEnd(name, began);
  });
}

/**
 * The table of a section timed in-process (no HTTP): prints its header (`width`
 * for the case names; `counts`: a column of how many runs) and answers a
 * function that prints one case's row, with the verdict when it has a target,
 * and tells whether the case met it.
 */
export function figuresTable(width: number, { counts = false } = {}) {
  const ms = (n: number) => n.toFixed(1).padStart(6);
  const n = (figures: Figures) => (counts ? ` ${String(figures.n).padStart(4)}` : '');
  const header = `${'case'.padEnd(width)}${counts ? ` ${'n'.padStart(4)}` : ''}    p50    p95    p99  target`;
  console.log(`${header}\n${'-'.repeat(header.length)}`);
  return (name: string, figures: Figures, targetMs?: number): boolean => {
    const pass = targetMs === undefined || figures.p95 <= targetMs;
    const verdict = targetMs === undefined ? '' : `  ≤${targetMs} ${pass ? 'PASS' : 'FAIL'}`;
    console.log(
      `${name.padEnd(width)}${n(figures)} ${ms(figures.p50)} ${ms(figures.p95)} ${ms(figures.p99)}${verdict}`,
    );
    return pass;
  };
}

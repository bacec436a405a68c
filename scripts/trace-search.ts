/**
 * Which statements a slow text search sends, and how long each takes: runs
 * one of the bench's search cases (scripts/bench-listings.ts `plan`) against
 * the bench database it left in data/bench, in this process, three passes,
 * and prints the slowest requests with every statement's time. For tuning
 * text-search.ts; `npm run bench` is still the measure.
 *
 *   node --import tsx scripts/trace-search.ts sorted 6
 *   (cases: rare, rarer, common, none, city, cityCategory, short, sorted)
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { connectDatabase } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { runMigrations } from '../server/db/migrate.ts';
import * as schema from '../server/db/schema/index.ts';
import { createRandom } from '../server/features/demo/random.ts';
import { browseListings } from '../server/features/listings/browse.ts';
import { createLogger } from '../server/platform/logger.ts';
import { browseQuerySchema } from '../shared/schemas/listing-query.ts';
import { DATABASE_SETTINGS, plan } from './bench-listings.ts';
import { DATA_DIR, EMBEDDED_PG_PORT } from './bench-server.ts';

const [which = 'sorted', shown = '6'] = process.argv.slice(2);
const cases = plan(createRandom('bench-listings-queries')).search as Record<
  string,
  Record<string, string>[]
>;
const sets = cases[which];
if (!sets) throw new Error(`No search case '${which}': ${Object.keys(cases).join(', ')}`);

const embedded = await startEmbeddedPostgres({
  dir: path.join(DATA_DIR, 'postgres'),
  port: EMBEDDED_PG_PORT,
  database: 'listings_bench',
  logger: createLogger({ level: 'warn', format: 'pretty', scope: 'trace' }),
  settings: DATABASE_SETTINGS,
});
const migrating = connectDatabase(embedded.url);
await runMigrations(migrating);
await migrating.close();

/** A pool whose every query is timed into `log`. */
const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
pool.on('error', () => {});
let log: string[] = [];
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
Object.assign(pool, {
  query: async (...args: unknown[]) => {
    const began = performance.now();
    const result = await query(...args);
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    const ms = (performance.now() - began).toFixed(1).padStart(6);
    log.push(`${ms} ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
    return result;
  },
});
const db = drizzle(pool, { schema });

const timed: { ms: number; params: string; log: string[] }[] = [];
for (let pass = 0; pass < 3; pass++) {
  for (const params of sets) {
    log = [];
    const began = performance.now();
    await browseListings(db, browseQuerySchema.parse(params), null);
    if (pass === 2)
      timed.push({ ms: performance.now() - began, params: JSON.stringify(params), log });
  }
}
timed.sort((a, b) => b.ms - a.ms);
for (const one of timed.slice(0, Number(shown))) {
  console.log(`\n${one.ms.toFixed(1)} ms ${one.params}`);
  for (const line of one.log) console.log(line);
}
const all = timed.map((one) => one.ms).sort((a, b) => a - b);
const at = (p: number) => all[Math.min(all.length - 1, Math.floor(all.length * p))]?.toFixed(1);
console.log(
  `\n${which}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (in process, statements in sequence)`,
);
await pool.end();
await embedded.stop();

/**
 * The job queue (issue #44, docs/decisions/0010-job-queue.md) on the bench's
 * embedded PostgreSQL: 2,000 small jobs added one call each, as requests add
 * them, while one worker (JOBS_CONCURRENCY's default, 4) runs them; the time
 * until all have run, the enqueue-to-handler latency under that load, and on
 * an idle queue. BENCH_JOBS=0 skips it; alone: node --import tsx scripts/bench-jobs.ts
 */
import { performance } from 'node:perf_hooks';
import { createJobQueue } from '../server/platform/jobs/queue.ts';
import { jobRegistry } from '../server/platform/jobs/registry.ts';
import { silentLogger } from '../server/platform/logger.ts';
import { figures, openBenchDatabase } from './bench-kit.ts';

const JOBS = 2_000;
const IDLE_RUNS = 50;

export async function benchJobs(): Promise<[string, string][]> {
  const bench = await openBenchDatabase('jobs_bench');
  const { database } = bench;
  const queue = createJobQueue({
    databaseUrl: database.url,
    db: database.db,
    logger: silentLogger,
    concurrency: 4,
    pollMs: 2_000,
  });
  const latencies: number[] = [];
  let done = 0;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    allDone = resolve;
  });
  let idleWake: (() => void) | null = null;
  const idle: number[] = [];
  try {
    const started = performance.now();
    await queue.start(
      jobRegistry({
        handlers: [
          {
            name: 'bench.load',
            run: async (payload) => {
              latencies.push(Date.now() - (payload as { at: number }).at);
              done += 1;
              if (done === JOBS) allDone();
            },
          },
          {
            name: 'bench.idle',
            run: async (payload) => {
              idle.push(Date.now() - (payload as { at: number }).at);
              idleWake?.();
            },
          },
        ],
      }),
    );
    const startMs = performance.now() - started;
    const t0 = performance.now();
    for (let i = 0; i < JOBS; i++) await queue.enqueue('bench.load', { at: Date.now() });
    const enqueueMs = performance.now() - t0;
    await finished;
    const allMs = performance.now() - t0;
    for (let i = 0; i < IDLE_RUNS; i++) {
      const ran = new Promise<void>((resolve) => {
        idleWake = resolve;
      });
      await queue.enqueue('bench.idle', { at: Date.now() });
      await ran;
    }
    const load = figures(latencies);
    const quiet = figures(idle);
    return [
      ['jobs: worker start (warm schema)', `${startMs.toFixed(0)} ms`],
      [
        `jobs: ${JOBS} enqueued one call each`,
        `${(enqueueMs / 1000).toFixed(1)} s (${Math.round((JOBS / enqueueMs) * 1000)}/s)`,
      ],
      [
        `jobs: ${JOBS} run, from the first enqueue`,
        `${(allMs / 1000).toFixed(1)} s (${Math.round((JOBS / allMs) * 1000)}/s)`,
      ],
      ['jobs: enqueue → handler under that load p50 / p95', `${load.p50} / ${load.p95} ms`],
      ['jobs: enqueue → handler on an idle queue p50 / p95', `${quiet.p50} / ${quiet.p95} ms`],
    ];
  } finally {
    await queue.stop();
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of await benchJobs()) console.log(`${name.padEnd(52)}  ${value}`);
}

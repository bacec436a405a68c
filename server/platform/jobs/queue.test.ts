/**
 * The job queue against a real PostgreSQL: a job runs, a failing job retries
 * with backoff and then shows as failed (and Retry runs it again), a delayed
 * job waits for its time, two instances take each job once, runDue runs what
 * is due without a worker, and stop lets a running job finish. Time moves by rescheduling a job (the queue's clock is
 * the database's `run_at`), never by waiting for it.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobsOverview, retryJob } from '../../features/jobs/service.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { silentLogger } from '../logger.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { type JobHandler, jobRegistry } from './registry.ts';

const database = setupTestDatabase();
const started: JobQueue[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop()));
});

async function startQueue(handlers: JobHandler[], schedules = jobRegistry().schedules) {
  const queue = createJobQueue({
    databaseUrl: database.url,
    db: database.db,
    logger: silentLogger,
    concurrency: 4,
    pollMs: 100,
  });
  started.push(queue);
  await queue.start(jobRegistry({ handlers, schedules }));
  return queue;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobRow(id: string) {
  const { rows } = await database.db.execute<{
    attempts: number;
    run_at: Date;
    last_error: string | null;
    locked_at: Date | null;
  }>(
    sql`SELECT attempts, run_at, last_error, locked_at FROM graphile_worker.jobs WHERE id = ${id}::bigint`,
  );
  return rows[0];
}

/** The job's attempt number `n` has run and failed: taken (attempts counted) and given back (unlocked). */
async function failedAttempt(id: string, n: number) {
  const row = await jobRow(id);
  return row?.attempts === n && row.locked_at === null;
}

/** The queue's clock: the job's time is now. */
async function makeDue(id: string) {
  await database.db.execute(
    sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}::bigint], run_at => now())`,
  );
}

describe('the job queue', () => {
  it('runs a job with its payload, once, and removes it when done', async () => {
    const seen: unknown[] = [];
    const queue = await startQueue([{ name: 'test.echo', run: async (p) => void seen.push(p) }]);
    const { id } = await queue.enqueue('test.echo', { hello: 'world' });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ hello: 'world' }]);
    await waitFor(async () => (await jobRow(id)) === undefined);
  });

  it('retries a failing job with backoff, then shows it as failed with its error; Retry runs it again', async () => {
    let fail = true;
    let runs = 0;
    const queue = await startQueue([
      {
        name: 'test.flaky',
        maxAttempts: 2,
        run: async () => {
          runs += 1;
          if (fail) throw new Error('The mail server said no');
        },
      },
    ]);
    const { id } = await queue.enqueue('test.flaky', {});
    await waitFor(() => failedAttempt(id, 1));
    const afterFirst = await jobRow(id);
    // Backoff: the retry waits (e^1 s), it does not spin.
    expect(new Date(afterFirst?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 1_000);
    expect((await jobsOverview(database.db)).counts.retrying).toBe(1);

    await makeDue(id);
    await waitFor(() => failedAttempt(id, 2));
    const overview = await jobsOverview(database.db);
    expect(overview.counts.failed).toBe(1);
    expect(overview.failed).toMatchObject([
      {
        id,
        name: 'test.flaky',
        attempts: 2,
        last_error: expect.stringContaining('The mail server said no'),
      },
    ]);
    expect(runs).toBe(2);

    fail = false;
    await retryJob(database.db, id);
    await waitFor(async () => (await jobRow(id)) === undefined);
    expect(runs).toBe(3);
    await expect(retryJob(database.db, id)).rejects.toMatchObject({ status: 409 });
  });

  it('runs a delayed job when its time comes, not before', async () => {
    let ran = false;
    const queue = await startQueue([
      {
        name: 'test.later',
        run: async () => {
          ran = true;
        },
      },
    ]);
    const { id } = await queue.enqueue('test.later', {}, { delayMs: 60 * 60 * 1000 });
    expect((await jobsOverview(database.db)).counts.scheduled).toBe(1);
    // Several polls go by: an hour from now is not yet.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ran).toBe(false);
    await makeDue(id);
    await waitFor(() => ran);
  });

  it('runDue runs the jobs due now and returns, leaving a later one waiting (for tests and scripts)', async () => {
    const seen: unknown[] = [];
    const queue = createJobQueue({
      databaseUrl: database.url,
      db: database.db,
      logger: silentLogger,
      concurrency: 1,
      pollMs: 100,
    });
    const registry = jobRegistry({
      handlers: [{ name: 'test.once', run: async (p) => void seen.push(p) }],
    });
    const { id: now } = await queue.enqueue('test.once', { n: 1 });
    const { id: later } = await queue.enqueue('test.once', { n: 2 }, { delayMs: 60_000 });
    await queue.runDue(registry);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(now)).toBeUndefined();
    expect(await jobRow(later)).toMatchObject({ attempts: 0 });
    expect(queue.running).toBe(false);
  });

  it('keeps one waiting job per key: a second enqueue replaces the payload and keeps the time', async () => {
    const seen: unknown[] = [];
    const queue = await startQueue([{ name: 'test.keyed', run: async (p) => void seen.push(p) }]);
    const began = Date.now();
    const first = await queue.enqueue(
      'test.keyed',
      { n: 1 },
      { delayMs: 3_600_000, key: 'k', keyMode: 'preserve_run_at' },
    );
    const before = await jobRow(first.id);
    const second = await queue.enqueue(
      'test.keyed',
      { n: 2 },
      { delayMs: 7_200_000, key: 'k', keyMode: 'preserve_run_at' },
    );
    expect(second.id).toBe(first.id);
    expect((await jobRow(first.id))?.run_at).toEqual(before?.run_at);
    // Each enqueue says when the kept job runs: an hour from the first, not two.
    for (const job of [first, second]) {
      expect(job.runAt.getTime() - began).toBeGreaterThan(3_590_000);
      expect(job.runAt.getTime() - began).toBeLessThan(3_610_000);
    }
    await makeDue(first.id);
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('gives each job to one instance when two run on the same database', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = {
      name: 'test.count',
      run: async (p) => {
        const n = (p as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
      },
    };
    const [a] = [await startQueue([handler]), await startQueue([handler])];
    await Promise.all(Array.from({ length: 200 }, (_, n) => a?.enqueue('test.count', { n })));
    await waitFor(() => runs.size === 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('registers recurring schedules, and refuses a schedule without its handler', async () => {
    await startQueue(
      [{ name: 'test.tick', run: async () => {} }],
      [{ job: 'test.tick', cron: '*/5 * * * *' }],
    );
    // The cron runner records each schedule it keeps (and runs it at its minute, once across instances).
    await waitFor(async () => {
      const { rows } = await database.db.execute<{ identifier: string }>(
        sql`SELECT identifier FROM graphile_worker._private_known_crontabs`,
      );
      return rows.some((row) => row.identifier === 'test.tick */5 * * * *');
    });
    expect(() => jobRegistry({ schedules: [{ job: 'missing', cron: '* * * * *' }] })).toThrow(
      /missing/,
    );
  });

  it('stops cleanly: a running job finishes first', async () => {
    let finished = false;
    let begun = false;
    const queue = await startQueue([
      {
        name: 'test.slow',
        run: async () => {
          begun = true;
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished = true;
        },
      },
    ]);
    await queue.enqueue('test.slow', {});
    await waitFor(() => begun);
    await queue.stop();
    expect(finished).toBe(true);
    expect(queue.running).toBe(false);
  });
});

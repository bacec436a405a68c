/**
 * The job queue: Graphile Worker over the app's own PostgreSQL (why:
 * docs/decisions/0010-job-queue.md). Every instance runs a worker; PostgreSQL
 * row locks (SKIP LOCKED) hand each job to one of them, LISTEN/NOTIFY wakes
 * them when a job is added, and a poll finds jobs whose time has come.
 *
 * Jobs are added with SQL in the app's own connection (`enqueue`), so a
 * request can add one inside its transaction and before the worker starts.
 */
import { sql } from 'drizzle-orm';
import {
  Logger as GraphileLogger,
  type LogLevel,
  parseCronItems,
  type Runner,
  run,
  runMigrations,
  runOnce,
  type TaskList,
} from 'graphile-worker';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobRegistry } from './registry.ts';

export type EnqueueOptions = {
  /** Run no earlier than this. */
  runAt?: Date;
  /** Run no earlier than this many ms from now (ignored with runAt). */
  delayMs?: number;
  /**
   * At most one waiting job per key: adding another replaces its payload.
   * 'preserve_run_at' keeps the waiting job's time (a debounce that still fires).
   */
  key?: string;
  keyMode?: 'replace' | 'preserve_run_at';
  maxAttempts?: number;
};

/** A job added (or, under a key, kept): its id, and when it may run, on this process's clock. */
export type EnqueuedJob = { id: string; runAt: Date };

export type JobQueue = {
  enqueue: (name: string, payload: object, options?: EnqueueOptions) => Promise<EnqueuedJob>;
  /** Starts this instance's worker with the registry's handlers and schedules. */
  start: (registry: JobRegistry) => Promise<void>;
  /**
   * Runs every job that is due now with the registry's handlers, then returns
   * (tests and scripts: what the worker would do next, without starting it).
   */
  runDue: (registry: JobRegistry) => Promise<void>;
  /** Lets running jobs finish, then stops; safe to call when not started. */
  stop: () => Promise<void>;
  readonly running: boolean;
};

export type JobQueueOptions = {
  databaseUrl: string;
  db: Db;
  logger: Logger;
  concurrency: number;
  pollMs: number;
};

const DEFAULT_MAX_ATTEMPTS = 5;

/** Creates the worker's tables (schema graphile_worker); locked, so instances may race. */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: quietLogger });
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, logger } = options;
  let runner: Runner | undefined;
  let pool: pg.Pool | undefined;
  let maxAttempts = new Map<string, number>();

  return {
    get running() {
      return runner !== undefined;
    },
    async enqueue(name, payload, opts = {}) {
      const runAt =
        opts.runAt ?? (opts.delayMs ? new Date(Date.now() + opts.delayMs) : undefined) ?? null;
      const attempts = opts.maxAttempts ?? maxAttempts.get(name) ?? DEFAULT_MAX_ATTEMPTS;
      // The wait is measured by the database's clock, which set run_at, and counted from
      // before the statement was sent: the time it gives is never later than the job's.
      const sent = Date.now();
      const { rows } = await db.execute<{ id: string; wait_ms: number }>(sql`
        SELECT id::text, (extract(epoch FROM run_at - now()) * 1000)::float8 AS wait_ms
          FROM graphile_worker.add_job(
          ${name}, ${JSON.stringify(payload)}::json,
          run_at => ${runAt ? runAt.toISOString() : null}::timestamptz,
          max_attempts => ${attempts}::int,
          job_key => ${opts.key ?? null}::text,
          job_key_mode => ${opts.keyMode ?? 'replace'}::text)`);
      const row = rows[0];
      if (!row?.id) throw new Error(`Adding job ${name} returned no id`);
      return { id: row.id, runAt: new Date(sent + Number(row.wait_ms)) };
    },
    async start(registry) {
      if (runner) return;
      maxAttempts = new Map(
        registry.handlers.map((h) => [h.name, h.maxAttempts ?? DEFAULT_MAX_ATTEMPTS]),
      );
      const taskList = taskListOf(registry, logger);
      // Its own small pool: a burst of jobs never takes the connections requests wait for.
      pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.concurrency + 2 });
      pool.on('error', (error) => logger.warn({ err: error }, 'Job queue connection lost'));
      pool.on('connect', (client) => client.on('error', () => {}));
      runner = await run({
        pgPool: pool,
        concurrency: options.concurrency,
        pollInterval: options.pollMs,
        noHandleSignals: true,
        logger: graphileLogger(logger),
        preset: { worker: batching(options) },
        taskList,
        parsedCronItems: parseCronItems(
          registry.schedules.map((s) => ({
            task: s.job,
            match: s.cron,
            identifier: `${s.job} ${s.cron}`,
            options: { maxAttempts: maxAttempts.get(s.job), backfillPeriod: 0 },
            ...(s.payload ? { payload: s.payload } : {}),
          })),
        ),
      });
    },
    async runDue(registry) {
      const oncePool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
      try {
        await runOnce({
          pgPool: oncePool,
          noHandleSignals: true,
          logger: graphileLogger(logger),
          taskList: taskListOf(registry, logger),
        });
      } finally {
        await oncePool.end().catch(() => {});
      }
    },
    async stop() {
      const stopping = runner;
      runner = undefined;
      await stopping?.stop();
      await pool?.end().catch(() => {});
      pool = undefined;
    },
  };
}

/** How long a finished job waits for others to be marked done with it, in one statement. */
const COMPLETE_BATCH_MS = 50;

/**
 * Graphile Worker's own batching (issue #45). Without it every job added woke
 * each of the worker's slots, and each asked the database for it: one job cost
 * four or five fetches. With a local queue the worker fetches for all its slots
 * at once, and finished jobs are marked done together. (Its refetch delay is
 * left off: it holds a lone job until the next poll, seconds on an idle site.)
 */
function batching(options: Pick<JobQueueOptions, 'concurrency'>) {
  return {
    localQueue: { size: options.concurrency + 1 },
    completeJobBatchDelay: COMPLETE_BATCH_MS,
    failJobBatchDelay: COMPLETE_BATCH_MS,
  };
}

/** The registry's handlers as Graphile tasks: a failure is logged with its job, then thrown (a retry). */
function taskListOf(registry: JobRegistry, logger: Logger): TaskList {
  const taskList: TaskList = {};
  for (const handler of registry.handlers) {
    taskList[handler.name] = async (payload, helpers) => {
      const job = {
        id: String(helpers.job.id),
        attempt: helpers.job.attempts,
        maxAttempts: helpers.job.max_attempts,
      };
      try {
        await handler.run(payload, job);
      } catch (error) {
        logger.warn({ err: error, job: handler.name, ...job }, 'Job failed');
        throw error;
      }
    };
  }
  return taskList;
}

const quietLogger = new GraphileLogger(() => () => {});

/** Graphile's messages in the app's log (its info lines are start/stop chatter: debug here). */
function graphileLogger(logger: Logger) {
  return new GraphileLogger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = { scope: 'jobs', ...(meta && typeof meta === 'object' ? { meta } : {}) };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug({ ...fields, worker: scope.workerId }, message);
  });
}

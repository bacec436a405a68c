/**
 * What the job queue runs: every feature's job handlers and recurring
 * schedules, listed in one place where the app is composed (server/jobs.ts),
 * never registered by importing a module. A feature exports plain functions
 * that build its entries; server/jobs.ts puts them together.
 */

/** The job being run, as its handler sees it. */
export type RunningJob = {
  id: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  maxAttempts: number;
};

export type JobHandler = {
  /** Unique name, "<feature>.<what>" (e.g. 'mail.missed'). */
  name: string;
  /** Throwing fails this attempt: the queue retries with exponential backoff (e^attempt seconds). */
  run: (payload: unknown, job: RunningJob) => Promise<void>;
  /** Attempts before the job shows as failed on /admin/jobs. Default 5. */
  maxAttempts?: number;
};

export type RecurringJob = {
  /** The handler to run (its `name`). */
  job: string;
  /** Crontab time fields, UTC: '*\/5 * * * *' is every five minutes, '0 6 * * *' daily at 06:00. */
  cron: string;
  payload?: Record<string, unknown>;
};

export type JobRegistry = { handlers: JobHandler[]; schedules: RecurringJob[] };

/** Joins the features' entries into one registry; a name used twice is a programming error. */
export function jobRegistry(...parts: Partial<JobRegistry>[]): JobRegistry {
  const handlers = parts.flatMap((part) => part.handlers ?? []);
  const schedules = parts.flatMap((part) => part.schedules ?? []);
  const names = new Set<string>();
  for (const handler of handlers) {
    if (names.has(handler.name)) throw new Error(`Job "${handler.name}" is registered twice`);
    names.add(handler.name);
  }
  for (const schedule of schedules) {
    if (!names.has(schedule.job))
      throw new Error(`Schedule "${schedule.cron}" names no registered job: ${schedule.job}`);
  }
  return { handlers, schedules };
}

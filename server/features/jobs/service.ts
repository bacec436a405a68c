/**
 * What /admin/jobs reads and does: counts by state, the failed jobs with their
 * last error, and Retry. Reads Graphile Worker's public view `graphile_worker.jobs`
 * and calls its `reschedule_jobs` (docs/decisions/0010-job-queue.md).
 */
import { sql } from 'drizzle-orm';
import {
  type FailedJobDto,
  JOB_MESSAGES,
  JOB_STATES,
  type JobCounts,
  type JobsOverview,
} from '../../../shared/jobs.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';

/** The failed jobs shown, newest first; older ones stay in the table until retried. */
const FAILED_SHOWN = 50;

export async function jobsOverview(db: Db): Promise<JobsOverview> {
  const { rows: stateRows } = await db.execute<{ state: string; count: number }>(sql`
    SELECT CASE
             WHEN locked_at IS NOT NULL THEN 'running'
             WHEN attempts >= max_attempts THEN 'failed'
             WHEN attempts > 0 THEN 'retrying'
             WHEN run_at > now() THEN 'scheduled'
             ELSE 'waiting'
           END AS state,
           count(*)::int AS count
      FROM graphile_worker.jobs
     GROUP BY 1`);
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobCounts;
  for (const row of stateRows)
    if (row.state in counts) counts[row.state as keyof JobCounts] = row.count;

  const { rows } = await db.execute<{
    id: string;
    name: string;
    attempts: number;
    last_error: string | null;
    created_at: Date | string;
    updated_at: Date | string;
  }>(sql`
    SELECT id::text, task_identifier AS name, attempts, last_error, created_at, updated_at
      FROM graphile_worker.jobs
     WHERE locked_at IS NULL AND attempts >= max_attempts
     ORDER BY updated_at DESC
     LIMIT ${FAILED_SHOWN}`);
  const failed: FailedJobDto[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }));
  return { counts, failed };
}

/** Puts a failed job back in line now, with its attempts counted afresh. */
export async function retryJob(db: Db, id: string): Promise<void> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT id::text FROM graphile_worker.reschedule_jobs(
      ARRAY(SELECT id FROM graphile_worker.jobs
             WHERE id = ${id}::bigint AND locked_at IS NULL AND attempts >= max_attempts),
      run_at => now(), attempts => 0)`);
  if (rows.length === 0) throw new ApiError(409, 'not_failed', JOB_MESSAGES.notFailed);
}

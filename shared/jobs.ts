/** The admin view of the job queue, /admin/jobs (issue #44). */

/** Where a job stands. Finished jobs leave the queue (their count is not kept). */
export const JOB_STATES = ['waiting', 'scheduled', 'running', 'retrying', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export type JobCounts = Record<JobState, number>;

export type FailedJobDto = {
  id: string;
  name: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

export type JobsOverview = { counts: JobCounts; failed: FailedJobDto[] };

export const JOB_MESSAGES = {
  notFailed: 'This job is not failed: nothing to retry.',
} as const;

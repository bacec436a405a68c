/**
 * Runs the app's queued jobs that are due now, as the worker of a running
 * instance would (server/jobs.ts), then returns: API tests assert what a job
 * did without starting a worker or waiting for one.
 */
import { appJobs } from '../jobs.ts';
import type { Deps } from '../platform/context.ts';

export async function runDueJobs(deps: Deps): Promise<void> {
  await deps.jobs.runDue(appJobs(deps));
}

/**
 * Every background job the app runs, in one place: each feature contributes
 * its handlers and recurring schedules here, built from the process's
 * dependencies. main.ts starts the queue with this registry (tests may start
 * it with their own). How to add a job: docs/jobs.md.
 */
import type { Deps } from './platform/context.ts';
import { type JobRegistry, jobRegistry } from './platform/jobs/registry.ts';

export function appJobs(_deps: Deps): JobRegistry {
  return jobRegistry();
}

/**
 * Every background job the app runs, in one place: each feature contributes
 * its handlers and recurring schedules here, built from the process's
 * dependencies. main.ts starts the queue with this registry (tests may start
 * it with their own). How to add a job: docs/jobs.md. Jobs added on a period
 * rather than a schedule line: server/background.ts.
 */
import { forumJobs } from './features/forums/jobs.ts';
import { listingExpiryJobs } from './features/listings/expiry-jobs.ts';
import { mentorSessionJobs } from './features/mentors/reminders.ts';
import { missedMailJobs } from './features/missed-mail/jobs.ts';
import { savedSearchJobs } from './features/saved-searches/jobs.ts';
import type { Deps } from './platform/context.ts';
import { type JobRegistry, jobRegistry } from './platform/jobs/registry.ts';

export function appJobs(deps: Deps): JobRegistry {
  return jobRegistry(
    missedMailJobs(deps),
    listingExpiryJobs(deps),
    savedSearchJobs(deps),
    forumJobs(deps),
    mentorSessionJobs(deps),
  );
}

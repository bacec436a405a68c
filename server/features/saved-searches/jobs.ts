/**
 * The saved searches' queued jobs (issue #44):
 * - 'savedSearches.announce' {listingId}: a listing was just published; the
 *   searches it matches are told (alerts.ts). Queued by the publish, so the
 *   answer never waits for hundreds of notices, and a failure is retried.
 * - 'savedSearches.digest': sends the daily digests that are due. Added every
 *   LISTING_SWEEP_INTERVAL_MS by server/background.ts.
 */
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { announceNewListingToSavedSearches, sendSavedSearchDigest } from './alerts.ts';

export const SAVED_SEARCH_DIGEST_JOB = 'savedSearches.digest';
export const SAVED_SEARCH_ANNOUNCE_JOB = 'savedSearches.announce';

/** Queues the announcement of a newly published listing (one job per listing). */
export async function queueListingAnnouncement(deps: Pick<Deps, 'jobs'>, listingId: string) {
  await deps.jobs.enqueue(
    SAVED_SEARCH_ANNOUNCE_JOB,
    { listingId },
    { key: `saved-search-announce:${listingId}`, maxAttempts: 3 },
  );
}

export function savedSearchJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: SAVED_SEARCH_ANNOUNCE_JOB,
        maxAttempts: 3,
        run: async (payload, job) => {
          const { listingId } = payload as { listingId: string };
          await announceNewListingToSavedSearches(deps, listingId, new Date(), {
            again: job.attempt > 1,
          });
        },
      },
      {
        name: SAVED_SEARCH_DIGEST_JOB,
        maxAttempts: 3,
        run: async () => {
          await sendSavedSearchDigest(deps, new Date());
        },
      },
    ],
  };
}

/**
 * The saved searches' queued jobs (issue #44):
 * - 'savedSearches.announce': the listings published since the last one are
 *   announced to the searches they match (announcements.ts). Queued by a
 *   publish, so the answer never waits for hundreds of notices, and a failure
 *   is retried.
 * - 'savedSearches.digest': sends the daily digests that are due. Added every
 *   LISTING_SWEEP_INTERVAL_MS by server/background.ts.
 */
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { sendSavedSearchDigest } from './alerts.ts';
import {
  ANNOUNCE_ATTEMPTS,
  announceWaitingListings,
  SAVED_SEARCH_ANNOUNCE_JOB,
} from './announcements.ts';

export const SAVED_SEARCH_DIGEST_JOB = 'savedSearches.digest';

export function savedSearchJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: SAVED_SEARCH_ANNOUNCE_JOB,
        maxAttempts: ANNOUNCE_ATTEMPTS,
        run: async () => {
          await announceWaitingListings(deps, new Date());
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

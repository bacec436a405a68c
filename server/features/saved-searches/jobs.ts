/**
 * The saved searches' daily digests as a queued job (issue #44): each run
 * sends the digests that are due (alerts.ts). Added every
 * LISTING_SWEEP_INTERVAL_MS by server/background.ts.
 */
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { sendSavedSearchDigest } from './alerts.ts';

export const SAVED_SEARCH_DIGEST_JOB = 'savedSearches.digest';

export function savedSearchJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
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

/**
 * The listing expiry sweep as a queued job (issue #44): reminders a week
 * before, then expiring (expiry.ts). Added every LISTING_SWEEP_INTERVAL_MS
 * by server/background.ts.
 */
import type { Deps } from '../../platform/context.ts';
import type { JobRegistry } from '../../platform/jobs/registry.ts';
import { sweepListingExpiry } from './expiry.ts';

export const LISTING_EXPIRY_JOB = 'listings.expirySweep';

export function listingExpiryJobs(deps: Deps): Partial<JobRegistry> {
  return {
    handlers: [
      {
        name: LISTING_EXPIRY_JOB,
        maxAttempts: 3,
        run: async () => {
          const swept = await sweepListingExpiry(deps, new Date());
          if (swept.expired + swept.reminded > 0) deps.logger.info(swept, 'Listing expiry swept');
        },
      },
    ],
  };
}

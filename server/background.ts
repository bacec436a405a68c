/**
 * Work that runs outside any request, on a plain interval of each instance
 * (issue #44): the listing expiry sweep (reminders a week before, then
 * expiring) and the saved searches' daily digests. Both are safe to run on
 * every instance at once (they claim their rows) and take the moment as a
 * parameter.
 *
 * The lead will move these onto the job queue (issue #44's first half) as
 * recurring jobs; this file is the one place that starts them until then.
 */
import { sweepListingExpiry } from './features/listings/expiry.ts';
import { sendSavedSearchDigest } from './features/saved-searches/alerts.ts';
import type { Deps } from './platform/context.ts';

export function startBackgroundSweeps(deps: Deps): () => void {
  let running = false;
  const tick = async () => {
    // A slow pass is not overlapped by the next.
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const swept = await sweepListingExpiry(deps, now);
      if (swept.expired + swept.reminded > 0) deps.logger.info(swept, 'Listing expiry swept');
      await sendSavedSearchDigest(deps, now);
    } catch (error) {
      deps.logger.warn({ err: error }, 'A background sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), deps.config.listingExpiry.sweepIntervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/**
 * Sweeps that run on a period (issue #44): the listing expiry sweep
 * (features/listings/expiry-jobs.ts) and the saved searches' daily digests
 * (features/saved-searches/jobs.ts), and a saved-search announcement sweep
 * for any listing whose own sweep could not be queued
 * (features/saved-searches/announcements.ts). Each instance adds them to the job queue
 * every LISTING_SWEEP_INTERVAL_MS under a job key, so one of each waits at a
 * time however many instances there are, one instance runs it, a failure is
 * retried and shows on /admin/jobs (the announcement sweep logs a listing it
 * cannot announce instead: docs/jobs.md). A period rather than a schedule line
 * (server/jobs.ts): the queue's crontab counts in minutes, and the browser
 * tests sweep every second.
 */
import { LISTING_EXPIRY_JOB } from './features/listings/expiry-jobs.ts';
import { enqueueAnnouncementSweep } from './features/saved-searches/announcements.ts';
import { SAVED_SEARCH_DIGEST_JOB } from './features/saved-searches/jobs.ts';
import type { Deps } from './platform/context.ts';

const PERIODIC_JOBS = [LISTING_EXPIRY_JOB, SAVED_SEARCH_DIGEST_JOB];

export function startBackgroundSweeps(deps: Pick<Deps, 'jobs' | 'config' | 'logger'>): () => void {
  const tick = () =>
    Promise.all([
      ...PERIODIC_JOBS.map((job) => deps.jobs.enqueue(job, {}, { key: job, maxAttempts: 3 })),
      enqueueAnnouncementSweep(deps, 0),
    ]).catch((error: unknown) => deps.logger.warn({ err: error }, 'A sweep could not be queued'));
  const timer = setInterval(() => void tick(), deps.config.listingExpiry.sweepIntervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

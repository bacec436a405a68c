/**
 * A new listing's announcement to the saved searches it matches (issue #44),
 * gathered into sweeps (issue #45).
 *
 * The listing's own insert writes its row in saved_search_announcements
 * (`announcementWaiting`), so no listing is published without its
 * announcement waiting. One job, under one key, sweeps them: it takes the
 * waiting rows, announces each listing (alerts.ts) and deletes its row.
 * A post queues that sweep SAVED_SEARCH_GATHER_MS ahead unless this instance
 * already knows one waiting to start (`queueAnnouncementSweep`), so a burst of
 * posts is one add_job and one job. Before, each listing was a job of its own:
 * an add_job on the post's path, then a fetch and a completion, most of a
 * post's database time. The periodic sweeps (server/background.ts) queue one
 * too, so a row whose sweep could not be queued still goes out.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { savedSearchAnnouncements } from '../../db/schema/saved-searches.ts';
import type { Deps } from '../../platform/context.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { announceNewListingToSavedSearches } from './alerts.ts';

export const SAVED_SEARCH_ANNOUNCE_JOB = 'savedSearches.announce';
const SWEEP_KEY = 'saved-search-announce';
/** A listing's announcement is given up after this many failed sweeps (as its own job was). */
export const ANNOUNCE_ATTEMPTS = 3;
/** Rows a sweep takes at a time. */
const BATCH = 50;
/** A sweep due this soon may already have taken the waiting rows: queue again rather than count on it. */
const DUE_MARGIN_MS = 100;

/**
 * The CTE that writes a new listing's announcement row, for the listing's own
 * insert (`listingId`: its id, from that statement's listing CTE).
 */
export function announcementWaiting(db: Db, listingId: SQL) {
  return db
    .$with('announced')
    .as(
      db
        .insert(savedSearchAnnouncements)
        .values({ listingId })
        .returning({ listingId: savedSearchAnnouncements.listingId }),
    );
}

/** Per job queue (one per instance): until when (this process's clock) a sweep is known to wait. */
const sweepWaitingUntil = new WeakMap<JobQueue, Promise<number>>();

/**
 * Makes sure a sweep will run after the listings stored so far: queues one
 * `delayMs` ahead (a sweep already waiting keeps its time), unless this
 * instance queued one that has not started yet. A sweep starts no earlier
 * than its time, so one still waiting sees every row written before it.
 * Calls are taken in order, each deciding once the one before it has.
 */
export function queueAnnouncementSweep(
  deps: Pick<Deps, 'jobs' | 'logger'>,
  delayMs: number,
): Promise<void> {
  const before = sweepWaitingUntil.get(deps.jobs) ?? Promise.resolve(0);
  const decided = before.then(async (until) => {
    if (until > Date.now() + DUE_MARGIN_MS) return until;
    try {
      const job = await deps.jobs.enqueue(
        SAVED_SEARCH_ANNOUNCE_JOB,
        {},
        { key: SWEEP_KEY, keyMode: 'preserve_run_at', delayMs, maxAttempts: ANNOUNCE_ATTEMPTS },
      );
      return job.runAt.getTime();
    } catch (error) {
      // The rows wait for the next periodic sweep; the listing is saved either way.
      deps.logger.warn({ err: error }, 'Announcing listings to saved searches could not be queued');
      return 0;
    }
  });
  sweepWaitingUntil.set(deps.jobs, decided);
  return decided.then(() => {});
}

type Waiting = { listing_id: string; attempts: number };

/**
 * Takes up to BATCH waiting rows for this sweep (`skip`: rows it already
 * failed on, left for its retry). A row another sweep took stays with it;
 * a claim older than five minutes is a sweep that died, and is taken again.
 */
async function claimWaiting(db: Db, skip: string[]): Promise<Waiting[]> {
  const { rows } = await executePrepared<Waiting>(
    db,
    'saved-search-announcements-claim',
    sql`
    UPDATE ${savedSearchAnnouncements} a
       SET attempts = a.attempts + 1, claimed_at = now()
     WHERE a.listing_id IN (
       SELECT listing_id FROM ${savedSearchAnnouncements}
        WHERE (claimed_at IS NULL OR claimed_at < now() - interval '5 minutes')
          AND listing_id <> ALL (${`{${skip.join(',')}}`}::uuid[])
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING a.listing_id, a.attempts`,
  );
  return rows;
}

type SweepDeps = Parameters<typeof announceNewListingToSavedSearches>[0];

/**
 * The sweep: announces every waiting listing and deletes its row. A listing
 * whose announcement fails keeps its row for the retry, which tells those
 * this one had not (alerts.ts, `again`), until ANNOUNCE_ATTEMPTS sweeps have
 * failed on it; then it is logged and dropped. Throws when any failed, so the
 * queue retries the sweep. Returns how many listings it announced.
 */
export async function announceWaitingListings(deps: SweepDeps, now: Date): Promise<number> {
  const failed: string[] = [];
  let announced = 0;
  for (;;) {
    const claimed = await claimWaiting(deps.db, failed);
    const done: string[] = [];
    const givenUp: string[] = [];
    for (const row of claimed) {
      try {
        await announceNewListingToSavedSearches(deps, row.listing_id, now, {
          again: row.attempts > 1,
        });
        done.push(row.listing_id);
      } catch (error) {
        if (row.attempts >= ANNOUNCE_ATTEMPTS) {
          deps.logger.error(
            { err: error, listingId: row.listing_id },
            'A listing could not be announced to saved searches; given up',
          );
          givenUp.push(row.listing_id);
        } else {
          failed.push(row.listing_id);
          await deps.db
            .update(savedSearchAnnouncements)
            .set({ claimedAt: null })
            .where(eq(savedSearchAnnouncements.listingId, row.listing_id));
        }
      }
    }
    const finished = [...done, ...givenUp];
    if (finished.length > 0) {
      await deps.db
        .delete(savedSearchAnnouncements)
        .where(inArray(savedSearchAnnouncements.listingId, finished));
    }
    announced += done.length;
    if (claimed.length < BATCH) break;
  }
  if (failed.length > 0) {
    throw new Error(`${failed.length} listings could not be announced to saved searches yet`);
  }
  return announced;
}

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

/**
 * Queues a sweep `delayMs` ahead, under the one key: a sweep already waiting
 * keeps its time, and one that has started (locked) leaves the key to the new.
 * Either way a sweep starts after this call reached the database, so it sees
 * every listing stored before then. Returns when it may start (this process's
 * clock), or 0 when the queue could not take it: the rows then wait for the
 * next periodic sweep (server/background.ts); their listings are saved either way.
 */
export async function enqueueAnnouncementSweep(
  deps: Pick<Deps, 'jobs' | 'logger'>,
  delayMs: number,
): Promise<number> {
  try {
    const job = await deps.jobs.enqueue(
      SAVED_SEARCH_ANNOUNCE_JOB,
      {},
      { key: SWEEP_KEY, keyMode: 'preserve_run_at', delayMs, maxAttempts: ANNOUNCE_ATTEMPTS },
    );
    return job.runAt.getTime();
  } catch (error) {
    deps.logger.warn({ err: error }, 'Announcing listings to saved searches could not be queued');
    return 0;
  }
}

/** Per job queue (one per instance): what asks this instance's sweeps for the listings it stores. */
const sweepAskers = new WeakMap<JobQueue, () => Promise<void>>();

/**
 * Makes sure a sweep will start after the listings stored so far, with as few
 * additions to the queue as that takes:
 * - none while a sweep this instance queued is known to wait (it starts no
 *   earlier than its time, DUE_MARGIN_MS to spare, so it sees them);
 * - else one, SAVED_SEARCH_GATHER_MS ahead (`delayMs`);
 * - and while one is on its way, which may have reached the database before
 *   this listing was stored, one more after it for every listing stored
 *   meanwhile (none if the first came back with a sweep still waiting).
 * So posts never queue up behind each other's additions (issue #45).
 */
export function queueAnnouncementSweep(
  deps: Pick<Deps, 'jobs' | 'logger'>,
  delayMs: number,
): Promise<void> {
  let ask = sweepAskers.get(deps.jobs);
  if (!ask) {
    let waitingUntil = 0;
    let adding: Promise<void> | null = null;
    let again: Promise<void> | null = null;
    const known = () => waitingUntil > Date.now() + DUE_MARGIN_MS;
    const add = () => {
      const added: Promise<void> = enqueueAnnouncementSweep(deps, delayMs).then((until) => {
        waitingUntil = until;
        adding = null;
      });
      adding = added;
      return added;
    };
    ask = () => {
      if (known()) return Promise.resolve();
      if (!adding) return add();
      again ??= adding.then(() => {
        again = null;
        return known() ? undefined : add();
      });
      return again;
    };
    sweepAskers.set(deps.jobs, ask);
  }
  return ask();
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

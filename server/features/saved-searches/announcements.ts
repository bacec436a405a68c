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
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
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
const BATCH = 10;
/**
 * A sweep's hold on a row this old is taken as a dead sweep's (a crash, a lost
 * connection): another takes the row. Far longer than telling one listing takes.
 */
const CLAIM_EXPIRES = '15 minutes';
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
 * So posts never queue up behind each other's additions (issue #45). One asker
 * per job queue, made with its first caller's `delayMs`: callers pass the
 * configured SAVED_SEARCH_GATHER_MS.
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
      const added: Promise<void> = enqueueAnnouncementSweep(deps, delayMs)
        .then((until) => {
          waitingUntil = until;
        })
        .finally(() => {
          if (adding === added) adding = null;
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
 * Takes up to BATCH waiting rows for this sweep (`sweep`: its token, which its
 * later writes to those rows require). A row another sweep holds stays with it;
 * a hold older than CLAIM_EXPIRES is a sweep that died, and is taken again; a
 * row that failed waits until its retry time.
 */
async function claimWaiting(db: Db, sweep: string): Promise<Waiting[]> {
  const { rows } = await executePrepared<Waiting>(
    db,
    'saved-search-announcements-claim',
    sql`
    UPDATE ${savedSearchAnnouncements} a
       SET attempts = a.attempts + 1, claimed_at = now(), claimed_by = ${sweep}::uuid
     WHERE a.listing_id IN (
       SELECT listing_id FROM ${savedSearchAnnouncements}
        WHERE (claimed_at IS NULL OR claimed_at < now() - ${CLAIM_EXPIRES}::interval)
          AND (retry_at IS NULL OR retry_at <= now())
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING a.listing_id, a.attempts`,
  );
  return rows;
}

/** The row of `listingId` while `sweep` still holds it. */
const heldBy = (listingId: string, sweep: string) =>
  and(
    eq(savedSearchAnnouncements.listingId, listingId),
    eq(savedSearchAnnouncements.claimedBy, sweep),
  );

type SweepDeps = Parameters<typeof announceNewListingToSavedSearches>[0] & Pick<Deps, 'jobs'>;

/**
 * The sweep: announces every waiting listing, deleting each one's row as soon
 * as it is told (a crash repeats none told before it). A listing whose
 * announcement fails keeps its row, let go until a retry time e^attempts
 * seconds on, as the queue's own retries wait; the next sweep after that time
 * (this one queues it) tells those this one had not (alerts.ts, `again`).
 * After ANNOUNCE_ATTEMPTS it is logged as an error and dropped. Returns how
 * many listings it announced.
 */
export async function announceWaitingListings(deps: SweepDeps, now: Date): Promise<number> {
  const sweep = randomUUID();
  let announced = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claimWaiting(deps.db, sweep);
    for (const row of claimed) {
      try {
        await announceNewListingToSavedSearches(deps, row.listing_id, now, {
          again: row.attempts > 1,
        });
        announced += 1;
      } catch (error) {
        if (row.attempts < ANNOUNCE_ATTEMPTS) {
          failed += 1;
          deps.logger.warn(
            { err: error, listingId: row.listing_id },
            'A listing could not be announced to saved searches; it will be tried again',
          );
          await deps.db
            .update(savedSearchAnnouncements)
            .set({
              claimedAt: null,
              claimedBy: null,
              retryAt: sql`now() + make_interval(secs => exp(${row.attempts}::int))`,
            })
            .where(heldBy(row.listing_id, sweep));
          continue;
        }
        deps.logger.error(
          { err: error, listingId: row.listing_id },
          'A listing could not be announced to saved searches; given up',
        );
      }
      await deps.db.delete(savedSearchAnnouncements).where(heldBy(row.listing_id, sweep));
    }
    if (claimed.length < BATCH) break;
  }
  if (failed > 0) await queueRetrySweep(deps);
  return announced;
}

/** Queues a sweep for the earliest retry time of the rows let go. */
async function queueRetrySweep(deps: SweepDeps) {
  const { rows } = await deps.db.execute<{ wait_ms: number | null }>(sql`
    SELECT (extract(epoch FROM min(retry_at) - now()) * 1000)::float8 AS wait_ms
      FROM ${savedSearchAnnouncements} WHERE claimed_at IS NULL`);
  const wait = rows[0]?.wait_ms;
  if (wait !== null && wait !== undefined) {
    await enqueueAnnouncementSweep(deps, Math.max(0, Math.ceil(wait)));
  }
}

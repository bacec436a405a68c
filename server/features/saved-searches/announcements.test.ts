/**
 * A new listing's announcement gathered into sweeps (issue #45): the listing's
 * insert leaves its row waiting, one queued sweep announces every waiting
 * listing, and a failure is retried for that listing alone.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createDeps } from '../../deps.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createTestApp } from '../../test/app.ts';
import { type Member, signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { mailTo } from '../../test/mail.ts';
import { noticesOf } from '../../test/notices.ts';
import {
  ANNOUNCE_ATTEMPTS,
  announceWaitingListings,
  queueAnnouncementSweep,
  SAVED_SEARCH_ANNOUNCE_JOB,
} from './announcements.ts';

const database = setupTestDatabase();
const PUBLIC_URL = 'http://localhost:3000';
/** A publish here queues its sweep a minute ahead: the tests run the sweep themselves. */
const app = () => createTestApp(database, { PUBLIC_URL, SAVED_SEARCH_GATHER_MS: '60000' });
const deps = (logger = silentLogger) =>
  createDeps(loadConfig({ NODE_ENV: 'test', PUBLIC_URL }), database, logger);

let cities = 0;
const freshCity = () => `Sweeptown${++cities}${Date.now().toString(36)}`;

async function seekerIn(city: string): Promise<Member> {
  const seeker = await signedUpMember(app(), database.db, 'Seeker');
  const saved = await seeker.browser.request('/api/saved-searches', {
    json: { name: 'Lamps', page: 'browse', params: { city, q: 'lamp' } },
  });
  expect(saved.status, await saved.clone().text()).toBe(201);
  return seeker;
}

async function post(seller: Member, city: string, title: string): Promise<string> {
  const posted = await seller.browser.request('/api/listings', {
    json: {
      title,
      category: 'services',
      subcategory: 'household',
      city,
      contact: { phone: '+1 555 0100' },
    },
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

async function waiting(ids: string[]) {
  const { rows } = await database.db.execute<{ listing_id: string; attempts: number }>(sql`
    SELECT listing_id::text, attempts FROM saved_search_announcements
     WHERE listing_id = ANY (${`{${ids.join(',')}}`}::uuid[]) ORDER BY listing_id`);
  return rows;
}

const lampNotices = async (seeker: Member) =>
  (await noticesOf(seeker)).notifications.filter((n) => n.type === 'saved_search');
const lampMail = async (seeker: Member) =>
  (await mailTo(database.db, seeker.email)).filter((mail) => /saved search/.test(mail.subject));

describe('announcing new listings in sweeps (issue #45)', () => {
  it('a burst of posts waits for one sweep, which tells the seeker of each and clears them', async () => {
    const city = freshCity();
    const seeker = await seekerIn(city);
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const ids = [
      await post(seller, city, 'Brass lamp'),
      await post(seller, city, 'Reading lamp'),
      await post(seller, city, 'Paper lamp'),
    ];
    expect(await waiting(ids)).toHaveLength(3);
    // One sweep waits for them, SAVED_SEARCH_GATHER_MS ahead.
    const { rows: jobs } = await database.db.execute<{ wait_s: number }>(sql`
      SELECT extract(epoch FROM run_at - now())::float8 AS wait_s FROM graphile_worker.jobs
       WHERE task_identifier = ${SAVED_SEARCH_ANNOUNCE_JOB}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.wait_s).toBeGreaterThan(50);

    expect(await announceWaitingListings(deps(), new Date())).toBeGreaterThanOrEqual(3);
    expect(await waiting(ids)).toEqual([]);
    expect((await lampNotices(seeker)).map((n) => n.link).sort()).toEqual(
      ids.map((id) => `/l/${id}`).sort(),
    );
    expect(await lampMail(seeker)).toHaveLength(3);
  });

  it('queues a sweep only when this instance knows of none waiting to start', async () => {
    const queue = deps();
    const enqueue = vi.spyOn(queue.jobs, 'enqueue');
    await queueAnnouncementSweep(queue, 60_000);
    await queueAnnouncementSweep(queue, 60_000);
    expect(enqueue).toHaveBeenCalledTimes(1);
    // A sweep due now may already have taken the rows: the next post queues again.
    const soon = deps();
    const enqueueSoon = vi.spyOn(soon.jobs, 'enqueue');
    await database.db.execute(sql`SELECT graphile_worker.remove_job('saved-search-announce')`);
    await queueAnnouncementSweep(soon, 0);
    await queueAnnouncementSweep(soon, 0);
    expect(enqueueSoon).toHaveBeenCalledTimes(2);
    // Posts at once while one is on its way: one more after it covers them all.
    await Promise.all(Array.from({ length: 8 }, () => queueAnnouncementSweep(soon, 0)));
    expect(enqueueSoon).toHaveBeenCalledTimes(4);
  });

  it('a listing deleted before its sweep is announced to no one', async () => {
    const city = freshCity();
    const seeker = await seekerIn(city);
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const id = await post(seller, city, 'Desk lamp');
    expect((await seller.browser.request(`/api/listings/${id}`, { method: 'DELETE' })).ok).toBe(
      true,
    );
    expect(await waiting([id])).toEqual([]);
    await announceWaitingListings(deps(), new Date());
    expect(await lampNotices(seeker)).toEqual([]);
  });

  it('two sweeps at once announce each listing once', async () => {
    const city = freshCity();
    const seeker = await seekerIn(city);
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const ids: string[] = [];
    for (const title of ['Oil lamp', 'Floor lamp', 'Clay lamp', 'Glass lamp', 'Salt lamp'])
      ids.push(await post(seller, city, title));
    await Promise.all([
      announceWaitingListings(deps(), new Date()),
      announceWaitingListings(deps(), new Date()),
    ]);
    expect(await waiting(ids)).toEqual([]);
    const links = (await lampNotices(seeker)).map((n) => n.link);
    expect(links.sort()).toEqual(ids.map((id) => `/l/${id}`).sort());
    expect(await lampMail(seeker)).toHaveLength(5);
  });

  it('a listing a sweep failed on waits for its retry time, then the retry mails those not yet mailed; given up after the last attempt', async () => {
    const city = freshCity();
    const seeker = await seekerIn(city);
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const id = await post(seller, city, 'Hanging lamp');
    const failing = deps();
    failing.mailer.send = async () => {
      throw new Error('the mail server is down');
    };
    const retryDue = () =>
      database.db.execute(sql`
        UPDATE saved_search_announcements SET retry_at = now() WHERE retry_at IS NOT NULL`);

    await announceWaitingListings(failing, new Date());
    // Its hit was recorded and the seeker told in the app; the mail did not go. The row
    // waits e^1 seconds, and a sweep is queued for then.
    const [row] = await waiting([id]);
    expect(row?.attempts).toBe(1);
    const { rows: retry } = await database.db.execute<{ wait_s: number; job_s: number }>(sql`
      SELECT extract(epoch FROM a.retry_at - now())::float8 AS wait_s,
             extract(epoch FROM j.run_at - now())::float8 AS job_s
        FROM saved_search_announcements a, graphile_worker.jobs j
       WHERE a.listing_id = ${id} AND j.task_identifier = ${SAVED_SEARCH_ANNOUNCE_JOB}`);
    expect(retry[0]?.wait_s).toBeGreaterThan(2);
    expect(retry[0]?.job_s).toBeLessThanOrEqual((retry[0]?.wait_s ?? 0) + 0.5);
    expect(await lampNotices(seeker)).toHaveLength(1);
    expect(await lampMail(seeker)).toHaveLength(0);
    // Not before its time.
    await announceWaitingListings(deps(), new Date());
    expect(await waiting([id])).toHaveLength(1);

    await retryDue();
    await announceWaitingListings(deps(), new Date());
    expect(await waiting([id])).toEqual([]);
    expect(await lampMail(seeker)).toHaveLength(1);

    // One that fails every time is logged and dropped at the last attempt.
    const never = await post(seller, city, 'Broken lamp');
    for (let attempt = 1; attempt < ANNOUNCE_ATTEMPTS; attempt++) {
      await announceWaitingListings(failing, new Date());
      await retryDue();
    }
    expect((await waiting([never]))[0]?.attempts).toBe(ANNOUNCE_ATTEMPTS - 1);
    const logger = pino({ level: 'silent' });
    const logged = vi.spyOn(logger, 'error');
    const lastTry = deps(logger);
    lastTry.mailer.send = failing.mailer.send;
    await announceWaitingListings(lastTry, new Date());
    expect(await waiting([never])).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ listingId: never }),
      'A listing could not be announced to saved searches; given up',
    );
  });

  it('takes again a listing whose sweep died holding it, once the hold is 15 minutes old', async () => {
    const city = freshCity();
    const seeker = await seekerIn(city);
    const seller = await signedUpMember(app(), database.db, 'Seller');
    const id = await post(seller, city, 'Bedside lamp');
    await database.db.execute(sql`
      UPDATE saved_search_announcements
         SET attempts = 1, claimed_at = now(), claimed_by = gen_random_uuid()
       WHERE listing_id = ${id}`);
    await announceWaitingListings(deps(), new Date());
    expect(await waiting([id])).toEqual([{ listing_id: id, attempts: 1 }]);
    await database.db.execute(sql`
      UPDATE saved_search_announcements SET claimed_at = now() - interval '16 minutes'
       WHERE listing_id = ${id}`);
    await announceWaitingListings(deps(), new Date());
    expect(await waiting([id])).toEqual([]);
    expect(await lampMail(seeker)).toHaveLength(1);
  });
});

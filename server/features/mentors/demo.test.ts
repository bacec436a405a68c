import { describe, expect, it } from 'vitest';
import { MENTOR_TOPIC_FILTERS } from '../../../shared/mentors.ts';
import { mentorBookings, mentorReviews, mentors } from '../../db/schema/mentors.ts';
import { silentLogger } from '../../platform/logger.ts';
import { keysForUrl } from '../../platform/media/keys.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { withDemoMembers } from '../../test/demo-seed.ts';
import { tempDir } from '../../test/temp.ts';
import { seedMentorsDemo } from './demo.ts';

const database = setupTestDatabase();
const media = createLocalMediaStore(tempDir('habesha-mentor-demo-'));
const now = new Date('2026-11-25T12:00:00Z');
const run = () => seedMentorsDemo({ db: database.db, media, logger: silentLogger, now });

withDemoMembers(database);

describe('mentor demo data', () => {
  it('adds about a dozen mentors with stored photos across cities and every topic filter, and bookings in every status', async () => {
    const added = await run();
    expect(added.mentors).toBeGreaterThanOrEqual(10);
    const rows = await database.db.select().from(mentors);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(8);
    const tags = new Set(rows.flatMap((row) => row.topicTags));
    for (const topic of MENTOR_TOPIC_FILTERS) expect(tags.has(topic), topic).toBe(true);
    for (const row of rows) {
      expect(row.photos.length).toBeGreaterThanOrEqual(1);
      for (const url of row.photos) {
        for (const key of keysForUrl(url) ?? ['missing']) {
          expect(await media.get(key), key).toBeTruthy();
        }
      }
    }
    const bookings = await database.db.select().from(mentorBookings);
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(
      new Set(['requested', 'accepted', 'declined', 'cancelled', 'completed']),
    );
    // The declined and cancelled ones say why, as the mentor's dialog lets them (issue #40).
    for (const booking of bookings.filter((b) => ['declined', 'cancelled'].includes(b.status)))
      expect(booking.closeReason, booking.message).toBeTruthy();
    // Timed sessions and reviews (issue #42): some mentors have hours and a next free slot;
    // the cards' averages come from real reviews.
    const timed = rows.filter((row) => row.weeklyHours.length > 0);
    expect(timed.length).toBeGreaterThanOrEqual(3);
    for (const row of timed) expect(row.nextFreeAt?.getTime()).toBeGreaterThan(now.getTime());
    const reviews = await database.db.select().from(mentorReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(2);
    const rated = rows.filter((row) => row.ratingCount > 0);
    expect(rated.map((row) => row.id).sort()).toEqual(
      [...new Set(reviews.map((review) => review.mentorId))].sort(),
    );
    for (const row of rows.filter((r) => r.ratingCount === 0)) expect(row.rating).toBe(0);
  });

  it('adds nothing the second time', async () => {
    expect(await run()).toEqual({ mentors: 0, mentorBookings: 0, mentorReviews: 0 });
  });
});

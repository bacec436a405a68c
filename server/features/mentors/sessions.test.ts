/**
 * Timed mentoring sessions and reviews (issue #42), through the HTTP API on a
 * real PostgreSQL: availability and its free slots, a requested slot held for
 * the mentee, accepts of overlapping requests racing (exactly one wins, by
 * the database's exclusion constraint), the calendar file, reminders on the
 * job queue, and reviews after the end. Time moves in the database (a
 * session's times, a hold's end), never by waiting.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../../shared/mentor-slots.ts';
import type {
  BookingDto,
  BookingListReply,
  MentorDirectoryReply,
  MentorDto,
  MentorReviewDto,
  MentorReviewsReply,
  MentorSlotsReply,
} from '../../../shared/mentors.ts';
import { MENTOR_MESSAGES } from '../../../shared/mentors.ts';
import type { AvailabilityInput } from '../../../shared/schemas/mentors.ts';
import { mentorBookings, mentorReviews, mentors } from '../../db/schema/mentors.ts';
import { json } from '../../test/app.ts';
import { type Member, signedUpMember, TestBrowser } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { png } from '../../test/images.ts';
import { newestMailTo } from '../../test/mail.ts';
import { noticesOf } from '../../test/notices.ts';
import { startTestServer } from '../../test/server.ts';
import { sendReminder } from './reminders.ts';

const database = setupTestDatabase();
let server: Awaited<ReturnType<typeof startTestServer>>;
let mentor: Member;
let plain: Member; // a mentor without hours
let menteeA: Member;
let menteeB: Member;
let profile: MentorDto;
let plainProfile: MentorDto;

type ErrorReply = { error: { message: string; fields?: Record<string, string> } };

const ZONE = 'America/New_York';
const HOURS: AvailabilityInput = {
  time_zone: ZONE,
  session_minutes: 60,
  meeting_mode: 'video',
  meeting_detail: 'https://meet.example/selam',
  booking_weeks: 2,
  // Every day, 08:00 to 20:00 in New York.
  weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '20:00' })),
};

async function createProfile(member: Member, name: string) {
  const body = new FormData();
  body.set('mentor', JSON.stringify({ display_name: name, bio: 'Helps', topics: ['Finance'] }));
  body.append('photos', new File([(await png()) as Uint8Array<ArrayBuffer>], 'me.png'));
  const response = await member.browser.request('/api/mentors', { form: body });
  expect(response.status).toBe(201);
  return json<MentorDto>(response);
}

const setHours = (member: Member, input: AvailabilityInput = HOURS) =>
  member.browser.request('/api/mentors/mine/availability', { method: 'PUT', json: input });

async function slots(browser: TestBrowser = menteeA.browser) {
  const response = await browser.request(`/api/mentors/${profile.id}/slots`);
  expect(response.status).toBe(200);
  return json<MentorSlotsReply>(response);
}

const request = (member: Member, startsAt: string | null, mentorId = profile.id) =>
  member.browser.request('/api/mentors/bookings', {
    json: { mentor_id: mentorId, message: 'Career advice please', starts_at: startsAt },
  });

async function requested(member: Member, startsAt: string) {
  const response = await request(member, startsAt);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<BookingDto>(response);
}

const act = (member: Member, id: string, action: string, reason?: string) =>
  member.browser.request(`/api/mentors/bookings/${id}`, { json: { action, reason } });

/** The hold of a request has run out, as if 48 hours had passed. */
async function holdRunsOut(id: string) {
  await database.db
    .update(mentorBookings)
    .set({ holdUntil: new Date(Date.now() - 60_000) })
    .where(eq(mentorBookings.id, id));
}

/** Moves a session into the past: it started `hoursAgo` hours ago. */
async function sessionPassed(id: string, hoursAgo = 2) {
  const starts = new Date(Date.now() - hoursAgo * 3_600_000);
  await database.db
    .update(mentorBookings)
    .set({ startsAt: starts, endsAt: new Date(starts.getTime() + 3_600_000) })
    .where(eq(mentorBookings.id, id));
}

beforeAll(async () => {
  server = await startTestServer(database);
  mentor = await signedUpMember(server.app, database.db, 'Timed Mentor');
  plain = await signedUpMember(server.app, database.db, 'Plain Mentor');
  menteeA = await signedUpMember(server.app, database.db, 'Mentee A');
  menteeB = await signedUpMember(server.app, database.db, 'Mentee B');
  profile = await createProfile(mentor, 'Selam Timed');
  plainProfile = await createProfile(plain, 'Dawit Plain');
});
afterAll(async () => {
  await server?.close();
});

describe('availability and free slots', () => {
  it('refuses a bad zone, overlapping ranges or a video session without a link', async () => {
    const cases: [Partial<AvailabilityInput>, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [
        {
          weekly_hours: [
            { day: 1, start: '09:00', end: '12:00' },
            { day: 1, start: '11:00', end: '13:00' },
          ],
        },
        'weekly_hours',
      ],
      [{ weekly_hours: [{ day: 1, start: '12:00', end: '09:00' }] }, 'weekly_hours.0'],
      [{ meeting_detail: null }, 'meeting_detail'],
      [{ meeting_detail: 'javascript:alert(1)' }, 'meeting_detail'],
    ];
    for (const [change, field] of cases) {
      const response = await setHours(mentor, { ...HOURS, ...change });
      expect(response.status, field).toBe(400);
      expect(Object.keys((await json<ErrorReply>(response)).error.fields ?? {})).toContain(field);
    }
    expect((await setHours(menteeA)).status).toBe(404);
  });

  it('saves the hours; anyone reads the free slots of the window, in the mentor’s hours', async () => {
    const response = await setHours(mentor);
    expect(response.status).toBe(200);
    const saved = await json<MentorDto>(response);
    expect(saved.availability).toMatchObject({
      time_zone: ZONE,
      session_minutes: 60,
      meeting_detail: HOURS.meeting_detail,
    });
    // Others see the hours but never the link.
    const seen = await json<MentorDto>(await menteeA.browser.request(`/api/mentors/${profile.id}`));
    expect(seen.availability?.weekly_hours).toHaveLength(7);
    expect(seen.availability).not.toHaveProperty('meeting_detail');

    const reply = await slots(new TestBrowser(server.app));
    expect(reply).toMatchObject({ time_zone: ZONE, session_minutes: 60, meeting_mode: 'video' });
    // 12 a day for two weeks, less what of today has gone.
    expect(reply.slots.length).toBeGreaterThan(12 * 13);
    expect(reply.slots.length).toBeLessThanOrEqual(12 * 15);
    for (const slot of reply.slots) {
      const wall = wallClock(new Date(slot), ZONE);
      expect(wall.hour).toBeGreaterThanOrEqual(8);
      expect(wall.hour).toBeLessThan(20);
      expect(wall.minute).toBe(0);
      expect(new Date(slot).getTime()).toBeGreaterThan(Date.now());
    }
    // A mentor without hours keeps the request-only flow.
    expect((await menteeA.browser.request(`/api/mentors/${plainProfile.id}/slots`)).status).toBe(
      409,
    );
    expect((await request(menteeA, null, plainProfile.id)).status).toBe(201);
  });

  it('lists the mentor under Available this week, and not the one without hours', async () => {
    const reply = await json<MentorDirectoryReply>(
      await menteeA.browser.request('/api/mentors?available=week'),
    );
    const ids = reply.mentors.map((m) => m.id);
    expect(ids).toContain(profile.id);
    expect(ids).not.toContain(plainProfile.id);
    expect((await menteeA.browser.request('/api/mentors?available=soon')).status).toBe(400);
  });
});

describe('booking a time', () => {
  it('needs one of the free slots, and holds it for the mentee', async () => {
    const { slots: free } = await slots();
    expect((await request(menteeA, null)).status).toBe(400);
    const offHours = new Date(new Date(free[0] as string).getTime() + 30 * 60_000).toISOString();
    expect((await request(menteeA, offHours)).status).toBe(400);
    const slot = free[3] as string;
    const booking = await requested(menteeA, slot);
    expect(booking).toMatchObject({ status: 'requested', starts_at: slot, time_zone: ZONE });
    expect(new Date(booking.ends_at as string).getTime() - new Date(slot).getTime()).toBe(
      3_600_000,
    );
    const hold = new Date(booking.hold_until as string).getTime() - Date.now();
    expect(hold).toBeGreaterThan(47 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(48 * 3_600_000);
    // The link is for the two once the session is agreed.
    expect(booking.meeting_detail).toBeNull();
    // Held: gone from the slots, and another mentee is told it was taken.
    expect((await slots(menteeB.browser)).slots).not.toContain(slot);
    const second = await request(menteeB, slot);
    expect(second.status).toBe(409);
    expect((await json<ErrorReply>(second)).error.message).toBe(MENTOR_MESSAGES.slotTaken);
    // The mentee withdraws: the slot is free again.
    expect((await act(menteeA, booking.id, 'withdraw')).status).toBe(200);
    expect((await slots()).slots).toContain(slot);
    // Its calendar file says it is off, and never how to reach the mentor.
    const ics = await (
      await menteeA.browser.request(`/api/mentors/bookings/${booking.id}/calendar.ics`)
    ).text();
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('meet.example');
  });

  it('lets exactly one of two concurrent accepts of overlapping requests win', async () => {
    const { slots: free } = await slots();
    for (let round = 0; round < 5; round++) {
      const slot = free[20 + round * 3] as string;
      const first = await requested(menteeA, slot);
      // Two days pass without an answer: the hold runs out and another mentee asks for the time.
      await holdRunsOut(first.id);
      const second = await requested(menteeB, slot);
      const answers = await Promise.all([
        act(mentor, first.id, 'accept'),
        act(mentor, second.id, 'accept'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect((await json<ErrorReply>(loser as Response)).error.message).toBe(
        MENTOR_MESSAGES.slotTaken,
      );
      const accepted = await database.db
        .select({ id: mentorBookings.id })
        .from(mentorBookings)
        .where(
          and(
            eq(mentorBookings.mentorId, profile.id),
            eq(mentorBookings.status, 'accepted'),
            eq(mentorBookings.startsAt, new Date(slot)),
          ),
        );
      expect(accepted).toHaveLength(1);
      // Clear the round: cancel the session, decline the other request.
      const won = answers[0]?.status === 200 ? first : second;
      const lost = won === first ? second : first;
      expect((await act(mentor, won.id, 'cancel')).status).toBe(200);
      expect((await act(mentor, lost.id, 'decline')).status).toBe(200);
    }
  });

  it('refuses an accept that overlaps a session of another length (the database’s check)', async () => {
    const { slots: free } = await slots();
    const slot = free[40] as string;
    const long = await requested(menteeA, slot);
    await holdRunsOut(long.id);
    // Sessions are now 30 minutes: the half hour inside the held hour is asked for.
    expect((await setHours(mentor, { ...HOURS, session_minutes: 30 })).status).toBe(200);
    const inside = new Date(new Date(slot).getTime() + 30 * 60_000).toISOString();
    const short = await requested(menteeB, inside);
    expect((await act(mentor, short.id, 'accept')).status).toBe(200);
    const refused = await act(mentor, long.id, 'accept');
    expect(refused.status).toBe(409);
    expect((await act(mentor, short.id, 'cancel', 'Moving house')).status).toBe(200);
    expect((await act(mentor, long.id, 'decline')).status).toBe(200);
    expect((await setHours(mentor)).status).toBe(200);
  });
});

describe('an accepted session', () => {
  let session: BookingDto;

  it('tells the mentee, shows how to meet, and queues reminders 24 h and 1 h before', async () => {
    const { slots: free } = await slots();
    // More than a day ahead.
    const slot = free.find((s) => new Date(s).getTime() > Date.now() + 30 * 3_600_000) as string;
    const booking = await requested(menteeA, slot);
    const accepted = await act(mentor, booking.id, 'accept');
    expect(accepted.status).toBe(200);
    session = await json<BookingDto>(accepted);
    const mine = await json<BookingListReply>(
      await menteeA.browser.request('/api/mentors/bookings/mine'),
    );
    expect(mine.bookings.find((b) => b.id === booking.id)).toMatchObject({
      status: 'accepted',
      meeting_mode: 'video',
      meeting_detail: HOURS.meeting_detail,
      hold_until: null,
    });
    expect((await noticesOf(menteeA)).notifications[0]?.type).toBe('mentor_accept');
    const jobs = await database.db.execute<{ key: string; run_at: Date }>(
      sql`SELECT key, run_at FROM graphile_worker.jobs WHERE key LIKE ${`mentor-reminder:${booking.id}:%`} ORDER BY run_at`,
    );
    expect(jobs.rows.map((job) => [job.key, new Date(job.run_at).toISOString()])).toEqual([
      [
        `mentor-reminder:${booking.id}:24`,
        new Date(new Date(slot).getTime() - 24 * 3_600_000).toISOString(),
      ],
      [
        `mentor-reminder:${booking.id}:1`,
        new Date(new Date(slot).getTime() - 3_600_000).toISOString(),
      ],
    ]);
  });

  it('reminds both in the app and by email when the job runs, and not once cancelled', async () => {
    const payload = { bookingId: session.id, hours: 1, startsAt: session.starts_at as string };
    expect(await sendReminder(server.deps, payload)).toEqual({ sent: true });
    // Each is told whom they meet.
    for (const [member, other] of [
      [menteeA, 'Selam Timed'],
      [mentor, 'Mentee A'],
    ] as const) {
      expect((await noticesOf(member)).notifications[0]).toMatchObject({
        type: 'mentor_reminder_1h',
        title: 'Your mentoring session starts in 1 hour',
        body: expect.stringContaining(`${other} · `),
      });
      const mail = await newestMailTo(database.db, member.email);
      expect(mail?.subject).toBe('Your mentoring session starts in 1 hour');
      expect(mail?.text).toContain(ZONE);
      expect(mail?.text).toContain(`With ${other}, `);
      // Booking emails stop in one click, signed out (RFC 8058).
      expect(mail?.headers).toMatchObject({
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail?.text).toContain('Stop emails about bookings: ');
    }
    // In the member's own language: the mentee reads Tigrinya.
    await database.db.execute(
      sql`INSERT INTO notification_settings (user_id, language) VALUES (${menteeA.userId}, 'ti')
          ON CONFLICT (user_id) DO UPDATE SET language = 'ti'`,
    );
    expect(await sendReminder(server.deps, { ...payload, hours: 24 })).toEqual({ sent: true });
    const inTigrinya = await newestMailTo(database.db, menteeA.email);
    expect(inTigrinya?.subject).toBe('ናይ ምኽሪ ክፍለ-ግዜኹም ኣብ 24 ሰዓታት ይጅምር');
    expect(inTigrinya?.text).toContain('ሰዓት ኒው ዮርክ');
    // A reminder for a time the session no longer has sends nothing.
    expect(
      await sendReminder(server.deps, { ...payload, startsAt: new Date().toISOString() }),
    ).toEqual({ sent: false });
  });

  it('gives its two parties an .ics with the time in the mentor’s zone', async () => {
    const response = await menteeA.browser.request(
      `/api/mentors/bookings/${session.id}/calendar.ics`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.ics"/);
    const ics = await response.text();
    const wall = wallClock(new Date(session.starts_at as string), ZONE);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(ics).toContain(
      `DTSTART;TZID=${ZONE}:${wall.year}${two(wall.month)}${two(wall.day)}T${two(wall.hour)}0000`,
    );
    expect(ics).toContain(`TZID:${ZONE}`);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${session.id}@habesha-community`);
    expect(ics).toContain('https://meet.example/selam');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(
      (await mentor.browser.request(`/api/mentors/bookings/${session.id}/calendar.ics`)).status,
    ).toBe(200);
    expect(
      (await menteeB.browser.request(`/api/mentors/bookings/${session.id}/calendar.ics`)).status,
    ).toBe(404);
  });

  it('takes a review from its mentee once after the end; the mentor replies once; cards show it', async () => {
    const review = (member: Member, body: object) =>
      member.browser.request(`/api/mentors/bookings/${session.id}/review`, { json: body });
    const early = await review(menteeA, { rating: 5 });
    expect(early.status).toBe(409);
    expect((await json<ErrorReply>(early)).error.message).toBe(MENTOR_MESSAGES.reviewNotYet);
    await sessionPassed(session.id);
    const mine = await json<BookingListReply>(
      await menteeA.browser.request('/api/mentors/bookings/mine'),
    );
    expect(mine.bookings.find((b) => b.id === session.id)?.can_review).toBe(true);
    expect((await review(menteeA, { rating: 6 })).status).toBe(400);
    expect((await review(mentor, { rating: 5 })).status).toBe(403);
    const written = await review(menteeA, { rating: 4, body: 'Clear and kind advice.' });
    expect(written.status).toBe(201);
    const dto = await json<MentorReviewDto>(written);
    expect((await review(menteeA, { rating: 5 })).status).toBe(409);
    expect((await noticesOf(mentor)).notifications[0]?.type).toBe('mentor_review');

    const card = await json<MentorDto>(await menteeB.browser.request(`/api/mentors/${profile.id}`));
    expect(card).toMatchObject({ rating: 4, rating_count: 1 });
    const reply = (member: Member) =>
      member.browser.request(`/api/mentors/reviews/${dto.id}/reply`, {
        json: { reply: 'Thank you!' },
      });
    expect((await reply(menteeA)).status).toBe(403);
    expect((await reply(mentor)).status).toBe(200);
    expect((await reply(mentor)).status).toBe(409);
    const list = await json<MentorReviewsReply>(
      await new TestBrowser(server.app).request(`/api/mentors/${profile.id}/reviews`),
    );
    expect(list).toMatchObject({ rating: 4, rating_count: 1 });
    expect(list.reviews[0]).toMatchObject({
      rating: 4,
      body: 'Clear and kind advice.',
      reply: 'Thank you!',
      can_reply: false,
    });
    // Reported like any content.
    const report = await menteeB.browser.request(`/api/mentors/reviews/${dto.id}/reports`, {
      json: { reason: 'spam' },
    });
    expect(report.status).toBe(201);
    // Removed by moderators: gone for the mentor (no words, no reply), kept, marked, for its author.
    await database.db
      .update(mentorReviews)
      .set({ moderation: 'removed' })
      .where(eq(mentorReviews.id, dto.id));
    const mentorsView = await json<BookingListReply>(
      await mentor.browser.request('/api/mentors/bookings/incoming'),
    );
    expect(mentorsView.bookings.find((b) => b.id === session.id)?.review).toBeNull();
    expect((await reply(mentor)).status).toBe(404);
    const authorsView = await json<BookingListReply>(
      await menteeA.browser.request('/api/mentors/bookings/mine'),
    );
    expect(authorsView.bookings.find((b) => b.id === session.id)?.review).toMatchObject({
      body: 'Clear and kind advice.',
      moderation: 'removed',
    });
  });

  it('either side cancels a session with a reason the other is told', async () => {
    const { slots: free } = await slots();
    const booking = await requested(menteeB, free[60] as string);
    expect((await act(mentor, booking.id, 'accept')).status).toBe(200);
    const cancelled = await act(menteeB, booking.id, 'cancel', 'I got the job already');
    expect(cancelled.status).toBe(200);
    expect((await json<BookingDto>(cancelled)).close_reason).toBe('I got the job already');
    expect((await noticesOf(mentor)).notifications[0]).toMatchObject({
      type: 'mentor_cancel_by_mentee',
      body: expect.stringContaining('I got the job already'),
    });
    // A past session cannot be accepted any more.
    const late = await requested(menteeB, free[61] as string);
    await sessionPassed(late.id);
    expect((await act(mentor, late.id, 'accept')).status).toBe(409);
    const [row] = await database.db
      .select({ next: mentors.nextFreeAt })
      .from(mentors)
      .where(eq(mentors.id, profile.id));
    expect(row?.next?.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('after a session', () => {
  it('lets the mentee book the mentor again: the past session is completed, a request for a past time void', async () => {
    const { slots: free } = await slots();
    const first = await requested(menteeB, free[70] as string);
    expect((await act(mentor, first.id, 'accept')).status).toBe(200);
    // Still open: a second request is refused.
    expect((await request(menteeB, free[72] as string)).status).toBe(409);
    // (Five hours ago: the reviewed session took the hour two hours ago.)
    await sessionPassed(first.id, 5);
    const next = await requested(menteeB, free[72] as string);
    expect(next.status).toBe('requested');
    const [row] = await database.db
      .select({ status: mentorBookings.status })
      .from(mentorBookings)
      .where(eq(mentorBookings.id, first.id));
    expect(row?.status).toBe('completed');
    // The request left unanswered in 'either side cancels' was for a time now past: void.
    const stale = await database.db
      .select({ status: mentorBookings.status })
      .from(mentorBookings)
      .where(
        and(eq(mentorBookings.menteeId, menteeB.userId), eq(mentorBookings.status, 'requested')),
      );
    expect(stale).toHaveLength(1);
  });
});

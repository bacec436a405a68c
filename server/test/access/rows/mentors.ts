/**
 * Mentors and bookings: everyone reads the directory and profiles; members
 * create one profile and book; only the owner edits a profile; only the
 * mentor (the owner here) acts on requests made to them.
 */
import { and, eq } from 'drizzle-orm';
import { user } from '../../../db/schema/auth.ts';
import { mentorBookings, mentorReviews, mentors } from '../../../db/schema/mentors.ts';
import { png } from '../../images.ts';
import { all, memberOnly, ownerOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

const profiles = new WeakMap<AccessContext, Promise<string>>();
/** The owner's mentor profile (written directly; the API's photo rules are tested elsewhere). */
function ownersProfile(ctx: AccessContext): Promise<string> {
  let id = profiles.get(ctx);
  if (!id) {
    id = (async () => {
      const [row] = await ctx.database.db
        .insert(mentors)
        .values({
          userId: ctx.owner.userId,
          displayName: 'Owner Mentor',
          bio: 'Access mentor',
          topics: ['Finance'],
          topicTags: ['finance'],
          photos: ['/media/u_owner/access.webp'],
        })
        .returning({ id: mentors.id });
      if (!row) throw new Error('no mentor');
      return row.id;
    })();
    profiles.set(ctx, id);
  }
  return id;
}

let third = 0;
/** A fresh request to the owner's profile from a third member. */
async function requestToOwner(ctx: AccessContext): Promise<string> {
  const mentorId = await ownersProfile(ctx);
  const id = `access-mentee-${++third}-${Date.now()}`;
  await ctx.database.db.insert(user).values({ id, name: 'Third', email: `${id}@example.org` });
  const [row] = await ctx.database.db
    .insert(mentorBookings)
    .values({ mentorId, menteeId: id, message: 'Please help' })
    .returning({ id: mentorBookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

/** A member of no role, with a mentor profile of their own (for the owner to book as a mentee). */
async function thirdMember(ctx: AccessContext, withProfile = false) {
  const id = `access-third-${++third}-${Date.now()}`;
  await ctx.database.db.insert(user).values({ id, name: 'Third', email: `${id}@example.org` });
  if (!withProfile) return { userId: id, mentorId: null };
  const [row] = await ctx.database.db
    .insert(mentors)
    .values({ userId: id, displayName: 'Third Mentor', bio: 'Access', topics: ['Finance'] })
    .returning({ id: mentors.id });
  return { userId: id, mentorId: row?.id ?? null };
}

const HOUR = 3_600_000;

/** A session with a time: `menteeId` with the mentor `mentorId`, in `status`, starting `inHours` from now. */
async function timedBooking(
  ctx: AccessContext,
  mentorId: string,
  menteeId: string,
  status: string,
  inHours: number,
) {
  const startsAt = new Date(Date.now() + inHours * HOUR);
  const [row] = await ctx.database.db
    .insert(mentorBookings)
    .values({
      mentorId,
      menteeId,
      message: 'Timed',
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      timeZone: 'Africa/Asmara',
      meetingMode: 'video',
      meetingDetail: 'https://meet.example/access',
    })
    .returning({ id: mentorBookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

/** A fresh review of a completed session with the owner as the mentor, by a third member. */
async function reviewOfOwner(ctx: AccessContext): Promise<string> {
  const mentorId = await ownersProfile(ctx);
  const mentee = await thirdMember(ctx);
  const bookingId = await timedBooking(ctx, mentorId, mentee.userId, 'completed', -3);
  const [row] = await ctx.database.db
    .insert(mentorReviews)
    .values({ bookingId, mentorId, menteeId: mentee.userId, rating: 5, body: 'Great' })
    .returning({ id: mentorReviews.id });
  if (!row) throw new Error('no review');
  return row.id;
}

/** A fresh accepted session a month ahead (at an hour of its own) with the owner as its mentor. */
async function acceptedSessionWithOwner(ctx: AccessContext): Promise<string> {
  const mentorId = await ownersProfile(ctx);
  const mentee = await thirdMember(ctx);
  return timedBooking(ctx, mentorId, mentee.userId, 'accepted', 24 * 30 + third);
}

/** A fresh session that ended 3 hours ago, with the owner as the mentee of a third member. */
async function completedSessionOfOwner(ctx: AccessContext): Promise<string> {
  const mentor = await thirdMember(ctx, true);
  return timedBooking(ctx, mentor.mentorId as string, ctx.owner.userId, 'completed', -3);
}

const ACCESS_HOURS = {
  time_zone: 'Africa/Asmara',
  session_minutes: 60,
  meeting_mode: 'video',
  meeting_detail: 'https://meet.example/access',
  booking_weeks: 2,
  weekly_hours: [{ day: 1, start: '09:00', end: '12:00' }],
} as const;

/** The owner's profile, with weekly hours to offer slots in. */
async function ownersProfileWithHours(ctx: AccessContext): Promise<string> {
  const id = await ownersProfile(ctx);
  await ctx.database.db
    .update(mentors)
    .set({
      timeZone: 'Africa/Asmara',
      meetingMode: 'video',
      weeklyHours: [...ACCESS_HOURS.weekly_hours],
    })
    .where(eq(mentors.id, id));
  return id;
}

async function profileForm() {
  const form = new FormData();
  form.set(
    'mentor',
    JSON.stringify({ display_name: 'New Mentor', bio: 'Bio', topics: ['Design'] }),
  );
  form.append('photos', new File([(await png()) as Uint8Array<ArrayBuffer>], 'me.png'));
  return form;
}

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/mentors', expect: all(200) },
  { method: 'GET', route: '/api/mentors/home', expect: all(200) },
  { method: 'GET', route: '/api/mentors/mine', expect: signedIn(200) },
  { method: 'GET', route: '/api/mentors/bookings/incoming', expect: signedIn(200) },
  { method: 'GET', route: '/api/mentors/bookings/mine', expect: signedIn(200) },
  { method: 'GET', route: '/api/mentors/:id', params: ownersProfile, expect: all(200) },
  {
    method: 'POST',
    route: '/api/mentors',
    case: 'the owner has a profile already',
    expect: { ...signedIn(201), owner: 409 },
    request: async (ctx, role) => {
      await ownersProfile(ctx);
      // "other" starts without one each time.
      if (role === 'other')
        await ctx.database.db.delete(mentors).where(eq(mentors.userId, ctx.other.userId));
      return { path: '/api/mentors', form: await profileForm() };
    },
  },
  {
    method: 'PUT',
    route: '/api/mentors/:id',
    params: ownersProfile,
    json: {
      display_name: 'Owner Mentor',
      bio: 'Edited',
      topics: ['Finance'],
      photos: ['/media/u_owner/access.webp'],
    },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/mentors/bookings',
    case: 'to the owner’s profile: the owner cannot book themselves',
    expect: { ...signedIn(201), owner: 403 },
    request: async (ctx) => {
      const mentorId = await ownersProfile(ctx);
      await ctx.database.db
        .delete(mentorBookings)
        .where(
          and(eq(mentorBookings.mentorId, mentorId), eq(mentorBookings.menteeId, ctx.other.userId)),
        );
      return { path: '/api/mentors/bookings', json: { mentor_id: mentorId, message: 'Hello' } };
    },
  },
  {
    method: 'POST',
    route: '/api/mentors/bookings/:id',
    case: 'accept a request made to the owner',
    params: requestToOwner,
    json: { action: 'accept' },
    expect: ownerOnly(200),
  },
  // ---- timed sessions and reviews (issue #42) ----
  {
    method: 'PUT',
    route: '/api/mentors/mine/availability',
    case: 'the other member has no mentor profile',
    expect: memberOnly(200),
    request: async (ctx, role) => {
      await ownersProfile(ctx);
      if (role === 'other')
        await ctx.database.db.delete(mentors).where(eq(mentors.userId, ctx.other.userId));
      return { path: '/api/mentors/mine/availability', json: ACCESS_HOURS };
    },
  },
  {
    method: 'GET',
    route: '/api/mentors/:id/slots',
    case: 'a mentor with weekly hours',
    params: ownersProfileWithHours,
    expect: all(200),
  },
  { method: 'GET', route: '/api/mentors/:id/reviews', params: ownersProfile, expect: all(200) },
  {
    method: 'GET',
    route: '/api/mentors/bookings/:id/calendar.ics',
    case: 'an accepted session with the owner as its mentor',
    params: acceptedSessionWithOwner,
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/mentors/bookings/:id/review',
    case: 'a completed session with the owner as its mentee',
    params: completedSessionOfOwner,
    json: { rating: 5, body: 'Good' },
    expect: ownerOnly(201),
  },
  {
    method: 'POST',
    route: '/api/mentors/reviews/:id/reply',
    case: 'a review of the owner as mentor',
    params: reviewOfOwner,
    json: { reply: 'Thanks' },
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/mentors/reviews/:id/reports',
    case: 'a review by a third member',
    params: reviewOfOwner,
    json: { reason: 'spam' },
    expect: signedIn(201),
  },
];

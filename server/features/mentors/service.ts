/**
 * Mentors and session bookings. Profiles: anyone reads, one per account, only
 * the owner edits; photos go through the listings' photo pipeline. Bookings:
 * one service function (`changeBooking`) owns the state machine with a
 * conditional update, so of two racing changes exactly one wins and the other
 * gets 409. Every booking change is stored, then the other party is notified
 * and both parties' user channels hear the booking id (clients refetch).
 */

import { and, desc, eq, ilike, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { COMMON_MESSAGES } from '../../../shared/errors.ts';
import {
  type BookingAction,
  type BookingDto,
  type BookingEvent,
  type BookingStatus,
  isClosingAction,
  MENTOR_HOME_ROW_SIZE,
  MENTOR_MESSAGES,
  MENTOR_REQUESTS_PER_HOUR,
  MENTORS_PAGE_SIZE,
  type MentorCurrency,
  type MentorDirectoryReply,
  type MentorDto,
  mentorPriceCents,
  topicFilterTags,
} from '../../../shared/mentors.ts';
import { shownModeration } from '../../../shared/moderation.ts';
import { userChannel } from '../../../shared/realtime.ts';
import type {
  MentorDirectoryQuery,
  ValidAvailability,
  ValidMentorInput,
} from '../../../shared/schemas/mentors.ts';
import type { Db } from '../../db/client.ts';
import { type MentorRow, mentorBookings, mentors } from '../../db/schema/mentors.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError, hasSqlState } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { UploadedPhoto } from '../../platform/json-with-photos.ts';
import {
  checkPhotoCount,
  processAll,
  removePhotoFiles,
  withStoredPhotos,
} from '../../platform/media/photo-pipeline.ts';
import { limitPhotoUploads } from '../../platform/media/upload-limit.ts';
import { refuseOverLimit } from '../../platform/rate-limit.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { isBlockedBetween } from '../blocks/service.ts';
import { notify } from '../notifications/service.ts';
import { labelFor, labelsFor } from '../people/labels.ts';
import { checkTransition, mayBook, mayEditMentor, partyOf } from './policy.ts';
import { scheduleReminders } from './reminders.ts';
import { reviewsOfBookings, sessionEnded, toReviewDtos } from './reviews.ts';
import { availabilityOf, refreshNextFree, sessionIcs, slotsReply, takeSlot } from './sessions.ts';

type SaveDeps = Pick<Deps, 'db' | 'media' | 'logger' | 'config'>;

export function toMentorDto(row: MentorRow, viewerId: string | null): MentorDto {
  return {
    id: row.id,
    user_id: row.userId,
    display_name: row.displayName,
    bio: row.bio,
    city: row.city,
    country: row.country,
    price_cents: row.priceCents,
    currency: row.currency as MentorCurrency,
    free_session: row.freeSession,
    topics: row.topics,
    languages: row.languages,
    photos: row.photos,
    website_url: row.websiteUrl,
    social_links: row.socialLinks,
    rating: row.rating,
    rating_count: row.ratingCount,
    availability: availabilityOf(row, viewerId === row.userId),
    created_at: row.createdAt.toISOString(),
    mine: viewerId !== null && viewerId === row.userId,
    // Only its owner gets a moderated profile: why it is hidden, and the moderator's note.
    ...(viewerId === row.userId
      ? { moderation: shownModeration(row.moderation), moderation_note: row.moderationNote }
      : {}),
  };
}

/** `%text%` for ILIKE, with the pattern characters of the typed text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The directory: text on display name or bio, topic, city; newest first, one page. */
export async function listMentors(
  db: Db,
  viewerId: string | null,
  query: MentorDirectoryQuery,
): Promise<MentorDirectoryReply> {
  // Hidden by reports, removed, or its owner suspended: out of the directory (issue #39).
  const where: SQL[] = [isNull(mentors.moderation)];
  if (query.q) {
    // The same expression as mentors_search_trgm_idx.
    where.push(
      sql`(${mentors.displayName} || ' ' || ${mentors.bio}) ILIKE ${containsPattern(query.q)}`,
    );
  }
  if (query.topic) where.push(sql`${mentors.topicTags} @> ARRAY[${query.topic}]::text[]`);
  if (query.city) where.push(ilike(mentors.city, containsPattern(query.city)));
  // A free slot in the next 7 days (issue #42): next_free_at is kept by sessions.ts.
  if (query.available === 'week')
    where.push(
      sql`${mentors.nextFreeAt} IS NOT NULL AND ${mentors.nextFreeAt} < now() + interval '7 days'`,
    );
  const rows = await db
    .select()
    .from(mentors)
    .where(and(...where))
    .orderBy(desc(mentors.createdAt), desc(mentors.id))
    .limit(MENTORS_PAGE_SIZE + 1)
    .offset((query.page - 1) * MENTORS_PAGE_SIZE);
  return {
    mentors: rows.slice(0, MENTORS_PAGE_SIZE).map((row) => toMentorDto(row, viewerId)),
    page: query.page,
    has_more: rows.length > MENTORS_PAGE_SIZE,
  };
}

/** The home page's 'Find a Mentor' row: the newest 12. */
export async function homeMentors(db: Db): Promise<MentorDto[]> {
  const rows = await db
    .select()
    .from(mentors)
    .where(isNull(mentors.moderation))
    .orderBy(desc(mentors.createdAt), desc(mentors.id))
    .limit(MENTOR_HOME_ROW_SIZE);
  return rows.map((row) => toMentorDto(row, null));
}

/** The profile as `viewerId` may see it: a moderated one only by its owner. */
async function findMentor(
  db: Db,
  id: string,
  viewerId: string | null,
  moderator = false,
): Promise<MentorRow> {
  if (!isUuid(id)) throw ApiError.notFound(MENTOR_MESSAGES.notFound);
  const [row] = await db.select().from(mentors).where(eq(mentors.id, id));
  if (!row || (row.moderation !== null && row.userId !== viewerId && !moderator))
    throw ApiError.notFound(MENTOR_MESSAGES.notFound);
  return row;
}

/** `moderator`: an admin, who also sees a profile moderation hid (issue #39). */
export async function readMentor(
  db: Db,
  viewerId: string | null,
  id: string,
  moderator = false,
): Promise<MentorDto> {
  return toMentorDto(await findMentor(db, id, viewerId, moderator), viewerId);
}

/** The signed-in member's own mentor profile, or null. */
export async function ownMentor(db: Db, userId: string): Promise<MentorDto | null> {
  const [row] = await db.select().from(mentors).where(eq(mentors.userId, userId));
  return row ? toMentorDto(row, userId) : null;
}

function profileValues(input: ValidMentorInput) {
  return {
    displayName: input.display_name,
    bio: input.bio,
    city: input.city,
    country: input.country,
    priceCents: mentorPriceCents(input.hourly_rate),
    currency: input.currency,
    freeSession: input.free_session,
    topics: input.topics,
    topicTags: topicFilterTags(input.topics),
    languages: input.languages,
    websiteUrl: input.website_url,
    socialLinks: input.social_links,
  };
}

const missingPhoto = () =>
  ApiError.badRequest(MENTOR_MESSAGES.missingInformation, {
    photos: MENTOR_MESSAGES.photoRequired,
  });

/** Creates the member's mentor profile (one per account; at least one photo). */
export async function createMentor(
  deps: SaveDeps,
  userId: string,
  input: ValidMentorInput,
  uploads: UploadedPhoto[],
): Promise<MentorDto> {
  if (input.photos.length > 0) {
    throw ApiError.badRequest('A new mentor profile cannot reuse stored photos.', {
      photos: 'Upload the photos with the profile.',
    });
  }
  if (uploads.length === 0) throw missingPhoto();
  checkPhotoCount(uploads.length);
  if (await ownMentor(deps.db, userId)) throw ApiError.conflict(MENTOR_MESSAGES.alreadyMentor);
  await limitPhotoUploads(deps.db, userId, uploads.length);
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  return withStoredPhotos(deps.media, userId, photos, async (urls) => {
    const [row] = await deps.db
      .insert(mentors)
      .values({ ...profileValues(input), userId, photos: urls })
      .onConflictDoNothing({ target: mentors.userId })
      .returning();
    // Two creates at once: the second finds the first's row (its stored photos are removed).
    if (!row) throw ApiError.conflict(MENTOR_MESSAGES.alreadyMentor);
    return toMentorDto(row, userId);
  });
}

/** The owner edits their profile: kept photos (their own, in order) plus new uploads. */
export async function updateMentor(
  deps: SaveDeps,
  userId: string,
  mentorId: string,
  input: ValidMentorInput,
  uploads: UploadedPhoto[],
): Promise<MentorDto> {
  const current = await findMentor(deps.db, mentorId, userId);
  if (!mayEditMentor(userId, current)) throw ApiError.forbidden(MENTOR_MESSAGES.notYours);
  if (input.photos.some((url) => !current.photos.includes(url))) {
    throw ApiError.badRequest(COMMON_MESSAGES.photosNotThisProfile, {
      photos: COMMON_MESSAGES.photosNotThisProfile,
    });
  }
  if (input.photos.length + uploads.length === 0) throw missingPhoto();
  if (input.photos.length + uploads.length > 6) {
    throw ApiError.badRequest(MENTOR_MESSAGES.tooManyPhotos, {
      photos: MENTOR_MESSAGES.tooManyPhotos,
    });
  }
  await limitPhotoUploads(deps.db, userId, uploads.length);
  const photos = await processAll(uploads, deps.config.photoMaxUploadBytes);
  const reply = await withStoredPhotos(deps.media, userId, photos, async (urls) => {
    const [row] = await deps.db
      .update(mentors)
      .set({ ...profileValues(input), photos: [...input.photos, ...urls], updatedAt: new Date() })
      .where(and(eq(mentors.id, mentorId), eq(mentors.userId, userId)))
      .returning();
    if (!row) throw ApiError.notFound(MENTOR_MESSAGES.notFound);
    return toMentorDto(row, userId);
  });
  // Mentor photo keys are new for each upload: dropped ones are no one else's.
  await removePhotoFiles(
    deps,
    current.photos.filter((url) => !reply.photos.includes(url)),
  );
  return reply;
}

// ---- bookings ----

type BookingJoinRow = {
  id: string;
  mentorId: string;
  menteeId: string;
  status: string;
  message: string;
  closeReason: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  holdUntil: Date | null;
  timeZone: string | null;
  meetingMode: string | null;
  meetingDetail: string | null;
  createdAt: Date;
  updatedAt: Date;
  mentorUserId: string;
  mentorName: string;
  mentorCity: string | null;
  mentorCountry: string | null;
};

const bookingColumns = {
  id: mentorBookings.id,
  mentorId: mentorBookings.mentorId,
  menteeId: mentorBookings.menteeId,
  status: mentorBookings.status,
  message: mentorBookings.message,
  closeReason: mentorBookings.closeReason,
  startsAt: mentorBookings.startsAt,
  endsAt: mentorBookings.endsAt,
  holdUntil: mentorBookings.holdUntil,
  timeZone: mentorBookings.timeZone,
  meetingMode: mentorBookings.meetingMode,
  meetingDetail: mentorBookings.meetingDetail,
  createdAt: mentorBookings.createdAt,
  updatedAt: mentorBookings.updatedAt,
  mentorUserId: mentors.userId,
  mentorName: mentors.displayName,
  mentorCity: mentors.city,
  mentorCountry: mentors.country,
};

async function toBookingDtos(
  db: Db,
  rows: BookingJoinRow[],
  viewerId: string,
  now = new Date(),
): Promise<BookingDto[]> {
  const labels = await labelsFor(
    db,
    rows.map((row) => row.menteeId),
  );
  const reviews = await reviewsOfBookings(
    db,
    rows.map((row) => row.id),
  );
  const reviewDtos = new Map(
    (await toReviewDtos(db, [...reviews.values()], viewerId, rows[0]?.mentorUserId ?? null)).map(
      (dto) => [dto.booking_id, dto],
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    mentor_id: row.mentorId,
    status: row.status as BookingStatus,
    message: row.message,
    close_reason: row.closeReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    hold_until: row.status === 'requested' ? (row.holdUntil?.toISOString() ?? null) : null,
    time_zone: row.timeZone,
    meeting_mode: row.meetingMode as BookingDto['meeting_mode'],
    // How to meet: for the two parties once the session is agreed.
    meeting_detail:
      row.status === 'accepted' || row.status === 'completed' ? row.meetingDetail : null,
    review: reviewDtos.get(row.id) ?? null,
    can_review: viewerId === row.menteeId && !reviews.has(row.id) && sessionEnded(row, now),
    mentee: labels.get(row.menteeId) ?? { id: row.menteeId, label: null },
    mentor: {
      id: row.mentorId,
      display_name: row.mentorName,
      city: row.mentorCity,
      country: row.mentorCountry,
    },
  }));
}

async function findBooking(db: Db, id: string): Promise<BookingJoinRow> {
  if (!isUuid(id)) throw ApiError.notFound(MENTOR_MESSAGES.bookingNotFound);
  const [row] = await db
    .select(bookingColumns)
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(eq(mentorBookings.id, id));
  if (!row) throw ApiError.notFound(MENTOR_MESSAGES.bookingNotFound);
  return row;
}

/** Pushes the change to both parties' channels (stored already; a failed push is only logged). */
async function publishChange(hub: RealtimeHub, booking: BookingJoinRow, status: BookingStatus) {
  const event: BookingEvent = { kind: 'mentor-booking.changed', booking_id: booking.id, status };
  await Promise.all([
    hub.tryPublish(userChannel(booking.menteeId), event),
    hub.tryPublish(userChannel(booking.mentorUserId), event),
  ]);
}

const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

type BookingDeps = Pick<Deps, 'db' | 'hub' | 'jobs'>;

/**
 * A mentee asks a mentor for a session (one open request per mentee and
 * mentor). With a mentor who has weekly hours it is for one of their free
 * slots, held until the mentor answers or SLOT_HOLD_HOURS pass (issue #42).
 */
export async function requestBooking(
  deps: BookingDeps,
  menteeId: string,
  input: { mentor_id: string; message: string; starts_at?: Date | null },
  now = new Date(),
): Promise<BookingDto> {
  const { db, hub } = deps;
  const mentor = await findMentor(db, input.mentor_id, menteeId);
  const verdict = mayBook(
    menteeId,
    mentor,
    menteeId !== mentor.userId && (await isBlockedBetween(db, menteeId, mentor.userId)),
  );
  if (verdict === 'own_profile') throw ApiError.forbidden(MENTOR_MESSAGES.ownProfile);
  if (verdict === 'blocked') throw ApiError.forbidden(MENTOR_MESSAGES.blocked);
  await refuseOverLimit(
    db,
    `mentor-requests:${menteeId}`,
    { max: MENTOR_REQUESTS_PER_HOUR, windowSeconds: 3600 },
    MENTOR_MESSAGES.tooManyRequests,
  );
  // A session of the two whose time has passed is over, and a request for a time that
  // passed unanswered is void: neither holds the one open booking a mentee may have with
  // a mentor any more (issue #42), so they can book the next.
  const pair = and(eq(mentorBookings.mentorId, mentor.id), eq(mentorBookings.menteeId, menteeId));
  await db
    .update(mentorBookings)
    .set({ status: 'completed', updatedAt: now })
    .where(and(pair, eq(mentorBookings.status, 'accepted'), lte(mentorBookings.endsAt, now)));
  await db
    .update(mentorBookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(pair, eq(mentorBookings.status, 'requested'), lte(mentorBookings.startsAt, now)));
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const time = await takeSlot(tx, mentor, input.starts_at ?? null, now);
      const [row] = await tx
        .insert(mentorBookings)
        .values({
          mentorId: mentor.id,
          menteeId,
          message: input.message,
          status: 'requested',
          ...time,
        })
        .returning({ id: mentorBookings.id });
      if (!row) throw new Error('The booking insert returned no row');
      return row.id;
    });
  } catch (error) {
    // mentor_bookings_one_open_idx: an open booking with this mentor exists.
    if (isUniqueViolation(error)) throw ApiError.conflict(MENTOR_MESSAGES.duplicateOpen);
    throw error;
  }
  const booking = await findBooking(db, id);
  if (booking.startsAt) await refreshNextFree(db, mentor.id, now);
  const mentee = await labelFor(db, menteeId);
  await notify(db, hub, mentor.userId, {
    title: 'New mentoring session request',
    body: `${mentee?.label ?? 'Anonymous User'}: ${excerpt(input.message)}`,
    type: 'mentor_request',
    link: '/mentor/requests',
  });
  await publishChange(hub, booking, 'requested');
  const [dto] = await toBookingDtos(db, [booking], menteeId, now);
  if (!dto) throw new Error('The booking vanished');
  return dto;
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/**
 * What the other party is told after each action; each has a type of its own
 * (`mentor_<action>`), which the web shows in the reader's language.
 */
const NOTICES: Record<BookingAction, { title: string; toMentor: boolean }> = {
  accept: { title: 'Your session request was accepted', toMentor: false },
  decline: { title: 'Your session request was declined', toMentor: false },
  complete: { title: 'Your mentoring session is complete', toMentor: false },
  cancel: { title: 'Your mentoring session was cancelled', toMentor: false },
  withdraw: { title: 'A session request was withdrawn', toMentor: true },
};

/**
 * The state machine: the named booking moves by `action` if the viewer is the
 * right party and the booking is in the right status. The update is
 * conditional on the status read, so of two racing changes one wins and the
 * other answers 409.
 */
export async function changeBooking(
  deps: BookingDeps,
  viewerId: string,
  bookingId: string,
  action: BookingAction,
  /** A closing action's optional reason (the schema refuses one on other actions). */
  reason: string | null = null,
  now = new Date(),
): Promise<BookingDto> {
  const { db, hub } = deps;
  const booking = await findBooking(db, bookingId);
  const party = partyOf(viewerId, booking);
  const check = checkTransition(party, action, booking.status as BookingStatus);
  if (!check.ok) {
    if (check.status === 403) throw ApiError.forbidden(check.message);
    throw ApiError.conflict(check.message);
  }
  // A session whose time has passed can no longer be accepted (issue #42).
  if (action === 'accept' && booking.startsAt && booking.startsAt <= now)
    throw ApiError.conflict(MENTOR_MESSAGES.sessionPast);
  let updated: { id: string } | undefined;
  try {
    [updated] = await db
      .update(mentorBookings)
      .set({
        status: check.to,
        closeReason: isClosingAction(action) ? reason : null,
        updatedAt: now,
      })
      .where(and(eq(mentorBookings.id, booking.id), eq(mentorBookings.status, booking.status)))
      .returning({ id: mentorBookings.id });
  } catch (error) {
    // mentor_bookings_no_overlap: another accepted session of this mentor overlaps this one.
    if (hasSqlState(error, '23P01')) throw ApiError.conflict(MENTOR_MESSAGES.slotTaken);
    throw error;
  }
  if (!updated) {
    const current = await findBooking(db, booking.id);
    throw ApiError.conflict(`This booking was just ${current.status}; please reload`);
  }
  // The mentee cancelling an accepted session tells the mentor (issue #42).
  const menteeCancels = action === 'cancel' && party === 'mentee';
  const toMentor = NOTICES[action].toMentor || menteeCancels;
  const closedWith = isClosingAction(action) && reason ? `: ${excerpt(reason)}` : '';
  const mentee = toMentor ? await labelFor(db, booking.menteeId) : null;
  await notify(db, hub, toMentor ? booking.mentorUserId : booking.menteeId, {
    title: menteeCancels ? 'A mentoring session was cancelled' : NOTICES[action].title,
    body: `${toMentor ? (mentee?.label ?? 'Anonymous User') : booking.mentorName}${closedWith}`,
    type: menteeCancels ? 'mentor_cancel_by_mentee' : `mentor_${action}`,
    link: toMentor ? '/mentor/requests' : '/mentor/bookings',
  });
  if (booking.startsAt) {
    if (action === 'accept')
      await scheduleReminders(deps, { id: booking.id, startsAt: booking.startsAt }, now);
    await refreshNextFree(db, booking.mentorId, now);
  }
  const fresh = await findBooking(db, booking.id);
  await publishChange(hub, fresh, check.to);
  const [dto] = await toBookingDtos(db, [fresh], viewerId, now);
  if (!dto) throw new Error('The booking vanished');
  return dto;
}

/** The signed-in mentor's incoming requests, newest first (none when they are not a mentor). */
export async function incomingBookings(db: Db, userId: string): Promise<BookingDto[]> {
  return bookingsWhere(db, userId, eq(mentors.userId, userId));
}

/** The mentee's own requests with the mentor's name, city and country, newest first. */
export async function ownBookings(db: Db, userId: string): Promise<BookingDto[]> {
  return bookingsWhere(db, userId, eq(mentorBookings.menteeId, userId));
}

/** The viewer's bookings on one side (mentor or mentee), newest first: both lists read them alike. */
async function bookingsWhere(db: Db, viewerId: string, side: SQL): Promise<BookingDto[]> {
  const rows = await db
    .select(bookingColumns)
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(side)
    .orderBy(desc(mentorBookings.createdAt), desc(mentorBookings.id))
    .limit(500);
  return toBookingDtos(db, rows, viewerId);
}

// ---- availability, slots and the calendar file (issue #42) ----

/** The member's own mentor profile with new availability; no ranges goes back to requests only. */
export async function saveAvailability(
  db: Db,
  userId: string,
  input: ValidAvailability,
  now = new Date(),
): Promise<MentorDto> {
  const [row] = await db
    .update(mentors)
    .set({
      timeZone: input.time_zone,
      sessionMinutes: input.session_minutes,
      meetingMode: input.meeting_mode,
      meetingDetail: input.meeting_detail,
      bookingWeeks: input.booking_weeks,
      weeklyHours: input.weekly_hours,
      updatedAt: now,
    })
    .where(eq(mentors.userId, userId))
    .returning();
  if (!row) throw ApiError.notFound(MENTOR_MESSAGES.notFound);
  await refreshNextFree(db, row.id, now);
  const [fresh] = await db.select().from(mentors).where(eq(mentors.id, row.id));
  return toMentorDto(fresh ?? row, userId);
}

/** The free slots of a mentor's booking window (409 for a mentor who takes requests only). */
export async function mentorSlots(db: Db, viewerId: string | null, id: string, now = new Date()) {
  return slotsReply(db, await findMentor(db, id, viewerId), now);
}

/** The session as an .ics file, for its two parties once it has a time and was accepted. */
export async function bookingCalendar(
  deps: Pick<Deps, 'db' | 'config'>,
  viewerId: string,
  bookingId: string,
): Promise<{ filename: string; body: string }> {
  const booking = await findBooking(deps.db, bookingId);
  if (!partyOf(viewerId, booking)) throw ApiError.notFound(MENTOR_MESSAGES.bookingNotFound);
  if (
    !booking.startsAt ||
    !booking.endsAt ||
    !booking.timeZone ||
    !['accepted', 'completed', 'cancelled'].includes(booking.status)
  )
    throw ApiError.conflict(MENTOR_MESSAGES.notTimed);
  const mentee = await labelFor(deps.db, booking.menteeId);
  // A cancelled booking may never have been accepted (a withdrawn or lapsed request):
  // its file says it is off, never how to reach the mentor.
  const cancelled = booking.status === 'cancelled';
  const how = cancelled
    ? 'Cancelled'
    : booking.meetingMode === 'video'
      ? `Video: ${booking.meetingDetail ?? ''}`
      : booking.meetingMode === 'phone'
        ? `Phone: ${booking.meetingDetail ?? ''}`
        : `In person${booking.meetingDetail ? `: ${booking.meetingDetail}` : ''}`;
  const body = sessionIcs({
    id: booking.id,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    timeZone: booking.timeZone,
    summary: `Mentoring session: ${booking.mentorName} and ${mentee?.label ?? 'a mentee'}`,
    description: `${how}\n\n${booking.message}`,
    location: cancelled || booking.meetingMode === 'phone' ? null : booking.meetingDetail,
    url: `${deps.config.publicUrl}/mentor/bookings`,
    cancelled,
  });
  return {
    filename: `mentoring-session-${booking.startsAt.toISOString().slice(0, 10)}.ics`,
    body,
  };
}

/** The mentor's row for their reviews' page (404 when hidden). */
export async function mentorForReviews(db: Db, id: string, viewerId: string | null) {
  return findMentor(db, id, viewerId);
}

// Used by the inbox's 'mentor' subject and tests.
export async function mentorOwner(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ userId: mentors.userId }).from(mentors).where(eq(mentors.id, id));
  return row?.userId ?? null;
}

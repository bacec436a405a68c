/**
 * Timed mentoring sessions (issue #42): a mentor's availability, the free
 * slots it leaves, the start of the next one (the directory's 'Available this
 * week'), and a session's calendar file. The booking state machine itself
 * stays in service.ts; what a time adds to it is here.
 *
 * Two accepted sessions of one mentor never overlap: PostgreSQL's exclusion
 * constraint mentor_bookings_no_overlap refuses the second accept, whatever
 * the timing. Requests for a slot are taken under a per-mentor advisory lock,
 * so two mentees cannot both hold one slot.
 */
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  freeSlots,
  type Interval,
  wallClock,
  zoneOffsetMinutes,
} from '../../../shared/mentor-slots.ts';
import {
  MENTOR_MESSAGES,
  type MeetingMode,
  type MentorAvailability,
  type MentorSlotsReply,
  SLOT_HOLD_HOURS,
} from '../../../shared/mentors.ts';
import type { Db } from '../../db/client.ts';
import { type MentorRow, mentorBookings, mentors } from '../../db/schema/mentors.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';

const HOUR = 3_600_000;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** A mentor takes timed sessions when they have weekly hours, a zone and a way to meet. */
export function hasHours(row: MentorRow): boolean {
  return row.weeklyHours.length > 0 && row.timeZone !== null && row.meetingMode !== null;
}

export function availabilityOf(row: MentorRow, owner: boolean): MentorAvailability | null {
  if (!hasHours(row) && !owner) return null;
  if (!row.timeZone || !row.meetingMode) return null;
  return {
    time_zone: row.timeZone,
    session_minutes: row.sessionMinutes,
    meeting_mode: row.meetingMode as MeetingMode,
    booking_weeks: row.bookingWeeks,
    weekly_hours: row.weeklyHours,
    ...(owner ? { meeting_detail: row.meetingDetail } : {}),
  };
}

/** The mentor's booked times and the requested slots still held, from `now` on. */
export async function busyTimes(db: Reader, mentorId: string, now: Date): Promise<Interval[]> {
  const rows = await db
    .select({ start: mentorBookings.startsAt, end: mentorBookings.endsAt })
    .from(mentorBookings)
    .where(
      and(
        eq(mentorBookings.mentorId, mentorId),
        isNotNull(mentorBookings.startsAt),
        gt(mentorBookings.endsAt, now),
        or(
          eq(mentorBookings.status, 'accepted'),
          and(eq(mentorBookings.status, 'requested'), gt(mentorBookings.holdUntil, now)),
        ),
      ),
    );
  return rows.flatMap((row) => (row.start && row.end ? [{ start: row.start, end: row.end }] : []));
}

function rulesOf(row: MentorRow) {
  return {
    weeklyHours: row.weeklyHours,
    timeZone: row.timeZone ?? 'UTC',
    sessionMinutes: row.sessionMinutes,
    bookingWeeks: row.bookingWeeks,
  };
}

export async function freeSlotsOf(db: Reader, row: MentorRow, now: Date): Promise<Date[]> {
  if (!hasHours(row)) return [];
  return freeSlots(rulesOf(row), now, await busyTimes(db, row.id, now));
}

export async function slotsReply(db: Db, row: MentorRow, now: Date): Promise<MentorSlotsReply> {
  if (!hasHours(row) || !row.timeZone || !row.meetingMode)
    throw ApiError.conflict(MENTOR_MESSAGES.noHours);
  return {
    time_zone: row.timeZone,
    session_minutes: row.sessionMinutes,
    meeting_mode: row.meetingMode as MeetingMode,
    slots: (await freeSlotsOf(db, row, now)).map((slot) => slot.toISOString()),
  };
}

/** Stores the start of the mentor's next free slot (null: none in the window, or no hours). */
export async function refreshNextFree(db: Reader, mentorId: string, now = new Date()) {
  if (!isUuid(mentorId)) return;
  const [row] = await db.select().from(mentors).where(eq(mentors.id, mentorId));
  if (!row) return;
  const [next] = await freeSlotsOf(db, row, now);
  await db
    .update(mentors)
    .set({ nextFreeAt: next ?? null })
    .where(eq(mentors.id, mentorId));
}

const SWEEP_BATCH = 500;

/**
 * Time passes: a next free slot now past (or none, for a mentor with hours
 * whose window has moved on) is worked out again. Run by the job queue.
 */
export async function sweepNextFree(db: Db, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: mentors.id })
    .from(mentors)
    .where(
      and(
        sql`jsonb_array_length(${mentors.weeklyHours}) > 0`,
        or(isNull(mentors.nextFreeAt), lte(mentors.nextFreeAt, now)),
      ),
    )
    // A passed next free time first (surely stale), then those with none in their window,
    // so a crowd of fully booked mentors never keeps the others waiting.
    .orderBy(sql`${mentors.nextFreeAt} ASC NULLS LAST`)
    .limit(SWEEP_BATCH);
  for (const { id } of stale) await refreshNextFree(db, id, now);
  return stale.length;
}

/**
 * The time a mentee asks for: one of the mentor's free slots now, checked
 * and held under the mentor's advisory lock (so two mentees cannot take one
 * slot at once). Returns the columns the booking row stores.
 */
export async function takeSlot(tx: Tx, row: MentorRow, startsAt: Date | null, now: Date) {
  if (!hasHours(row)) {
    if (startsAt) throw ApiError.badRequest(MENTOR_MESSAGES.noHours);
    return {};
  }
  if (!startsAt) throw ApiError.badRequest(MENTOR_MESSAGES.slotNotOffered);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mentor-slots:${row.id}`}))`);
  const free = await freeSlotsOf(tx, row, now);
  if (!free.some((slot) => slot.getTime() === startsAt.getTime())) {
    // Offered before, taken since: a conflict; never offered: a bad request.
    const offered = freeSlots(rulesOf(row), now);
    if (offered.some((slot) => slot.getTime() === startsAt.getTime()))
      throw ApiError.conflict(MENTOR_MESSAGES.slotTaken);
    throw ApiError.badRequest(MENTOR_MESSAGES.slotNotOffered);
  }
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + row.sessionMinutes * 60_000),
    holdUntil: new Date(now.getTime() + SLOT_HOLD_HOURS * HOUR),
    timeZone: row.timeZone,
    meetingMode: row.meetingMode,
    meetingDetail: row.meetingMode === 'in_person' ? row.city : row.meetingDetail,
  };
}

// ---- the calendar file (RFC 5545) ----

const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    // Every line break, a lone CR too (a calendar may read it as a new line, a new property).
    .replace(/\r\n|\r|\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`;
function localStamp(date: Date, zone: string) {
  const wall = wallClock(date, zone);
  return `${wall.year}${two(wall.month)}${two(wall.day)}T${two(wall.hour)}${two(wall.minute)}00`;
}
function offsetText(minutes: number) {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

export type IcsSession = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  cancelled: boolean;
};

/**
 * One session as an iCalendar file: the times in the mentor's zone (TZID),
 * with a VTIMEZONE giving that zone's offset at the session.
 */
export function sessionIcs(session: IcsSession, now = new Date()): string {
  const offsetMinutes = zoneOffsetMinutes(session.timeZone, session.startsAt);
  const offset = offsetText(offsetMinutes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Habesha Community//Mentoring sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${session.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${session.id}@habesha-community`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${session.timeZone}:${localStamp(session.startsAt, session.timeZone)}`,
    `DTEND;TZID=${session.timeZone}:${localStamp(session.endsAt, session.timeZone)}`,
    `SUMMARY:${icsText(session.summary)}`,
    `DESCRIPTION:${icsText(session.description)}`,
    ...(session.location ? [`LOCATION:${icsText(session.location)}`] : []),
    `URL:${session.url}`,
    `STATUS:${session.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

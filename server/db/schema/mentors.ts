/**
 * Mentors and their session bookings (docs/product.md#mentors mentors,
 * mentor_bookings). One mentor profile per account. A booking's status moves
 * only through server/features/mentors/service.ts (a conditional update);
 * a unique partial index keeps one open booking per mentee and mentor.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SocialLinks, WeeklyHours } from '../../../shared/mentors.ts';
import { createdAt, memberRef, partOf, randomId, timestamptz, updatedAt } from './columns.ts';
import { moderationColumns } from './moderation.ts';

export const mentors = pgTable(
  'mentors',
  {
    id: randomId(),
    userId: memberRef(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull(),
    city: text('city'),
    /** ISO 3166-1 alpha-2, upper case, or null. */
    country: text('country'),
    priceCents: integer('price_cents').notNull().default(5000),
    currency: text('currency').notNull().default('USD'),
    freeSession: boolean('free_session').notNull().default(false),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    /** The directory's topic filter values the topics match (shared topicFilterTags). */
    topicTags: text('topic_tags').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Up to 6 photo URLs from the photo pipeline; the first is the main one. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    websiteUrl: text('website_url'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    /** The average of the shown reviews (0 with none), and how many there are (issue #42). */
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Availability (issue #42); no weekly hours keeps the request-only flow.
    /** IANA time zone the weekly hours are in. */
    timeZone: text('time_zone'),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    /** video | phone | in_person */
    meetingMode: text('meeting_mode'),
    /** The video link or the phone number (in person: the mentor's city). */
    meetingDetail: text('meeting_detail'),
    bookingWeeks: integer('booking_weeks').notNull().default(4),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull().default([]),
    /** The start of the next free slot, or null (features/mentors/availability.ts keeps it). */
    nextFreeAt: timestamptz('next_free_at'),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One mentor profile per account.
    uniqueIndex('mentors_user_idx').on(t.userId),
    // The directory and the home row: newest first, paged.
    index('mentors_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The directory's topic filter (topic_tags @> ARRAY[topic]).
    index('mentors_topic_tags_idx').using('gin', t.topicTags),
    // The directory's text search on display name or bio (ILIKE '%q%').
    index('mentors_search_trgm_idx').using(
      'gin',
      sql`(${t.displayName} || ' ' || ${t.bio}) gin_trgm_ops`,
    ),
    // The directory's city filter (ILIKE '%city%').
    index('mentors_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    check('mentors_currency_known', sql`${t.currency} IN ('USD', 'EUR', 'ETB')`),
    check('mentors_price_not_negative', sql`${t.priceCents} >= 0`),
    check('mentors_photos_max', sql`cardinality(${t.photos}) <= 6`),
    check('mentors_session_minutes_known', sql`${t.sessionMinutes} IN (30, 60)`),
    check(
      'mentors_meeting_mode_known',
      sql`${t.meetingMode} IS NULL OR ${t.meetingMode} IN ('video', 'phone', 'in_person')`,
    ),
    check('mentors_booking_weeks_range', sql`${t.bookingWeeks} BETWEEN 1 AND 8`),
    // 'Available this week' (the exclusion constraint's twin lives in migration 0037).
    index('mentors_next_free_idx')
      .on(t.nextFreeAt)
      .where(sql`${t.nextFreeAt} IS NOT NULL AND ${t.moderation} IS NULL`),
  ],
);

export const mentorBookings = pgTable(
  'mentor_bookings',
  {
    id: randomId(),
    mentorId: partOf('mentor_id', () => mentors.id),
    menteeId: memberRef('mentee_id'),
    status: text('status').notNull().default('requested'),
    message: text('message').notNull(),
    /** Why it was declined, cancelled or withdrawn, when the one who closed it said; the other party reads it. */
    closeReason: text('close_reason'),
    // A booked time (issue #42); null for a request-only booking.
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** The requested slot is held for the mentee until the mentor answers or this passes. */
    holdUntil: timestamptz('hold_until'),
    /** The mentor's time zone, and how the two meet, as they were at the request. */
    timeZone: text('time_zone'),
    meetingMode: text('meeting_mode'),
    meetingDetail: text('meeting_detail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The mentor's incoming requests, newest first.
    index('mentor_bookings_mentor_idx').on(t.mentorId, t.createdAt.desc().nullsFirst()),
    // The mentee's own requests, newest first.
    index('mentor_bookings_mentee_idx').on(t.menteeId, t.createdAt.desc().nullsFirst()),
    // One open (requested or accepted) booking per mentee and mentor.
    uniqueIndex('mentor_bookings_one_open_idx')
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} IN ('requested', 'accepted')`),
    // The booked and held times of a mentor. Two accepted sessions of one mentor
    // never overlap: an exclusion constraint (btree_gist) in migration 0037,
    // which drizzle-kit cannot express.
    index('mentor_bookings_times_idx')
      .on(t.mentorId, t.startsAt)
      .where(sql`${t.startsAt} IS NOT NULL AND ${t.status} IN ('requested', 'accepted')`),
    check('mentor_bookings_time_order', sql`${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check(
      'mentor_bookings_status_known',
      sql`${t.status} IN ('requested', 'accepted', 'declined', 'cancelled', 'completed')`,
    ),
  ],
);

/** A session's review: one per booking, by its mentee after its end; the mentor replies once. */
export const mentorReviews = pgTable(
  'mentor_reviews',
  {
    id: randomId(),
    bookingId: partOf('booking_id', () => mentorBookings.id),
    mentorId: partOf('mentor_id', () => mentors.id),
    menteeId: memberRef('mentee_id'),
    rating: integer('rating').notNull(),
    body: text('body'),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mentor_reviews_booking_idx').on(t.bookingId),
    index('mentor_reviews_mentor_idx').on(t.mentorId, t.createdAt.desc().nullsFirst()),
    check('mentor_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type MentorRow = typeof mentors.$inferSelect;
export type MentorReviewRow = typeof mentorReviews.$inferSelect;
export type MentorBookingRow = typeof mentorBookings.$inferSelect;

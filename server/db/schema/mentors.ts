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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SocialLinks } from '../../../shared/mentors.ts';
import { user } from './auth.ts';
import { moderationColumns } from './moderation.ts';

export const mentors = pgTable(
  'mentors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
    rating: real('rating').notNull().default(0),
    ...moderationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  ],
);

export const mentorBookings = pgTable(
  'mentor_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    menteeId: text('mentee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    message: text('message').notNull(),
    /** Why it was declined, cancelled or withdrawn, when the one who closed it said; the other party reads it. */
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    check(
      'mentor_bookings_status_known',
      sql`${t.status} IN ('requested', 'accepted', 'declined', 'cancelled', 'completed')`,
    ),
  ],
);

export type MentorRow = typeof mentors.$inferSelect;
export type MentorBookingRow = typeof mentorBookings.$inferSelect;

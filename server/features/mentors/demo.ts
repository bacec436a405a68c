/**
 * Demo mentors: one profile for each demo member (a dozen), across the demo
 * cities and the directory's topics, each with drawn photos; and bookings
 * between demo members in every status; four mentors take timed sessions
 * (weekly hours in their own zones) and the completed sessions have reviews
 * (issue #42), from which the cards' averages are worked out. Fixed ids (stableUuid) and ON
 * CONFLICT DO NOTHING: a second run adds nothing. Dates move with `now`.
 */
import { inArray } from 'drizzle-orm';
import { z as zod } from 'zod';
import {
  MEETING_MODES,
  MENTOR_CURRENCIES,
  topicFilterTags,
  type WeeklyHours,
} from '../../../shared/mentors.ts';
import { mentorBookings, mentorReviews, mentors } from '../../db/schema/mentors.ts';
import { thumbnailKey, urlForKey } from '../../platform/media/keys.ts';
import { checkedDemoContent } from '../demo/content-file.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { renderScene, SCENES_PER_CATEGORY } from '../demo/photos.ts';
import { presentUserIds } from '../demo/present-users.ts';
import { stableUuid } from '../demo/random.ts';
import demoJson from './demo.json' with { type: 'json' };
import { refreshRating } from './reviews.ts';
import { refreshNextFree } from './sessions.ts';

/** Weekday evenings and Saturday mornings, in the mentor's zone. */
const EVENINGS: WeeklyHours = [
  ...[1, 2, 3, 4].map((day) => ({ day, start: '18:00', end: '20:00' })),
  { day: 6, start: '09:00', end: '12:00' },
];

/** Who the demo mentors are, what they booked and what they wrote (demo.json). Members by DEMO_USERS index. */
const DEMO = checkedDemoContent(
  'mentors/demo.json',
  zod.strictObject({
    /** One per demo member, in DEMO_USERS order (their home city is the mentor's city). */
    profiles: zod.array(
      zod.strictObject({
        bio: zod.string().min(1),
        topics: zod.array(zod.string()),
        languages: zod.array(zod.string()),
        country: zod.string().length(2),
        rate: zod.number().int().min(0),
        currency: zod.enum(MENTOR_CURRENCIES),
        free: zod.boolean().optional(),
        website: zod.url().optional(),
        linkedin: zod.url().optional(),
        /** The mentors who take timed sessions (issue #42), in weekday evenings in their zone. */
        hours: zod
          .strictObject({
            zone: zod.string(),
            mode: zod.enum(MEETING_MODES),
            detail: zod.string().nullable(),
            minutes: zod.number().int().positive(),
          })
          .optional(),
      }),
    ),
    bookings: zod.array(
      zod.strictObject({
        mentor: zod.number().int().min(0),
        mentee: zod.number().int().min(0),
        status: zod.string(),
        message: zod.string(),
        daysAgo: zod.number(),
        /** The reason it was closed with. */
        closeReason: zod.string().optional(),
      }),
    ),
    /** Reviews of the completed demo sessions, by booking index, with the mentor's reply. */
    reviews: zod.array(
      zod.strictObject({
        booking: zod.number().int().min(0),
        rating: zod.number().int().min(1).max(5),
        body: zod.string(),
        reply: zod.string().optional(),
      }),
    ),
  }),
  demoJson,
);

const DAY_MS = 86_400_000;
/** Demo profile photo keys: a number part apart from the listings' demo photos. */
const PROFILE_PHOTO_EPOCH = 1_700_000_900_000;

export async function seedMentorsDemo({
  db,
  media,
  now,
}: FeatureSeedDeps): Promise<Record<string, number>> {
  const existing = await presentUserIds(
    db,
    DEMO_USERS.map((member) => member.id),
  );
  const rows: (typeof mentors.$inferInsert)[] = [];
  const photoKeys = new Map<string, { key: string; variant: number }[]>();
  DEMO_USERS.forEach((member, i) => {
    const profile = DEMO.profiles[i];
    if (!profile || !existing.has(member.id)) return;
    const variants = [i % SCENES_PER_CATEGORY, (i + 1) % SCENES_PER_CATEGORY].slice(0, 1 + (i % 2));
    const keys = variants.map((variant) => ({
      key: `u_${member.id}/${PROFILE_PHOTO_EPOCH + variant}_demomentor${variant}.webp`,
      variant,
    }));
    const id = stableUuid(`mentor:${member.id}`);
    photoKeys.set(id, keys);
    const createdAt = new Date(now.getTime() - (40 - i * 3) * DAY_MS);
    rows.push({
      id,
      userId: member.id,
      displayName: member.name,
      bio: profile.bio,
      city: member.cities[0] ?? null,
      country: profile.country,
      priceCents: profile.rate * 100,
      currency: profile.currency,
      freeSession: profile.free ?? false,
      topics: profile.topics,
      topicTags: topicFilterTags(profile.topics),
      languages: profile.languages,
      photos: keys.map(({ key }) => urlForKey(key)),
      websiteUrl: profile.website ?? null,
      socialLinks: profile.linkedin ? { linkedin: profile.linkedin } : {},
      ...(profile.hours
        ? {
            timeZone: profile.hours.zone,
            meetingMode: profile.hours.mode,
            meetingDetail: profile.hours.detail,
            sessionMinutes: profile.hours.minutes,
            bookingWeeks: 4,
            weeklyHours: EVENINGS,
          }
        : {}),
      createdAt,
      updatedAt: createdAt,
    });
  });
  if (rows.length === 0) return { mentors: 0, mentorBookings: 0, mentorReviews: 0 };

  const added = await db
    .insert(mentors)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: mentors.id });
  // Photos only for the profiles this run added (a second run draws nothing).
  const scenes = new Map<number, Awaited<ReturnType<typeof renderScene>>>();
  for (const { id } of added) {
    for (const { key, variant } of photoKeys.get(id) ?? []) {
      let scene = scenes.get(variant);
      if (!scene) {
        scene = await renderScene('mentor', variant);
        scenes.set(variant, scene);
      }
      await media.put(key, scene.photo, 'image/webp');
      await media.put(thumbnailKey(key), scene.thumbnail, 'image/webp');
    }
  }

  const present = new Set(
    (
      await db
        .select({ id: mentors.id })
        .from(mentors)
        .where(
          inArray(
            mentors.id,
            rows.map((row) => row.id as string),
          ),
        )
    ).map((row) => row.id),
  );
  const bookings: (typeof mentorBookings.$inferInsert)[] = [];
  DEMO.bookings.forEach(
    ({ mentor: mentorIndex, mentee: menteeIndex, status, message, daysAgo, closeReason }, i) => {
      const mentorUser = DEMO_USERS[mentorIndex];
      const mentee = DEMO_USERS[menteeIndex];
      if (!mentorUser || !mentee || !existing.has(mentee.id)) return;
      const mentorId = stableUuid(`mentor:${mentorUser.id}`);
      if (!present.has(mentorId)) return;
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
      bookings.push({
        id: stableUuid(`mentor-booking:${i}`),
        mentorId,
        menteeId: mentee.id,
        status,
        message,
        closeReason: closeReason ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    },
  );
  const addedBookings =
    bookings.length === 0
      ? []
      : await db
          .insert(mentorBookings)
          .values(bookings)
          .onConflictDoNothing()
          .returning({ id: mentorBookings.id });
  const reviews: (typeof mentorReviews.$inferInsert)[] = [];
  for (const { booking: bookingIndex, rating, body, reply } of DEMO.reviews) {
    const booking = bookings.find((b) => b.id === stableUuid(`mentor-booking:${bookingIndex}`));
    if (!booking?.id || booking.status !== 'completed') continue;
    const createdAt = new Date((booking.createdAt as Date).getTime() + 2 * DAY_MS);
    reviews.push({
      id: stableUuid(`mentor-review:${bookingIndex}`),
      bookingId: booking.id,
      mentorId: booking.mentorId,
      menteeId: booking.menteeId,
      rating,
      body,
      reply: reply ?? null,
      repliedAt: reply ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
    });
  }
  const addedReviews =
    reviews.length === 0
      ? []
      : await db
          .insert(mentorReviews)
          .values(reviews)
          .onConflictDoNothing()
          .returning({ id: mentorReviews.id });
  // The cards' averages from the reviews, and the next free slots from the hours.
  for (const id of present) {
    await refreshRating(db, id);
    await refreshNextFree(db, id, now);
  }
  return {
    mentors: added.length,
    mentorBookings: addedBookings.length,
    mentorReviews: addedReviews.length,
  };
}

/**
 * Demo mentors: one profile for each demo member (a dozen), across the demo
 * cities and the directory's topics, each with drawn photos; and bookings
 * between demo members in every status; four mentors take timed sessions
 * (weekly hours in their own zones) and the completed sessions have reviews
 * (issue #42), from which the cards' averages are worked out. Fixed ids (stableUuid) and ON
 * CONFLICT DO NOTHING: a second run adds nothing. Dates move with `now`.
 */
import { inArray } from 'drizzle-orm';
import { type MeetingMode, topicFilterTags, type WeeklyHours } from '../../../shared/mentors.ts';
import { user } from '../../db/schema/auth.ts';
import { mentorBookings, mentorReviews, mentors } from '../../db/schema/mentors.ts';
import { thumbnailKey, urlForKey } from '../../platform/media/keys.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { renderScene, SCENES_PER_CATEGORY } from '../demo/photos.ts';
import { stableUuid } from '../demo/random.ts';
import { refreshRating } from './reviews.ts';
import { refreshNextFree } from './sessions.ts';

/** Weekday evenings and Saturday mornings, in the mentor's zone. */
const EVENINGS: WeeklyHours = [
  ...[1, 2, 3, 4].map((day) => ({ day, start: '18:00', end: '20:00' })),
  { day: 6, start: '09:00', end: '12:00' },
];

/** The demo mentors who take timed sessions (issue #42), by DEMO_USERS index. */
const HOURS: Record<
  number,
  { zone: string; mode: MeetingMode; detail: string | null; minutes: number }
> = {
  0: {
    zone: 'America/Los_Angeles',
    mode: 'video',
    detail: 'https://meet.example.org/selam',
    minutes: 60,
  },
  1: { zone: 'America/New_York', mode: 'phone', detail: '+1 202 555 0143', minutes: 30 },
  3: {
    zone: 'America/Toronto',
    mode: 'video',
    detail: 'https://meet.example.org/yonas',
    minutes: 60,
  },
  7: { zone: 'Africa/Asmara', mode: 'in_person', detail: null, minutes: 60 },
};

/** Reviews of the completed demo sessions: [booking index, rating, text, the mentor's reply]. */
const REVIEWS: [number, number, string, string?][] = [
  [
    2,
    5,
    'Selam walked me through my first month step by step. Clear, kind and practical.',
    'Thank you, Samuel! Good luck with the new team.',
  ],
  [7, 4, 'Helpful advice on moving into product management; I now have a plan.'],
];

type DemoMentor = {
  bio: string;
  topics: string[];
  languages: string[];
  country: string;
  rate: number;
  currency: 'USD' | 'EUR' | 'ETB';
  free?: boolean;
  website?: string;
  linkedin?: string;
};

/** One per demo member, in DEMO_USERS order (their home city is the mentor's city). */
const PROFILES: DemoMentor[] = [
  {
    bio: 'Senior software engineer in the Bay Area. I help newcomers land their first tech job: CV, interviews and the first 90 days.',
    topics: ['Software Engineering', 'Career Development', 'Technical Skills'],
    languages: ['Tigrinya', 'English', 'Amharic'],
    country: 'US',
    rate: 60,
    currency: 'USD',
    linkedin: 'https://www.linkedin.com/in/demo-selam',
  },
  {
    bio: 'Immigration paralegal for ten years. Green cards, asylum paperwork and family petitions explained in plain words.',
    topics: ['Immigration & visas', 'Personal Development'],
    languages: ['Amharic', 'English'],
    country: 'US',
    rate: 40,
    currency: 'USD',
    free: true,
  },
  {
    bio: 'Registered nurse. Ask me about nursing school, licensing exams and working in US hospitals.',
    topics: ['Health & nursing', 'Career Development'],
    languages: ['Tigrinya', 'English'],
    country: 'US',
    rate: 35,
    currency: 'USD',
  },
  {
    bio: 'Small business owner (two restaurants). Business plans, permits, hiring and bookkeeping for first-time owners.',
    topics: ['Entrepreneurship', 'Business Strategy', 'Finance', 'Marketing'],
    languages: ['Tigrinya', 'English', 'Arabic'],
    country: 'CA',
    rate: 75,
    currency: 'USD',
    website: 'https://example.org/yonas-kitchen',
  },
  {
    bio: 'Product manager in London fintech. Moving from engineering or design into product, and how to interview for it.',
    topics: ['Product Management', 'Leadership', 'Career Development'],
    languages: ['Tigrinya', 'English'],
    country: 'GB',
    rate: 70,
    currency: 'EUR',
  },
  {
    bio: 'Mechanical engineer and German teacher. Learning German fast, getting degrees recognised, and job hunting in Germany.',
    topics: ['Language learning (German)', 'Technical Skills'],
    languages: ['Tigrinya', 'German', 'English'],
    country: 'DE',
    rate: 45,
    currency: 'EUR',
  },
  {
    bio: 'Accountant in Addis Ababa. Personal budgets, saving for a house and sending money home wisely.',
    topics: ['Finance', 'Personal Development'],
    languages: ['Amharic', 'Oromo', 'English'],
    country: 'ET',
    rate: 1500,
    currency: 'ETB',
  },
  {
    bio: 'Teacher and translator. English and Tigrinya lessons for adults, and help with translating documents.',
    topics: ['Language tutoring', 'Design'],
    languages: ['Tigrinya', 'English', 'Arabic'],
    country: 'ER',
    rate: 10,
    currency: 'USD',
    free: true,
  },
  {
    bio: 'Data scientist at a Stockholm startup. Python, statistics and getting into data roles without a PhD.',
    topics: ['Data Science', 'Software Engineering'],
    languages: ['Tigrinya', 'English'],
    country: 'SE',
    rate: 55,
    currency: 'EUR',
  },
  {
    bio: 'Trucking company founder. Commercial licences, owning your first truck and running a logistics business.',
    topics: ['Entrepreneurship', 'Business Strategy'],
    languages: ['Tigrinya', 'Amharic', 'English'],
    country: 'US',
    rate: 50,
    currency: 'USD',
  },
  {
    bio: 'Nurse and wellness coach in Tel Aviv. Health, mental wellbeing and settling into a new country.',
    topics: ['Health & wellness', 'Personal Development'],
    languages: ['Tigrinya', 'Arabic', 'English'],
    country: 'IL',
    rate: 30,
    currency: 'USD',
  },
  {
    bio: 'UX designer and design lead. Portfolios, design interviews and freelancing from anywhere.',
    topics: ['Design', 'Leadership', 'Marketing'],
    languages: ['Amharic', 'English', 'French'],
    country: 'AU',
    rate: 65,
    currency: 'USD',
  },
];

/** [mentor index, mentee index, status, message, days ago, the reason it was closed with] */
const BOOKINGS: [number, number, string, string, number, string?][] = [
  [0, 2, 'requested', 'Could you review my CV for junior developer roles?', 1],
  [0, 9, 'accepted', 'I would like to practise system design interviews.', 3],
  [0, 5, 'completed', 'Help with my first month as a software engineer.', 20],
  [1, 3, 'requested', 'Questions about my family petition.', 2],
  [
    1,
    0,
    'declined',
    'Can you help with a tourist visa for my mother?',
    12,
    'Visitor visas are outside what I advise on; a licensed immigration lawyer can help.',
  ],
  [3, 10, 'accepted', 'I want to open a small coffee shop.', 5],
  [
    3,
    1,
    'cancelled',
    'Business plan review.',
    15,
    'I am travelling that week; please ask again next month.',
  ],
  [4, 6, 'completed', 'How do I move into product management?', 30],
  [7, 11, 'requested', 'Tigrinya lessons for my children.', 1],
  [8, 4, 'accepted', 'Getting started with Python for data analysis.', 4],
];

const DAY_MS = 86_400_000;
/** Demo profile photo keys: a number part apart from the listings' demo photos. */
const PROFILE_PHOTO_EPOCH = 1_700_000_900_000;

export async function seedMentorsDemo({
  db,
  media,
  now,
}: FeatureSeedDeps): Promise<Record<string, number>> {
  const existing = new Set(
    (
      await db
        .select({ id: user.id })
        .from(user)
        .where(
          inArray(
            user.id,
            DEMO_USERS.map((member) => member.id),
          ),
        )
    ).map((row) => row.id),
  );
  const rows: (typeof mentors.$inferInsert)[] = [];
  const photoKeys = new Map<string, { key: string; variant: number }[]>();
  DEMO_USERS.forEach((member, i) => {
    const profile = PROFILES[i];
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
      ...(HOURS[i]
        ? {
            timeZone: HOURS[i]?.zone,
            meetingMode: HOURS[i]?.mode,
            meetingDetail: HOURS[i]?.detail ?? null,
            sessionMinutes: HOURS[i]?.minutes,
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
  BOOKINGS.forEach(([mentorIndex, menteeIndex, status, message, daysAgo, closeReason], i) => {
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
  });
  const addedBookings =
    bookings.length === 0
      ? []
      : await db
          .insert(mentorBookings)
          .values(bookings)
          .onConflictDoNothing()
          .returning({ id: mentorBookings.id });
  const reviews: (typeof mentorReviews.$inferInsert)[] = [];
  for (const [bookingIndex, rating, body, reply] of REVIEWS) {
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

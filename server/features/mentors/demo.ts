/**
 * Demo mentors: one profile for each demo member (a dozen), across the demo
 * cities and the directory's topics, each with drawn photos; and bookings
 * between demo members in every status. Fixed ids (stableUuid) and ON
 * CONFLICT DO NOTHING: a second run adds nothing. Dates move with `now`.
 */
import { inArray } from 'drizzle-orm';
import { topicFilterTags } from '../../../shared/mentors.ts';
import { user } from '../../db/schema/auth.ts';
import { mentorBookings, mentors } from '../../db/schema/mentors.ts';
import { thumbnailKey, urlForKey } from '../../platform/media/keys.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { renderScene, SCENES_PER_CATEGORY } from '../demo/photos.ts';
import { stableUuid } from '../demo/random.ts';

type DemoMentor = {
  bio: string;
  topics: string[];
  languages: string[];
  country: string;
  rate: number;
  currency: 'USD' | 'EUR' | 'ETB';
  free?: boolean;
  rating: number;
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
    rating: 4.9,
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
    rating: 4.7,
  },
  {
    bio: 'Registered nurse. Ask me about nursing school, licensing exams and working in US hospitals.',
    topics: ['Health & nursing', 'Career Development'],
    languages: ['Tigrinya', 'English'],
    country: 'US',
    rate: 35,
    currency: 'USD',
    rating: 4.8,
  },
  {
    bio: 'Small business owner (two restaurants). Business plans, permits, hiring and bookkeeping for first-time owners.',
    topics: ['Entrepreneurship', 'Business Strategy', 'Finance', 'Marketing'],
    languages: ['Tigrinya', 'English', 'Arabic'],
    country: 'CA',
    rate: 75,
    currency: 'USD',
    rating: 4.6,
    website: 'https://example.org/yonas-kitchen',
  },
  {
    bio: 'Product manager in London fintech. Moving from engineering or design into product, and how to interview for it.',
    topics: ['Product Management', 'Leadership', 'Career Development'],
    languages: ['Tigrinya', 'English'],
    country: 'GB',
    rate: 70,
    currency: 'EUR',
    rating: 0,
  },
  {
    bio: 'Mechanical engineer and German teacher. Learning German fast, getting degrees recognised, and job hunting in Germany.',
    topics: ['Language learning (German)', 'Technical Skills'],
    languages: ['Tigrinya', 'German', 'English'],
    country: 'DE',
    rate: 45,
    currency: 'EUR',
    rating: 4.5,
  },
  {
    bio: 'Accountant in Addis Ababa. Personal budgets, saving for a house and sending money home wisely.',
    topics: ['Finance', 'Personal Development'],
    languages: ['Amharic', 'Oromo', 'English'],
    country: 'ET',
    rate: 1500,
    currency: 'ETB',
    rating: 4.4,
  },
  {
    bio: 'Teacher and translator. English and Tigrinya lessons for adults, and help with translating documents.',
    topics: ['Language tutoring', 'Design'],
    languages: ['Tigrinya', 'English', 'Arabic'],
    country: 'ER',
    rate: 10,
    currency: 'USD',
    free: true,
    rating: 5,
  },
  {
    bio: 'Data scientist at a Stockholm startup. Python, statistics and getting into data roles without a PhD.',
    topics: ['Data Science', 'Software Engineering'],
    languages: ['Tigrinya', 'English'],
    country: 'SE',
    rate: 55,
    currency: 'EUR',
    rating: 4.8,
  },
  {
    bio: 'Trucking company founder. Commercial licences, owning your first truck and running a logistics business.',
    topics: ['Entrepreneurship', 'Business Strategy'],
    languages: ['Tigrinya', 'Amharic', 'English'],
    country: 'US',
    rate: 50,
    currency: 'USD',
    rating: 4.3,
  },
  {
    bio: 'Nurse and wellness coach in Tel Aviv. Health, mental wellbeing and settling into a new country.',
    topics: ['Health & wellness', 'Personal Development'],
    languages: ['Tigrinya', 'Arabic', 'English'],
    country: 'IL',
    rate: 30,
    currency: 'USD',
    rating: 0,
  },
  {
    bio: 'UX designer and design lead. Portfolios, design interviews and freelancing from anywhere.',
    topics: ['Design', 'Leadership', 'Marketing'],
    languages: ['Amharic', 'English', 'French'],
    country: 'AU',
    rate: 65,
    currency: 'USD',
    rating: 4.9,
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
      rating: profile.rating,
      createdAt,
      updatedAt: createdAt,
    });
  });
  if (rows.length === 0) return { mentors: 0, mentorBookings: 0 };

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
  return { mentors: added.length, mentorBookings: addedBookings.length };
}

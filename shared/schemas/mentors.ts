/** The mentors API's request schemas: the onboarding form, the directory's query, bookings. */
import { z as zod } from 'zod';
import { MAX_PHOTOS } from '../constants.ts';
import { isTimeZone } from '../mentor-slots.ts';
import {
  BOOKING_ACTIONS,
  BOOKING_REASON_MAX,
  BOOKING_WEEKS_MAX,
  isClosingAction,
  isCountryCode,
  MEETING_DETAIL_MAX,
  MEETING_MODES,
  MENTOR_BIO_MAX,
  MENTOR_CITY_MAX,
  MENTOR_CURRENCIES,
  MENTOR_DEFAULT_LANGUAGE,
  MENTOR_DISPLAY_NAME_MAX,
  MENTOR_LANGUAGES,
  MENTOR_MESSAGES,
  MENTOR_RATE_MAX,
  MENTOR_REQUEST_MAX,
  MENTOR_TOPIC_FILTERS,
  MENTOR_TOPIC_MAX,
  MENTOR_TOPICS_MAX,
  MENTOR_URL_MAX,
  REVIEW_BODY_MAX,
  REVIEW_REPLY_MAX,
  SESSION_LENGTHS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEEKLY_RANGES_MAX,
} from '../mentors.ts';
import { nameText, safeText } from './text.ts';

const urlText = safeText()
  .trim()
  .max(MENTOR_URL_MAX, `Web addresses must be at most ${MENTOR_URL_MAX} characters`)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: MENTOR_MESSAGES.badUrl,
  })
  .transform((value) => value || null);

const optionalUrl = urlText.nullish().transform((value) => value ?? null);

const blankToNull = (max: number, label: string) =>
  safeText()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * The onboarding form's fields (docs/product.md#who-it-is-for Mentor onboarding). Photos travel as
 * files beside this JSON (multipart); `photos` lists the stored ones an edit
 * keeps, in order.
 */
export const mentorInputSchema = zod.object({
  display_name: nameText({ error: MENTOR_MESSAGES.displayNameRequired })
    .trim()
    .min(1, MENTOR_MESSAGES.displayNameRequired)
    .max(
      MENTOR_DISPLAY_NAME_MAX,
      `Display name must be at most ${MENTOR_DISPLAY_NAME_MAX} characters`,
    ),
  bio: safeText({ error: MENTOR_MESSAGES.bioRequired })
    .trim()
    .min(1, MENTOR_MESSAGES.bioRequired)
    .max(
      MENTOR_BIO_MAX,
      `Bio must be at most ${MENTOR_BIO_MAX.toLocaleString('en-US')} characters`,
    ),
  topics: zod
    .array(
      safeText()
        .trim()
        .min(1, 'An expertise area cannot be empty')
        .max(MENTOR_TOPIC_MAX, `An expertise area must be at most ${MENTOR_TOPIC_MAX} characters`),
      { error: MENTOR_MESSAGES.topicRequired },
    )
    .min(1, MENTOR_MESSAGES.topicRequired)
    .max(MENTOR_TOPICS_MAX, `At most ${MENTOR_TOPICS_MAX} expertise areas`)
    .refine(
      (topics) => new Set(topics.map((topic) => topic.toLowerCase())).size === topics.length,
      { message: MENTOR_MESSAGES.duplicateTopic },
    ),
  languages: zod
    .array(zod.enum(MENTOR_LANGUAGES, { error: 'Choose languages from the list' }))
    .max(MENTOR_LANGUAGES.length)
    .default([])
    .transform((languages) =>
      languages.length === 0 ? [MENTOR_DEFAULT_LANGUAGE] : [...new Set(languages)],
    ),
  /** Whole units per hour, at least 1; blank (null) means the default 5000 cents. */
  hourly_rate: zod
    .number({ error: MENTOR_MESSAGES.rateWhole })
    .int(MENTOR_MESSAGES.rateWhole)
    .min(1, MENTOR_MESSAGES.rateWhole)
    .max(MENTOR_RATE_MAX, `Hourly rate must be at most ${MENTOR_RATE_MAX.toLocaleString('en-US')}`)
    .nullish()
    .transform((value) => value ?? null),
  currency: zod.enum(MENTOR_CURRENCIES, { error: MENTOR_MESSAGES.badCurrency }).default('USD'),
  city: blankToNull(MENTOR_CITY_MAX, 'City'),
  country: safeText()
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || isCountryCode(value), {
      message: MENTOR_MESSAGES.badCountry,
    }),
  website_url: optionalUrl,
  social_links: zod
    .object({
      twitter: optionalUrl,
      linkedin: optionalUrl,
      instagram: optionalUrl,
      facebook: optionalUrl,
    })
    .partial()
    .default({})
    .transform((links) => {
      const kept: Partial<Record<SocialNetwork, string>> = {};
      for (const network of SOCIAL_NETWORKS) {
        const value = links[network];
        if (value) kept[network] = value;
      }
      return kept;
    }),
  free_session: zod.boolean({ error: 'Free session must be true or false' }).default(false),
  /** Stored photo URLs an edit keeps (a new profile uploads all its photos). */
  photos: zod
    .array(safeText().max(MENTOR_URL_MAX))
    .max(MAX_PHOTOS, MENTOR_MESSAGES.tooManyPhotos)
    .default([]),
});

export type MentorInput = zod.input<typeof mentorInputSchema>;

export type ValidMentorInput = zod.output<typeof mentorInputSchema>;

/** The directory's query, kept in the URL (docs/product.md#who-it-is-for): q, topic, city, page. */
export const mentorDirectoryQuery = zod.object({
  q: safeText().trim().max(100, 'Search text must be at most 100 characters').default(''),
  topic: zod
    .union([zod.enum(MENTOR_TOPIC_FILTERS), zod.literal('')], {
      error: `Topic must be one of ${MENTOR_TOPIC_FILTERS.join(', ')}`,
    })
    .default(''),
  city: safeText().trim().max(MENTOR_CITY_MAX, 'City must be at most 100 characters').default(''),
  /** 'week': only mentors with a free slot in the next 7 days (issue #42). */
  available: zod
    .union([zod.literal('week'), zod.literal('')], { error: 'Available must be week' })
    .default(''),
  page: zod.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page must be at most 100,000')
    .default(1),
});

export type MentorDirectoryQuery = zod.output<typeof mentorDirectoryQuery>;

export const bookingRequestSchema = zod.object({
  mentor_id: safeText({ error: MENTOR_MESSAGES.notFound })
    .trim()
    .min(1, MENTOR_MESSAGES.notFound)
    .max(64),
  message: safeText({ error: MENTOR_MESSAGES.messageRequired })
    .trim()
    .min(1, MENTOR_MESSAGES.messageRequired)
    .max(MENTOR_REQUEST_MAX, MENTOR_MESSAGES.messageTooLong),
  /** The chosen free slot's start (ISO); absent for a mentor without hours. */
  starts_at: zod.iso
    .datetime({ offset: true, error: MENTOR_MESSAGES.slotNotOffered })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});

export type BookingRequest = zod.input<typeof bookingRequestSchema>;

/** An action, with the optional reason a closing one may carry (blank is none). */
export const bookingActionSchema = zod
  .object({
    action: zod.enum(BOOKING_ACTIONS, { error: MENTOR_MESSAGES.badAction }),
    reason: safeText()
      .trim()
      .max(BOOKING_REASON_MAX, MENTOR_MESSAGES.reasonTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .refine((input) => input.reason === null || isClosingAction(input.action), {
    message: MENTOR_MESSAGES.reasonNotClosing,
    path: ['reason'],
  });

export type BookingActionInput = zod.input<typeof bookingActionSchema>;

const clock = /^([01]\d|2[0-3]):(00|15|30|45)$|^24:00$/;
const weeklyRange = zod
  .object({
    day: zod.number().int().min(0).max(6),
    start: zod.string().regex(clock),
    end: zod.string().regex(clock),
  })
  .refine((range) => range.start < range.end, { message: MENTOR_MESSAGES.badHours });

/** A mentor's availability (issue #42): no ranges at all keeps the request-only flow. */
export const availabilityInputSchema = zod
  .object({
    time_zone: safeText().refine(isTimeZone, { message: MENTOR_MESSAGES.badTimeZone }),
    session_minutes: zod.union(
      SESSION_LENGTHS.map((length) => zod.literal(length)) as [
        zod.ZodLiteral<30>,
        zod.ZodLiteral<60>,
      ],
      { error: 'Sessions last 30 or 60 minutes' },
    ),
    meeting_mode: zod.enum(MEETING_MODES, { error: 'Choose video, phone or in person' }),
    meeting_detail: safeText()
      .trim()
      .max(MEETING_DETAIL_MAX, `At most ${MEETING_DETAIL_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
    booking_weeks: zod.number().int().min(1).max(BOOKING_WEEKS_MAX),
    weekly_hours: zod
      .array(weeklyRange, { error: MENTOR_MESSAGES.badHours })
      .max(WEEKLY_RANGES_MAX, `At most ${WEEKLY_RANGES_MAX} ranges`),
  })
  .refine((input) => input.meeting_mode === 'in_person' || input.meeting_detail !== null, {
    message: MENTOR_MESSAGES.meetingDetailRequired,
    path: ['meeting_detail'],
  })
  // A video link is a web address (it becomes a link on the session).
  .refine(
    (input) =>
      input.meeting_mode !== 'video' ||
      input.meeting_detail === null ||
      /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(input.meeting_detail),
    { message: MENTOR_MESSAGES.badUrl, path: ['meeting_detail'] },
  )
  .refine(
    (input) =>
      input.weekly_hours.every((a, i) =>
        input.weekly_hours.every(
          (b, j) => i === j || a.day !== b.day || a.end <= b.start || b.end <= a.start,
        ),
      ),
    { message: MENTOR_MESSAGES.overlappingHours, path: ['weekly_hours'] },
  );

export type AvailabilityInput = zod.input<typeof availabilityInputSchema>;

export const reviewInputSchema = zod.object({
  rating: zod
    .number({ error: MENTOR_MESSAGES.ratingRange })
    .int(MENTOR_MESSAGES.ratingRange)
    .min(1, MENTOR_MESSAGES.ratingRange)
    .max(5, MENTOR_MESSAGES.ratingRange),
  body: safeText()
    .trim()
    .max(REVIEW_BODY_MAX, MENTOR_MESSAGES.reviewTooLong)
    .nullish()
    .transform((value) => value || null),
});

export type ReviewInput = zod.input<typeof reviewInputSchema>;

export const reviewReplySchema = zod.object({
  reply: safeText({ error: MENTOR_MESSAGES.replyRequired })
    .trim()
    .min(1, MENTOR_MESSAGES.replyRequired)
    .max(REVIEW_REPLY_MAX, `A reply must be at most ${REVIEW_REPLY_MAX} characters`),
});

export const reviewsQuery = zod.object({
  page: zod.coerce.number().int().min(1).max(10_000).default(1),
});

export type ValidAvailability = zod.output<typeof availabilityInputSchema>;

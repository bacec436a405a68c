/** The mentors API's request schemas: the onboarding form, the directory's query, bookings. */
import { z as zod } from 'zod';
import { MAX_PHOTOS } from '../constants.ts';
import {
  BOOKING_ACTIONS,
  BOOKING_REASON_MAX,
  isClosingAction,
  isCountryCode,
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
  SOCIAL_NETWORKS,
  type SocialNetwork,
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

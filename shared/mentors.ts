/**
 * Mentors and session bookings (docs/product.md#mentors Mentor pages
 * mentor_bookings, docs/product.md#mentors Mentor booking status, docs/product.md#mentors Mentor onboarding and request,
 * docs/product.md#mentors): constants, request schemas, the booking state machine's table and the
 * reply shapes, shared by the API and the web app.
 */
import { countries } from 'country-flag-icons';

import type { WeeklyHours } from './mentor-slots.ts';
import type { Moderated } from './moderation.ts';
import type { PersonRef } from './people.ts';

/** docs/product.md#mentors: the directory's topic filter values. */
export const MENTOR_TOPIC_FILTERS = [
  'language',
  'health',
  'career',
  'tech',
  'finance',
  'immigration',
  'business',
] as const;
export type MentorTopicFilter = (typeof MENTOR_TOPIC_FILTERS)[number];

/** docs/product.md#mentors: the 12 preset expertise areas of the onboarding form. */
export const MENTOR_EXPERTISE_PRESETS = [
  'Career Development',
  'Technical Skills',
  'Leadership',
  'Entrepreneurship',
  'Software Engineering',
  'Data Science',
  'Product Management',
  'Marketing',
  'Finance',
  'Design',
  'Business Strategy',
  'Personal Development',
] as const;

/** docs/product.md#mentors: the preset languages; none chosen means English. */
export const MENTOR_LANGUAGES = [
  'English',
  'Amharic',
  'Tigrinya',
  'Oromo',
  'Arabic',
  'Spanish',
  'French',
  'German',
] as const;
export const MENTOR_DEFAULT_LANGUAGE = 'English';

export const MENTOR_CURRENCIES = ['USD', 'EUR', 'ETB'] as const;
export type MentorCurrency = (typeof MENTOR_CURRENCIES)[number];

/** docs/product.md#mentors: a blank hourly rate is 5000 cents (50 per hour). */
export const MENTOR_DEFAULT_PRICE_CENTS = 5000;
export const MENTOR_RATE_MAX = 100_000;
export const MENTOR_DISPLAY_NAME_MAX = 80;
export const MENTOR_BIO_MAX = 4_000;
export const MENTOR_TOPIC_MAX = 60;
export const MENTOR_TOPICS_MAX = 20;
export const MENTOR_CITY_MAX = 100;
export const MENTOR_URL_MAX = 500;
export const MENTOR_REQUEST_MAX = 2_000;
/** The optional reason given when closing a booking (decline, cancel, withdraw). */
export const BOOKING_REASON_MAX = 500;
/** Mentor cards per directory page (paged, never capped). */
export const MENTORS_PAGE_SIZE = 24;
/** The home page's 'Find a Mentor' row: the newest 12. */
export const MENTOR_HOME_ROW_SIZE = 12;
/** Booking requests one member may send per hour (spam brake). */
export const MENTOR_REQUESTS_PER_HOUR = 20;

export const SOCIAL_NETWORKS = ['twitter', 'linkedin', 'instagram', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Every ISO 3166-1 alpha-2 country the flag package draws (uppercase two-letter codes). */
export const COUNTRY_CODES: readonly string[] = countries.filter((code) => /^[A-Z]{2}$/.test(code));
const COUNTRY_SET = new Set(COUNTRY_CODES);
export function isCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value.toUpperCase());
}

/**
 * The directory's topic filter reads free-form expertise areas: each filter
 * value stands for the words below, matched in a topic's lower-case text.
 * The server stores the filter values a mentor's topics match (topic_tags),
 * so filtering is one indexed array lookup.
 */
const TOPIC_FILTER_WORDS: Record<MentorTopicFilter, string[]> = {
  language: ['language', 'english', 'amharic', 'tigrinya', 'translation', 'esl'],
  health: ['health', 'wellness', 'medical', 'nursing', 'fitness', 'mental'],
  career: ['career', 'leadership', 'personal development', 'resume', 'interview', 'job'],
  tech: ['tech', 'software', 'data', 'engineering', 'programming', 'design', 'it '],
  finance: ['financ', 'money', 'invest', 'tax', 'accounting', 'budget'],
  immigration: ['immigration', 'visa', 'green card', 'asylum', 'citizenship', 'legal'],
  business: ['business', 'entrepreneur', 'marketing', 'product', 'strategy', 'startup'],
};

export function topicFilterTags(topics: readonly string[]): MentorTopicFilter[] {
  const text = topics.map((topic) => ` ${topic.toLowerCase()} `);
  return MENTOR_TOPIC_FILTERS.filter((filter) =>
    TOPIC_FILTER_WORDS[filter].some((word) => text.some((topic) => topic.includes(word))),
  );
}

// ---- availability, timed sessions and reviews (issue #42) ----
export type { WeeklyHours, WeeklyRange } from './mentor-slots.ts';
export const SESSION_LENGTHS = [30, 60] as const;
export const MEETING_MODES = ['video', 'phone', 'in_person'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];
/** How far ahead sessions can be booked: 1 to 8 weeks. */
export const BOOKING_WEEKS_MAX = 8;
/** Weekly ranges a mentor may set (three a day). */
export const WEEKLY_RANGES_MAX = 21;
export const MEETING_DETAIL_MAX = 300;
/** A requested slot is held for the mentee until the mentor answers or this passes. */
export const SLOT_HOLD_HOURS = 48;
/** Reminders before a session: 24 hours and 1 hour. */
export const SESSION_REMINDER_HOURS = [24, 1] as const;
export const REVIEW_BODY_MAX = 1_000;
export const REVIEW_REPLY_MAX = 1_000;
/** The reviews on a mentor's page, newest first. */
export const REVIEWS_PAGE_SIZE = 20;

export const MENTOR_MESSAGES = {
  missingInformation:
    'Missing Information: Please fill all required fields including at least one photo',
  displayNameRequired: 'Display name is required',
  bioRequired: 'Bio is required',
  topicRequired: 'Choose at least one expertise area',
  photoRequired: 'Add at least one photo',
  tooManyPhotos: 'Too many photos',
  rateWhole: 'Hourly rate must be a whole number of at least 1',
  badCurrency: 'Currency must be USD, EUR or ETB',
  badCountry: 'Choose a country from the list',
  badUrl: 'Enter a full web address starting with https:// or http://',
  duplicateTopic: 'Each expertise area only once',
  notFound: 'Mentor not found',
  notYours: 'Only the mentor can change this profile',
  alreadyMentor: 'You already have a mentor profile',
  messageRequired: 'Message Required: Please write a message describing what you need help with',
  messageTooLong: `The message must be at most ${MENTOR_REQUEST_MAX.toLocaleString('en-US')} characters`,
  ownProfile: 'You cannot book a session with yourself',
  /** Either of the two blocked the other (issue #39). */
  blocked: "You can't request a session with this mentor",
  duplicateOpen: 'You already have an open request with this mentor',
  bookingNotFound: 'Booking not found',
  badAction: 'Action must be accept, decline, complete, cancel or withdraw',
  reasonTooLong: `The reason must be at most ${BOOKING_REASON_MAX} characters`,
  reasonNotClosing: 'Only declining, cancelling or withdrawing takes a reason',
  badTimeZone: 'Choose a time zone from the list',
  badHours: 'Each range needs a day and a start before its end, in 15-minute steps',
  overlappingHours: 'Two ranges of one day overlap',
  meetingDetailRequired: 'Add the video link or the phone number',
  slotTaken: 'This time is no longer free; please choose another',
  slotNotOffered: 'This mentor has no free session at that time',
  noHours: 'This mentor takes requests without a time',
  sessionPast: 'This session’s time has passed',
  sessionOverlap: 'You already have a session at this time',
  reviewNotYet: 'You can review a session after it ends',
  reviewNotYours: 'Only the mentee of this session can review it',
  reviewTwice: 'You have reviewed this session already',
  ratingRange: 'Rate the session from 1 to 5',
  reviewTooLong: `A review must be at most ${REVIEW_BODY_MAX} characters`,
  reviewNotFound: 'Review not found',
  replyNotYours: 'Only the mentor can reply to this review',
  replyTwice: 'You have replied to this review already',
  replyRequired: 'Write a reply',
  notTimed: 'This booking has no time',
  tooManyRequests: `You can send ${MENTOR_REQUESTS_PER_HOUR} session requests an hour. Please try again later.`,
} as const;

/** Stored price: whole units times 100; blank is the default rate. */
export function mentorPriceCents(hourlyRate: number | null): number {
  return hourlyRate === null ? MENTOR_DEFAULT_PRICE_CENTS : hourlyRate * 100;
}

// ---- the booking state machine (docs/product.md#mentors Mentor booking status) ----
export const BOOKING_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking still open: one per mentee and mentor at a time. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'accepted'];

/** The mentor's four actions of the spec, and the mentee's withdrawal of a request. */
export const BOOKING_ACTIONS = ['accept', 'decline', 'complete', 'cancel', 'withdraw'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type BookingParty = 'mentor' | 'mentee';

/** Each action: who may take it, from which status, to which status. */
export const BOOKING_TRANSITIONS: Record<
  BookingAction,
  { by: BookingParty | 'either'; from: BookingStatus; to: BookingStatus }
> = {
  accept: { by: 'mentor', from: 'requested', to: 'accepted' },
  decline: { by: 'mentor', from: 'requested', to: 'declined' },
  complete: { by: 'mentor', from: 'accepted', to: 'completed' },
  // Either side can cancel an accepted session, with a reason (issue #42).
  cancel: { by: 'either', from: 'accepted', to: 'cancelled' },
  withdraw: { by: 'mentee', from: 'requested', to: 'cancelled' },
};

/**
 * The actions that end a booking: each asks first and may carry a reason the
 * other party sees (issue #40: one click used to decline or cancel).
 */
export const CLOSING_ACTIONS: readonly BookingAction[] = ['decline', 'cancel', 'withdraw'];
export const isClosingAction = (action: BookingAction) => CLOSING_ACTIONS.includes(action);

/** The actions a party may take on a booking in this status (the buttons to show). */
export function actionsFor(party: BookingParty, status: BookingStatus): BookingAction[] {
  return BOOKING_ACTIONS.filter(
    (action) =>
      (BOOKING_TRANSITIONS[action].by === party || BOOKING_TRANSITIONS[action].by === 'either') &&
      BOOKING_TRANSITIONS[action].from === status,
  );
}

// ---- reply shapes ----
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export type MentorDto = {
  id: string;
  user_id: string;
  display_name: string;
  bio: string;
  city: string | null;
  /** ISO 3166-1 alpha-2 code, or null. */
  country: string | null;
  price_cents: number;
  currency: MentorCurrency;
  free_session: boolean;
  topics: string[];
  languages: string[];
  photos: string[];
  website_url: string | null;
  social_links: SocialLinks;
  /** The average of its reviews (0 with none) and how many (issue #42). */
  rating: number;
  rating_count: number;
  /** Availability; null when the mentor takes requests without a time. */
  availability: MentorAvailability | null;
  created_at: string;
  /** The reader owns this profile. */
  mine: boolean;
} & Partial<Moderated>;

export type MentorAvailability = {
  time_zone: string;
  session_minutes: number;
  meeting_mode: MeetingMode;
  booking_weeks: number;
  weekly_hours: WeeklyHours;
  /** The video link or phone number: only for the mentor themself (a session's parties see it on the booking). */
  meeting_detail?: string | null;
};

/** GET /api/mentors/:id/slots: the free slot starts (ISO, UTC) of the booking window. */
export type MentorSlotsReply = {
  time_zone: string;
  session_minutes: number;
  meeting_mode: MeetingMode;
  slots: string[];
};

export type MentorReviewDto = {
  id: string;
  booking_id: string;
  rating: number;
  body: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  mentee: PersonRef;
  /** The reader is this review's mentor (may reply once). */
  can_reply: boolean;
} & Partial<Moderated>;

export type MentorReviewsReply = {
  rating: number;
  rating_count: number;
  reviews: MentorReviewDto[];
  has_more: boolean;
};

export type MentorDirectoryReply = {
  mentors: MentorDto[];
  page: number;
  has_more: boolean;
};

export type BookingDto = {
  id: string;
  mentor_id: string;
  status: BookingStatus;
  message: string;
  /** Why it was declined, cancelled or withdrawn, if the one who closed it said (both parties read it). */
  close_reason: string | null;
  created_at: string;
  updated_at: string;
  /** The session's time (issue #42), or null for a request-only booking. */
  starts_at: string | null;
  ends_at: string | null;
  /** While requested: the slot is held until then. */
  hold_until: string | null;
  /** The mentor's zone, for the time beside the reader's. */
  time_zone: string | null;
  meeting_mode: MeetingMode | null;
  /** The link or number: for the two parties once accepted; in person, the mentor's city. */
  meeting_detail: string | null;
  /** The mentee's review of it, once written. */
  review: MentorReviewDto | null;
  /** The mentee may review it now (after its end, none yet). */
  can_review: boolean;
  /** The mentee, as the mentor sees them (a label, never an email). */
  mentee: PersonRef;
  mentor: { id: string; display_name: string; city: string | null; country: string | null };
};

export type BookingListReply = { bookings: BookingDto[] };

/** Published on both parties' user channels after a booking is stored or changed. */
export type BookingEvent = {
  kind: 'mentor-booking.changed';
  booking_id: string;
  status: BookingStatus;
};

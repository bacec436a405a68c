/**
 * Match and connect (docs/product.md#match Match, docs/product.md#match match_*,
 * docs/product.md#match), shared by server and web: the limits, the profile and answer schemas,
 * the shapes the API answers with, and the compatibility rule itself.
 *
 * The score (docs/product.md#match): over the questions both members answered,
 * each question weighs the sum of both members' importances; the score is the
 * rounded percent of the weight of the questions answered with the same
 * choice, and 0 when they share no question. The server computes it (the
 * discovery query uses an equivalent bit-string form, checked against this
 * function in its tests); nobody reads another member's raw answers to do it.
 */

import type { Moderated } from './moderation.ts';
import type { MatchDecision } from './schemas/match.ts';

/** Discovery shows up to this many candidates, best score first. */
export const MATCH_DISCOVERY_LIMIT = 50;
/** A passed candidate stays out of discovery this long. */
export const MATCH_PASS_DAYS = 30;
export const MATCH_MIN_AGE = 18;
export const MATCH_MAX_AGE = 120;
export const MATCH_IMPORTANCES = [1, 2, 3] as const;
export type Importance = (typeof MATCH_IMPORTANCES)[number];
/** The profile view shows this many of the other member's answers, then 'And N more answers...'. */
export const MATCH_ANSWERS_SHOWN = 5;
/** Question ids run from 1 to this (one slot each in the precomputed score form). */
export const MATCH_QUESTION_SLOTS = 16;
/** A question has at most this many choices. */
export const MATCH_MAX_CHOICES = 5;
export const MATCH_BIO_MAX = 1_000;
export const MATCH_NAME_MAX = 80;

export const MATCH_GENDERS = ['man', 'woman', 'non-binary', 'prefer-not-to-say'] as const;
export type MatchGender = (typeof MATCH_GENDERS)[number];
export const MATCH_SEEKING = ['men', 'women', 'everyone'] as const;
export type MatchSeeking = (typeof MATCH_SEEKING)[number];

/**
 * Discovery's distance choices, in km from the member's city (issue #40), and
 * the one a member starts with: near enough to meet, wide enough for a
 * diaspora spread over a metro area and its neighbours.
 */
export const MATCH_DISTANCES_KM = [25, 50, 100, 250, 500, 1000] as const;
export const MATCH_DEFAULT_DISTANCE_KM = 250;
/** The widest distance the API takes (half the Earth's circumference, rounded up). */
export const MATCH_MAX_DISTANCE_KM = 20_100;

/** Likes and passes one member may make per hour (issue #39: toggling a like re-announced a match). */
export const MATCH_DECISIONS_PER_HOUR = 120;
/** Changes of one's own gender or whom one is looking for, per day (each widens or narrows discovery). */
export const MATCH_IDENTITY_CHANGES_PER_DAY = 3;

export const MATCH_MESSAGES = {
  profileRequired: 'Create your match profile first.',
  answersRequired: 'Answer all the match questions first to see other members.',
  tooManyDecisions: `You can like or pass ${MATCH_DECISIONS_PER_HOUR} profiles an hour. Please try again later.`,
  tooManyIdentityChanges: `You can change your gender or whom you are looking for ${MATCH_IDENTITY_CHANGES_PER_DAY} times a day. Please try again tomorrow.`,
  notFound: 'Profile not found or not available for viewing',
  nameRequired: 'Display name is required',
  ageRequired: 'Age is required',
  tooYoung: `You must be ${MATCH_MIN_AGE} or older to use Match.`,
  ageTooHigh: `Age must be at most ${MATCH_MAX_AGE}.`,
  allAnswered: 'Answer every question before completing.',
  unknownQuestion: 'That question does not exist',
  badChoice: 'That choice does not exist for this question',
  self: 'You cannot like or pass yourself',
  ageRange: 'The youngest age must not be above the oldest.',
} as const;

/** Whether someone of `gender` is among what `seeking` asks for ('everyone' fits all). */
export function seekingFits(seeking: MatchSeeking, gender: MatchGender): boolean {
  if (seeking === 'everyone') return true;
  return seeking === 'men' ? gender === 'man' : gender === 'woman';
}

/** The genders a `seeking` value accepts. */
export function gendersSought(seeking: MatchSeeking): MatchGender[] {
  return MATCH_GENDERS.filter((gender) => seekingFits(seeking, gender));
}

/** The seeking values that accept someone of `gender`. */
export function seekingsAccepting(gender: MatchGender): MatchSeeking[] {
  return MATCH_SEEKING.filter((seeking) => seekingFits(seeking, gender));
}

/** The hard filter, both ways: each one's gender fits the other's seeking. */
export function mutuallySought(
  a: { gender: MatchGender; seeking: MatchSeeking },
  b: { gender: MatchGender; seeking: MatchSeeking },
): boolean {
  return seekingFits(a.seeking, b.gender) && seekingFits(b.seeking, a.gender);
}

/** One member's answer to one question. */
export type MatchAnswer = { question_id: number; choice_index: number; importance: number };

/**
 * The compatibility percent of two members' answers (docs/product.md#match).
 * Each shared question weighs importanceA + importanceB; the score is the
 * rounded percent of the weight answered alike; 0 with no shared question.
 */
export function compatibilityScore(a: readonly MatchAnswer[], b: readonly MatchAnswer[]): number {
  const theirs = new Map(b.map((answer) => [answer.question_id, answer]));
  let total = 0;
  let same = 0;
  for (const mine of a) {
    const other = theirs.get(mine.question_id);
    if (!other) continue;
    const weight = mine.importance + other.importance;
    total += weight;
    if (mine.choice_index === other.choice_index) same += weight;
  }
  return total === 0 ? 0 : Math.round((same / total) * 100);
}

/** A question as the API gives it, in both languages. */
export type MatchQuestionDto = {
  id: number;
  text: string;
  text_ti: string;
  choices: string[];
  choices_ti: string[];
  weight: number;
};

export type MatchProfileDto = {
  user_id: string;
  display_name: string;
  age: number;
  city: string | null;
  country: string | null;
  gender: MatchGender;
  seeking: MatchSeeking;
  bio: string | null;
  photos: string[];
} & Partial<Moderated>;

export type MyMatchReply = { profile: MatchProfileDto | null; answers: MatchAnswer[] };

/** A discovery card: no raw answers, only the computed score. */
export type MatchCandidateDto = {
  user_id: string;
  display_name: string;
  age: number;
  city: string | null;
  country: string | null;
  photo: string | null;
  score: number;
  /** Whole km between the two members' cities; null when either city is unknown. */
  distance_km: number | null;
};

/**
 * `near`: the city distances are measured from (the member's own, as the
 * gazetteer knows it), or null when it does not know it: then no distance
 * filter applies, and the page says why.
 */
export type DiscoverReply = { candidates: MatchCandidateDto[]; near: string | null };

/** One of their answers as the profile view lists it. */
export type TheirAnswerDto = {
  question_id: number;
  question: string;
  question_ti: string;
  choice: string;
  choice_ti: string;
  importance: number;
};

export type MatchProfileViewReply = {
  profile: MatchProfileDto;
  score: number;
  liked: boolean;
  answers: TheirAnswerDto[];
};

/** `mutual`: this like made the match, announced now ('It's a match' comes once per pair, ever). */
export type DecisionReply = { decision: MatchDecision; mutual: boolean };

/** The other member of a new match, as the 'It's a match!' screen shows them. */
export type MatchedMember = { user_id: string; display_name: string; photo: string | null };

/**
 * Sent on each member's own channel (user:<id>) when a like makes a match, so
 * both see the 'It's a match!' screen at once: the one who liked second from
 * the reply, the other wherever they are on the site (issue #40).
 */
export const MATCH_MUTUAL_EVENT = 'match.mutual';
export type MatchMutualEvent = { kind: typeof MATCH_MUTUAL_EVENT; match: MatchedMember };

/** Where 'message' goes from a match (docs/product.md#match Match discovery). */
export const matchMessageUrl = (userId: string) => `/inbox?match=${encodeURIComponent(userId)}`;
export const matchProfileUrl = (userId: string) => `/match/profile/${encodeURIComponent(userId)}`;

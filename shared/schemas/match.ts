/** The match API's request schemas: profile, answers, decisions. */
import { z as zod } from 'zod';
import { MAX_PHOTOS } from '../constants.ts';
import { MEDIA_URL_PATTERN } from '../listing-input.ts';
import {
  MATCH_BIO_MAX,
  MATCH_GENDERS,
  MATCH_MAX_AGE,
  MATCH_MAX_CHOICES,
  MATCH_MAX_DISTANCE_KM,
  MATCH_MESSAGES,
  MATCH_MIN_AGE,
  MATCH_NAME_MAX,
  MATCH_QUESTION_SLOTS,
  MATCH_SEEKING,
} from '../match.ts';
import { nameText, safeText } from './text.ts';

const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Step 1 of onboarding (docs/product.md#match Match profile: continuing needs display name and age). */
export const matchProfileSchema = zod.object({
  display_name: nameText({ error: MATCH_MESSAGES.nameRequired })
    .trim()
    .min(1, MATCH_MESSAGES.nameRequired)
    .max(MATCH_NAME_MAX, `At most ${MATCH_NAME_MAX} characters`),
  age: zod
    .number({ error: MATCH_MESSAGES.ageRequired })
    .int(MATCH_MESSAGES.ageRequired)
    .min(MATCH_MIN_AGE, MATCH_MESSAGES.tooYoung)
    .max(MATCH_MAX_AGE, MATCH_MESSAGES.ageTooHigh),
  city: optionalText(100),
  country: optionalText(100),
  gender: zod.enum(MATCH_GENDERS, { error: 'Choose a gender' }),
  seeking: zod.enum(MATCH_SEEKING, { error: 'Choose whom you are looking for' }),
  bio: optionalText(MATCH_BIO_MAX),
  /** The photos to keep, in order (new ones come as multipart files after these). */
  photos: zod
    .array(safeText().regex(MEDIA_URL_PATTERN, 'Not a photo of this site'))
    .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
    .default([]),
});

export type MatchProfileInput = zod.input<typeof matchProfileSchema>;

export type ValidMatchProfile = zod.output<typeof matchProfileSchema>;

export const matchAnswerSchema = zod.object({
  question_id: zod.number().int().min(1).max(MATCH_QUESTION_SLOTS),
  choice_index: zod
    .number()
    .int()
    .min(0)
    .max(MATCH_MAX_CHOICES - 1),
  importance: zod.number().int().min(1, 'Importance is 1 to 3').max(3, 'Importance is 1 to 3'),
});

/** Step 2: every question answered, each once (the server checks the set against the questions). */
export const matchAnswersSchema = zod.object({
  answers: zod
    .array(matchAnswerSchema)
    .max(MATCH_QUESTION_SLOTS)
    .refine((list) => new Set(list.map((a) => a.question_id)).size === list.length, {
      message: 'Each question is answered once',
    }),
});

export type MatchAnswersInput = zod.infer<typeof matchAnswersSchema>;

const queryAge = zod.coerce
  .number({ error: 'Age must be a whole number' })
  .int('Age must be a whole number')
  .min(MATCH_MIN_AGE, `Age must be at least ${MATCH_MIN_AGE}`)
  .max(MATCH_MAX_AGE, `Age must be at most ${MATCH_MAX_AGE}`)
  .optional();

/** Discovery's filters (issue #40), each optional: an age range and a distance from one's city. */
export const matchDiscoverQuerySchema = zod
  .object({
    min_age: queryAge,
    max_age: queryAge,
    within_km: zod.coerce
      .number({ error: 'Distance must be a whole number of km' })
      .int('Distance must be a whole number of km')
      .min(1, 'Distance must be at least 1 km')
      .max(MATCH_MAX_DISTANCE_KM, `Distance must be at most ${MATCH_MAX_DISTANCE_KM} km`)
      .optional(),
  })
  .refine(
    (query) =>
      query.min_age === undefined || query.max_age === undefined || query.min_age <= query.max_age,
    { message: MATCH_MESSAGES.ageRange, path: ['min_age'] },
  );

export type MatchDiscoverQuery = zod.infer<typeof matchDiscoverQuerySchema>;

export const matchDecisionSchema = zod.object({ decision: zod.enum(['like', 'pass']) });

export type MatchDecision = zod.infer<typeof matchDecisionSchema>['decision'];

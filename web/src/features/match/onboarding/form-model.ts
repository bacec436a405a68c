/**
 * Match onboarding's state and rules (docs/product.md#match Match onboarding):
 * step 1's fields, how a saved profile (or the account) fills them, the
 * shared schema a submit checks them with (through the react-hook-form
 * resolver) and the words each of its messages shows in; step 2's draft of
 * answers. Pure, like the listing form's model; the steps only render it.
 */
import type { ProfileReply } from '@shared/auth.ts';
import {
  MATCH_MESSAGES,
  type MatchAnswer,
  type MatchGender,
  type MatchProfileDto,
  type MatchQuestionDto,
  type MatchSeeking,
} from '@shared/match.ts';
import { type MatchProfileInput, matchProfileSchema } from '@shared/schemas/match.ts';
import type { TFunction } from 'i18next';
import { messageText } from '../../../app/error-text.ts';

export type ProfileFormValues = {
  display_name: string;
  /** A number once typed; blank (or not a number) until then. */
  age: number | undefined;
  city: string;
  country: string;
  gender: MatchGender | '';
  seeking: MatchSeeking | '';
  bio: string;
};

/** Step 1's checks: the shared profile schema; photos are files, checked by the server. */
export const profileFieldsSchema = matchProfileSchema.omit({ photos: true });

/** The account's name and city, the starting point of a first profile. */
export type AccountStart = Pick<ProfileReply, 'display_name' | 'city'> | null;

export function profileDefaults(
  profile: MatchProfileDto | null,
  account: AccountStart,
): ProfileFormValues {
  return {
    display_name: profile?.display_name ?? account?.display_name ?? '',
    age: profile?.age,
    city: profile?.city ?? account?.city ?? '',
    country: profile?.country ?? '',
    gender: profile?.gender ?? '',
    seeking: profile?.seeking ?? '',
    bio: profile?.bio ?? '',
  };
}

/** A typed age: blank stays blank (the schema says 'Age is required'). */
export const ageFromInput = (typed: unknown) =>
  String(typed ?? '').trim() === '' ? undefined : Number(typed);

/** The API input, once the schema has passed the values (gender and seeking are set then). */
export function toProfileInput(values: ProfileFormValues, kept: string[]): MatchProfileInput {
  return {
    display_name: values.display_name,
    age: values.age ?? Number.NaN,
    city: values.city,
    country: values.country,
    gender: values.gender as MatchGender,
    seeking: values.seeking as MatchSeeking,
    bio: values.bio,
    photos: kept,
  };
}

/** The schema's messages in the reader's language (the form's own words for step 1). */
const FIELD_MESSAGE_KEYS: Record<string, string> = {
  [MATCH_MESSAGES.nameRequired]: 'match.errors.nameRequired',
  [MATCH_MESSAGES.ageRequired]: 'match.errors.ageRequired',
  [MATCH_MESSAGES.tooYoung]: 'match.errors.tooYoung',
  'Choose a gender': 'match.errors.chooseGender',
  'Choose whom you are looking for': 'match.errors.chooseSeeking',
};

export function fieldMessageText(t: TFunction, message: string): string {
  const key = FIELD_MESSAGE_KEYS[message];
  return key ? t(key) : messageText(message);
}

/** Step 2: each question's chosen answer (none yet) and importance (2 unless set). */
export type AnswersDraft = Record<number, { choice?: number; importance: number }>;

export const DEFAULT_IMPORTANCE = 2;

export function initialDraft(questions: MatchQuestionDto[], saved: MatchAnswer[]): AnswersDraft {
  const draft: AnswersDraft = {};
  for (const q of questions) draft[q.id] = { importance: DEFAULT_IMPORTANCE };
  for (const a of saved)
    draft[a.question_id] = { choice: a.choice_index, importance: a.importance };
  return draft;
}

export function withAnswer(
  draft: AnswersDraft,
  id: number,
  change: Partial<AnswersDraft[number]>,
): AnswersDraft {
  return { ...draft, [id]: { importance: DEFAULT_IMPORTANCE, ...draft[id], ...change } };
}

export const unanswered = (questions: MatchQuestionDto[], draft: AnswersDraft) =>
  questions.filter((q) => draft[q.id]?.choice === undefined);

export function toAnswers(questions: MatchQuestionDto[], draft: AnswersDraft): MatchAnswer[] {
  return questions.map((q) => ({
    question_id: q.id,
    choice_index: draft[q.id]?.choice ?? 0,
    importance: draft[q.id]?.importance ?? DEFAULT_IMPORTANCE,
  }));
}

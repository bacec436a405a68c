/** The Match API calls and their queries (docs/product.md#match Match). */
import {
  type DecisionReply,
  type DiscoverReply,
  MATCH_DECISIONS_PER_HOUR,
  MATCH_IDENTITY_CHANGES_PER_DAY,
  MATCH_MESSAGES,
  type MatchAnswer,
  type MatchProfileDto,
  type MatchProfileViewReply,
  type MatchQuestionDto,
  type MyMatchReply,
} from '@shared/match.ts';
import type { MatchDecision, MatchProfileInput } from '@shared/schemas/match.ts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { sendJsonWithPhotos } from '../../app/json-with-photos.ts';

export const matchKeys = {
  all: ['match'] as const,
  me: ['match', 'me'] as const,
  questions: ['match', 'questions'] as const,
  discover: ['match', 'discover'] as const,
  discoverWith: (query: string) => ['match', 'discover', query] as const,
  profile: (id: string) => ['match', 'profile', id] as const,
};

/** A 4xx (no profile of my own, a hidden profile) is an answer, not a hiccup: no retry. */
const noRetryOnClientError = (count: number, error: Error) =>
  count < 2 && !(error instanceof ApiRequestError && error.status < 500);

export function useMyMatch(enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.me,
    queryFn: () => apiFetch<MyMatchReply>('/match/me'),
    enabled,
  });
}

export function useQuestions(enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.questions,
    queryFn: async () =>
      (await apiFetch<{ questions: MatchQuestionDto[] }>('/match/questions')).questions,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `query`: the filters' query string (filters.ts), '' for none. */
export function useDiscover(enabled: boolean, query = '') {
  return useQuery({
    queryKey: matchKeys.discoverWith(query),
    queryFn: () => apiFetch<DiscoverReply>(`/match/discover${query}`),
    enabled,
    retry: noRetryOnClientError,
    // The list is worked through one card at a time: no refetch under the member's feet.
    refetchOnWindowFocus: false,
  });
}

export function useMatchProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: matchKeys.profile(id),
    queryFn: () => apiFetch<MatchProfileViewReply>(`/match/profiles/${encodeURIComponent(id)}`),
    enabled,
    retry: noRetryOnClientError,
  });
}

/** Step 1: the profile JSON, with new photos as multipart files after the kept ones. */
export async function saveMatchProfile(
  input: MatchProfileInput,
  photos: Blob[],
): Promise<MatchProfileDto> {
  if (photos.length === 0)
    return apiFetch<MatchProfileDto>('/match/me', { method: 'PUT', json: input });
  return sendJsonWithPhotos<MatchProfileDto>('PUT', '/api/match/me', 'profile', input, photos);
}

export const saveMatchAnswers = (answers: MatchAnswer[]) =>
  apiFetch<{ answers: MatchAnswer[] }>('/match/me/answers', { method: 'PUT', json: { answers } });

export const decideOn = (userId: string, decision: MatchDecision) =>
  apiFetch<DecisionReply>(`/match/profiles/${encodeURIComponent(userId)}/decision`, {
    method: 'PUT',
    json: { decision },
  });

/** Whether an error is the server's 'create your match profile first'. */
export const isProfileRequired = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'match_profile_required';

/** Whether an error is the server's 'answer all the match questions first' (issue #39). */
export const isAnswersRequired = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'match_answers_required';

/**
 * A failed match request in the reader's language, for a toast's description:
 * the questions to answer first, the hourly likes and passes, the daily
 * changes of gender or seeking; else the server's words in the reader's language (error-text.ts).
 */
export function matchErrorText(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (isAnswersRequired(error)) return t('match.errors.answersRequired');
  if (error.message === MATCH_MESSAGES.tooManyDecisions)
    return t('match.errors.tooManyDecisions', { max: MATCH_DECISIONS_PER_HOUR });
  if (error.message === MATCH_MESSAGES.tooManyIdentityChanges)
    return t('match.errors.tooManyIdentityChanges', { max: MATCH_IDENTITY_CHANGES_PER_DAY });
  return errorText(error);
}

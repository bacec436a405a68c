/** The forum API calls and their queries (docs/product.md#forums Forums). */
import type {
  ForumBoardsReply,
  ForumFollowReply,
  ForumLikeReply,
  ForumReplyDto,
  ForumTopicDto,
  ForumTopicReply,
  ForumTopicsReply,
} from '@shared/forums.ts';
import type { EditReply, EditTopic, NewReply, NewTopic } from '@shared/schemas/forums.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../app/api.ts';

export const forumKeys = {
  all: ['forums'] as const,
  boards: (city: string) => ['forums', 'boards', city] as const,
  topics: (board: string, city: string, page: number) =>
    ['forums', 'topics', board, city, page] as const,
  topic: (id: string) => ['forums', 'topic', id] as const,
};

/** A 4xx answer (unknown board or topic, no city) stays as it is; others are retried twice. */
const noRetryOnClientError = (count: number, error: Error) =>
  count < 2 && !(error instanceof ApiRequestError && error.status < 500);

const cityParam = (city: string) => `city=${encodeURIComponent(city)}`;

export const topicUrl = (id: string) => `/forums/topic/${id}`;
export const boardUrl = (slug: string) => `/forums/${encodeURIComponent(slug)}`;
/** A board opening its New topic dialog (or the sign-in prompt): an empty board's invitation. */
export const startTopicUrl = (slug: string) => `${boardUrl(slug)}?new=1`;

export function useBoards(city: string) {
  return useQuery({
    queryKey: forumKeys.boards(city),
    queryFn: () => apiFetch<ForumBoardsReply>(`/forums/boards?${cityParam(city)}`),
    enabled: city !== '',
  });
}

export function useTopics(board: string, city: string, page: number) {
  return useQuery({
    queryKey: forumKeys.topics(board, city, page),
    queryFn: () =>
      apiFetch<ForumTopicsReply>(
        `/forums/boards/${encodeURIComponent(board)}/topics?${cityParam(city)}&page=${page}`,
      ),
    // Asked without a city too: an unknown board answers 404 either way.
    placeholderData: keepPreviousData,
    retry: noRetryOnClientError,
  });
}

/** `pollMs`: refetch this often (the spec's 1.5 s floor while live push is down), or false. */
export function useTopic(id: string, pollMs: number | false) {
  return useQuery({
    queryKey: forumKeys.topic(id),
    queryFn: () => apiFetch<ForumTopicReply>(`/forums/topics/${encodeURIComponent(id)}`),
    refetchInterval: pollMs,
    retry: noRetryOnClientError,
  });
}

export const createTopic = (input: NewTopic) =>
  apiFetch<ForumTopicDto>('/forums/topics', { json: input });

export const createReply = (topicId: string, input: NewReply) =>
  apiFetch<ForumReplyDto>(`/forums/topics/${encodeURIComponent(topicId)}/replies`, {
    json: input,
  });

export const deleteTopic = (id: string) =>
  apiFetch<null>(`/forums/topics/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const deleteReply = (id: string) =>
  apiFetch<null>(`/forums/replies/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const editTopic = (id: string, input: EditTopic) =>
  apiFetch<ForumTopicDto>(`/forums/topics/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
  });

export const editReply = (id: string, input: EditReply) =>
  apiFetch<ForumReplyDto>(`/forums/replies/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: input,
  });

/** Follows a topic (replies notify) or stops following it. */
export const setFollowing = (topicId: string, follow: boolean) =>
  apiFetch<ForumFollowReply>(`/forums/topics/${encodeURIComponent(topicId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });

/** Likes a topic's opening post or a reply, or takes the like back (issue #40). */
export const setLiked = (kind: 'topics' | 'replies', id: string, like: boolean) =>
  apiFetch<ForumLikeReply>(`/forums/${kind}/${encodeURIComponent(id)}/like`, {
    method: like ? 'PUT' : 'DELETE',
  });

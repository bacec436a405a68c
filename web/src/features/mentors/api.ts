/** The mentor API calls and their queries (docs/product.md#mentors Mentor pages, Bookings). */
import type {
  BookingAction,
  BookingDto,
  MentorDirectoryReply,
  MentorDto,
  MentorReviewDto,
  MentorReviewsReply,
  MentorSlotsReply,
} from '@shared/mentors.ts';
import type { AvailabilityInput, MentorInput, ReviewInput } from '@shared/schemas/mentors.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { sendJsonWithPhotos } from '../../app/json-with-photos.ts';

export const mentorKeys = {
  all: ['mentors'] as const,
  directory: (query: string) => ['mentors', 'directory', query] as const,
  one: (id: string) => ['mentors', 'one', id] as const,
  mine: (userId: string | null) => ['mentors', 'mine', userId] as const,
  home: ['mentors', 'home'] as const,
  slots: (id: string) => ['mentors', 'slots', id] as const,
  reviews: (id: string) => ['mentors', 'reviews', id] as const,
  bookings: ['mentor-bookings'] as const,
  incoming: (userId: string | null) => ['mentor-bookings', 'incoming', userId] as const,
  own: (userId: string | null) => ['mentor-bookings', 'own', userId] as const,
};

/** A 4xx answer (a missing mentor, bad filters) stays as it is; others are retried twice. */
const noRetryOnClientError = (count: number, error: Error) =>
  count < 2 && !(error instanceof ApiRequestError && error.status < 500);

export const mentorUrl = (id: string) => `/mentor/${id}`;

/** `query`: the directory's URL search string (q, topic, city, page). */
export function useMentorDirectory(query: string) {
  return useQuery({
    queryKey: mentorKeys.directory(query),
    queryFn: () => apiFetch<MentorDirectoryReply>(`/mentors${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
    retry: noRetryOnClientError,
  });
}

export function useMentor(id: string) {
  return useQuery({
    queryKey: mentorKeys.one(id),
    queryFn: () => apiFetch<MentorDto>(`/mentors/${encodeURIComponent(id)}`),
    retry: noRetryOnClientError,
  });
}

export function useOwnMentor(userId: string | null) {
  return useQuery({
    queryKey: mentorKeys.mine(userId),
    queryFn: () => apiFetch<{ mentor: MentorDto | null }>('/mentors/mine'),
    enabled: userId !== null,
  });
}

export function useHomeMentors() {
  return useQuery({
    queryKey: mentorKeys.home,
    queryFn: () => apiFetch<{ mentors: MentorDto[] }>('/mentors/home'),
  });
}

/** `startsAt`: the chosen free slot (ISO) with a mentor who has hours; null otherwise. */
export function requestSession(mentorId: string, message: string, startsAt: string | null = null) {
  return apiFetch<BookingDto>('/mentors/bookings', {
    json: { mentor_id: mentorId, message, ...(startsAt ? { starts_at: startsAt } : {}) },
  });
}

/** The free slot starts of a mentor with hours (issue #42). */
export function useMentorSlots(id: string, enabled: boolean) {
  return useQuery({
    queryKey: mentorKeys.slots(id),
    queryFn: () => apiFetch<MentorSlotsReply>(`/mentors/${encodeURIComponent(id)}/slots`),
    enabled,
    retry: noRetryOnClientError,
  });
}

export function useMentorReviews(id: string, page: number) {
  return useQuery({
    queryKey: [...mentorKeys.reviews(id), page],
    queryFn: () =>
      apiFetch<MentorReviewsReply>(`/mentors/${encodeURIComponent(id)}/reviews?page=${page}`),
    placeholderData: keepPreviousData,
    retry: noRetryOnClientError,
  });
}

export function saveAvailability(input: AvailabilityInput) {
  return apiFetch<MentorDto>('/mentors/mine/availability', { method: 'PUT', json: input });
}

export function writeReview(bookingId: string, input: ReviewInput) {
  return apiFetch<MentorReviewDto>(`/mentors/bookings/${bookingId}/review`, { json: input });
}

export function replyToReview(reviewId: string, reply: string) {
  return apiFetch<MentorReviewDto>(`/mentors/reviews/${reviewId}/reply`, { json: { reply } });
}

/** The session's .ics file (a plain link: the browser downloads it). */
export const calendarUrl = (bookingId: string) => `/api/mentors/bookings/${bookingId}/calendar.ics`;

/** `reason`: a closing action's optional words for the other party (blank is none). */
export function changeBooking(id: string, action: BookingAction, reason = '') {
  return apiFetch<BookingDto>(`/mentors/bookings/${id}`, {
    json: reason.trim() ? { action, reason } : { action },
  });
}

/** Creates (no id) or edits the profile, with new photo files in one multipart request. */
export async function saveMentor(
  id: string | null,
  input: MentorInput,
  photos: { blob: Blob; name: string }[],
) {
  return sendJsonWithPhotos<MentorDto>(
    id ? 'PUT' : 'POST',
    id ? `/api/mentors/${id}` : '/api/mentors',
    'mentor',
    input,
    photos.map((photo) => photo.blob),
    photos.map((photo) => photo.name),
  );
}

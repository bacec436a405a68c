/**
 * Session reviews (issue #42): after a session's end its mentee rates it 1 to
 * 5 and may write a few lines, once (a unique index on the booking); the
 * mentor may reply once (a conditional update). The mentor's average and
 * count are kept on the profile for the cards, from the reviews shown.
 * Reviews can be reported like any content (moderation.ts).
 */
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MENTOR_MESSAGES,
  type MentorReviewDto,
  type MentorReviewsReply,
  REVIEWS_PAGE_SIZE,
} from '../../../shared/mentors.ts';
import { shownModeration } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import {
  type MentorReviewRow,
  mentorBookings,
  mentorReviews,
  mentors,
} from '../../db/schema/mentors.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError, hasSqlState } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listingsChanged as sharedAnswersChanged } from '../../platform/public-answer-changes.ts';
import { notify } from '../notifications/service.ts';
import { labelsFor } from '../people/labels.ts';

type ReviewDeps = Pick<Deps, 'db' | 'hub' | 'publicAnswers' | 'memberAnswers'>;

export async function toReviewDtos(
  db: Db,
  rows: MentorReviewRow[],
  viewerId: string | null,
  mentorUserId: string | null,
): Promise<MentorReviewDto[]> {
  // A review moderators hid or removed is shown to its author alone (with the mark), as any content.
  const shown = rows.filter((row) => row.moderation === null || row.menteeId === viewerId);
  const labels = await labelsFor(
    db,
    shown.map((row) => row.menteeId),
  );
  return shown.map((row) => ({
    id: row.id,
    booking_id: row.bookingId,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    mentee: labels.get(row.menteeId) ?? { id: row.menteeId, label: null },
    can_reply: viewerId !== null && viewerId === mentorUserId && row.reply === null,
    ...(viewerId === row.menteeId
      ? { moderation: shownModeration(row.moderation), moderation_note: row.moderationNote }
      : {}),
  }));
}

/** The mentor's average and count from the reviews shown (moderated ones leave both). */
export async function refreshRating(db: Db, mentorId: string) {
  await db.execute(sql`
    UPDATE ${mentors} m
       SET rating = coalesce(r.average, 0), rating_count = r.count
      FROM (SELECT avg(rating)::real AS average, count(*)::int AS count
              FROM ${mentorReviews}
             WHERE mentor_id = ${mentorId} AND moderation IS NULL) r
     WHERE m.id = ${mentorId}`);
}

/** The reviews of a mentor, newest first, one page; the reader's own even when moderated. */
export async function listReviews(
  db: Db,
  mentor: { id: string; userId: string; rating: number; ratingCount: number },
  viewerId: string | null,
  page: number,
): Promise<MentorReviewsReply> {
  const rows = await db
    .select()
    .from(mentorReviews)
    .where(
      and(
        eq(mentorReviews.mentorId, mentor.id),
        viewerId
          ? or(isNull(mentorReviews.moderation), eq(mentorReviews.menteeId, viewerId))
          : isNull(mentorReviews.moderation),
      ),
    )
    .orderBy(desc(mentorReviews.createdAt), desc(mentorReviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    rating: mentor.rating,
    rating_count: mentor.ratingCount,
    reviews: await toReviewDtos(db, rows.slice(0, REVIEWS_PAGE_SIZE), viewerId, mentor.userId),
    has_more: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/** Reviews of these bookings, by booking id (for the booking lists). */
export async function reviewsOfBookings(db: Db, bookingIds: string[]) {
  if (!bookingIds.length) return new Map<string, MentorReviewRow>();
  const rows = await db
    .select()
    .from(mentorReviews)
    .where(inArray(mentorReviews.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** Whether the session has ended: a timed one after its end, a request-only one once completed. */
export function sessionEnded(booking: { status: string; endsAt: Date | null }, now: Date): boolean {
  // A timed session is over at its end, even one the mentor marked complete early.
  if (booking.endsAt !== null && booking.endsAt > now) return false;
  if (booking.status === 'completed') return true;
  return booking.status === 'accepted' && booking.endsAt !== null;
}

export async function writeReview(
  deps: ReviewDeps,
  viewerId: string,
  bookingId: string,
  input: { rating: number; body: string | null },
  now = new Date(),
): Promise<MentorReviewDto> {
  if (!isUuid(bookingId)) throw ApiError.notFound(MENTOR_MESSAGES.bookingNotFound);
  const [booking] = await deps.db
    .select({
      id: mentorBookings.id,
      mentorId: mentorBookings.mentorId,
      menteeId: mentorBookings.menteeId,
      status: mentorBookings.status,
      endsAt: mentorBookings.endsAt,
      mentorUserId: mentors.userId,
    })
    .from(mentorBookings)
    .innerJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
    .where(eq(mentorBookings.id, bookingId));
  if (!booking) throw ApiError.notFound(MENTOR_MESSAGES.bookingNotFound);
  if (booking.menteeId !== viewerId) throw ApiError.forbidden(MENTOR_MESSAGES.reviewNotYours);
  if (!sessionEnded(booking, now)) throw ApiError.conflict(MENTOR_MESSAGES.reviewNotYet);
  let row: MentorReviewRow | undefined;
  try {
    [row] = await deps.db
      .insert(mentorReviews)
      .values({
        bookingId,
        mentorId: booking.mentorId,
        menteeId: viewerId,
        rating: input.rating,
        body: input.body,
      })
      .returning();
  } catch (error) {
    if (hasSqlState(error, '23505')) throw ApiError.conflict(MENTOR_MESSAGES.reviewTwice);
    throw error;
  }
  if (!row) throw new Error('The review insert returned no row');
  await refreshRating(deps.db, booking.mentorId);
  await sharedAnswersChanged(deps);
  await notify(deps.db, deps.hub, booking.mentorUserId, {
    title: 'A mentee reviewed your session',
    body: `${'★'.repeat(input.rating)}${input.body ? ` ${input.body.slice(0, 120)}` : ''}`,
    type: 'mentor_review',
    link: `/mentor/${booking.mentorId}#reviews`,
  });
  const [dto] = await toReviewDtos(deps.db, [row], viewerId, booking.mentorUserId);
  if (!dto) throw new Error('The review vanished');
  return dto;
}

export async function replyToReview(
  deps: ReviewDeps,
  viewerId: string,
  reviewId: string,
  reply: string,
): Promise<MentorReviewDto> {
  if (!isUuid(reviewId)) throw ApiError.notFound(MENTOR_MESSAGES.reviewNotFound);
  const [found] = await deps.db
    .select({ review: mentorReviews, mentorUserId: mentors.userId })
    .from(mentorReviews)
    .innerJoin(mentors, eq(mentors.id, mentorReviews.mentorId))
    .where(eq(mentorReviews.id, reviewId));
  // A moderated review is gone for everyone but its author, who cannot reply to it anyway.
  if (!found || found.review.moderation !== null)
    throw ApiError.notFound(MENTOR_MESSAGES.reviewNotFound);
  if (found.mentorUserId !== viewerId) throw ApiError.forbidden(MENTOR_MESSAGES.replyNotYours);
  const [row] = await deps.db
    .update(mentorReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(mentorReviews.id, reviewId), isNull(mentorReviews.reply)))
    .returning();
  if (!row) throw ApiError.conflict(MENTOR_MESSAGES.replyTwice);
  await notify(deps.db, deps.hub, row.menteeId, {
    title: 'The mentor replied to your review',
    body: reply.slice(0, 140),
    type: 'mentor_review_reply',
    link: `/mentor/${row.mentorId}#reviews`,
  });
  const [dto] = await toReviewDtos(deps.db, [row], viewerId, found.mentorUserId);
  if (!dto) throw new Error('The review vanished');
  return dto;
}

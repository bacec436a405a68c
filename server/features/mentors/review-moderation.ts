/**
 * A session review under moderation (issue #42: reviews can be reported like
 * any content): hidden by reports or removed, it leaves the mentor's page and
 * their average, and only its author still sees it, with the reason.
 */
import { mentorReviews } from '../../db/schema/mentors.ts';
import { postTarget, storeThenTell } from '../../platform/moderation/post-target.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { refreshRating } from './reviews.ts';

export const mentorReviewModeration = postTarget({
  kind: 'mentor_review',
  table: mentorReviews,
  shows: (row) => ({
    authorId: row.menteeId,
    title: `${row.rating}/5`,
    text: row.body ?? '',
    link: `/mentor/${row.mentorId}#reviews`,
  }),
  setState: storeThenTell(mentorReviews, async (deps, row) => {
    await refreshRating(deps.db, row.mentorId);
    await listingsChanged(deps);
  }),
});

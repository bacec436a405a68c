/**
 * A session review under moderation (issue #42: reviews can be reported like
 * any content): hidden by reports or removed, it leaves the mentor's page and
 * their average, and only its author still sees it, with the reason.
 */
import { eq } from 'drizzle-orm';
import { mentorReviews } from '../../db/schema/mentors.ts';
import { postSnapshot, rowByUuid } from '../../platform/moderation/post-snapshot.ts';
import { type ModerationTarget, moderationValues } from '../../platform/moderation/target.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { refreshRating } from './reviews.ts';

export const mentorReviewModeration: ModerationTarget = {
  kind: 'mentor_review',
  async load(deps, id) {
    const row = await rowByUuid(deps.db, mentorReviews, id);
    if (!row) return null;
    return postSnapshot(row, {
      authorId: row.menteeId,
      title: `${row.rating}/5`,
      text: row.body ?? '',
      link: `/mentor/${row.mentorId}#reviews`,
    });
  },
  async setState(deps, id, state, note) {
    const [row] = await deps.db
      .update(mentorReviews)
      .set(moderationValues(state, note))
      .where(eq(mentorReviews.id, id))
      .returning({ mentorId: mentorReviews.mentorId });
    if (!row) return;
    await refreshRating(deps.db, row.mentorId);
    await listingsChanged(deps);
  },
};

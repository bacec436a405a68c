/**
 * A session review under moderation (issue #42: reviews can be reported like
 * any content): hidden by reports or removed, it leaves the mentor's page and
 * their average, and only its author still sees it, with the reason.
 */
import { eq } from 'drizzle-orm';
import { shownModeration } from '../../../shared/moderation.ts';
import { mentorReviews } from '../../db/schema/mentors.ts';
import { isUuid } from '../../platform/ids.ts';
import { type ModerationTarget, moderationValues } from '../../platform/moderation/target.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { refreshRating } from './reviews.ts';

export const mentorReviewModeration: ModerationTarget = {
  kind: 'mentor_review',
  async load(deps, id) {
    if (!isUuid(id)) return null;
    const [row] = await deps.db.select().from(mentorReviews).where(eq(mentorReviews.id, id));
    if (!row) return null;
    return {
      authorId: row.menteeId,
      title: `${row.rating}/5`,
      text: row.body ?? '',
      photos: [],
      postedAt: row.createdAt,
      link: `/mentor/${row.mentorId}#reviews`,
      moderation: shownModeration(row.moderation),
    };
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

/**
 * A mentor profile under moderation (issue #39): hidden by reports, removed,
 * or its owner suspended, it leaves the directory and the home row, and its
 * page and bookings answer 404 to everyone but its owner.
 */
import { eq } from 'drizzle-orm';
import { thumbnailUrl } from '../../../shared/media.ts';
import { mentors } from '../../db/schema/mentors.ts';
import {
  followOwnerSuspension,
  setProfileState,
} from '../../platform/moderation/owner-suspension.ts';
import { postTarget } from '../../platform/moderation/post-target.ts';
// The shared signed-out answers (the directory, the home row) are dropped with a listing's.
import { listingsChanged } from '../../platform/public-answer-changes.ts';

export const mentorModeration = postTarget({
  kind: 'mentor_profile',
  table: mentors,
  shows: (row) => ({
    authorId: row.userId,
    title: row.displayName,
    text: row.bio,
    photos: row.photos.map(thumbnailUrl),
    link: `/mentor/${row.id}`,
  }),
  async setState(deps, id, state, note) {
    const [row] = await deps.db
      .select({ userId: mentors.userId })
      .from(mentors)
      .where(eq(mentors.id, id));
    if (!row) return;
    await setProfileState(deps.db, mentors, eq(mentors.id, id), row.userId, state, note);
    await listingsChanged(deps);
  },
  async ownerSuspended(deps, userId, suspended) {
    await followOwnerSuspension(deps.db, mentors, userId, suspended);
    await listingsChanged(deps);
  },
});

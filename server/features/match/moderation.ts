/**
 * A match profile under moderation (issue #39): hidden by reports, removed,
 * or its owner suspended, it leaves discovery and its view answers 404 to
 * everyone but its owner. Removing it does not delete it: its owner's data
 * stays theirs, and an admin can show it again.
 */
import { eq } from 'drizzle-orm';
import { thumbnailUrl } from '../../../shared/media.ts';
import { matchProfiles } from '../../db/schema/match.ts';
import {
  followOwnerSuspension,
  setProfileState,
} from '../../platform/moderation/owner-suspension.ts';
import { postSnapshot } from '../../platform/moderation/post-target.ts';
import type { ModerationTarget } from '../../platform/moderation/target.ts';

export const matchProfileModeration: ModerationTarget = {
  kind: 'match_profile',
  async load(deps, userId) {
    const [row] = await deps.db
      .select()
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, userId));
    if (!row) return null;
    return postSnapshot(row, {
      authorId: row.userId,
      title: row.displayName,
      text: row.bio ?? '',
      photos: row.photos.map(thumbnailUrl),
      link: `/match/profile/${row.userId}`,
    });
  },
  async setState(deps, userId, state, note) {
    const where = eq(matchProfiles.userId, userId);
    await setProfileState(deps.db, matchProfiles, where, userId, state, note);
  },
  async ownerSuspended(deps, userId, suspended) {
    await followOwnerSuspension(deps.db, matchProfiles, userId, suspended);
  },
};

/**
 * A match profile under moderation (issue #39): hidden by reports, removed,
 * or its owner suspended, it leaves discovery and its view answers 404 to
 * everyone but its owner. Removing it does not delete it: its owner's data
 * stays theirs, and an admin can show it again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { thumbnailUrl } from '../../../shared/media.ts';
import { shownModeration } from '../../../shared/moderation.ts';
import { matchProfiles } from '../../db/schema/match.ts';
import { activeSuspension } from '../../platform/auth/suspension.ts';
import { type ModerationTarget, storedModerationNote } from '../../platform/moderation/target.ts';

export const matchProfileModeration: ModerationTarget = {
  kind: 'match_profile',
  async load(deps, userId) {
    const [row] = await deps.db
      .select()
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, userId));
    if (!row) return null;
    return {
      authorId: row.userId,
      title: row.displayName,
      text: row.bio ?? '',
      photos: row.photos.map(thumbnailUrl),
      postedAt: row.createdAt,
      link: `/match/profile/${row.userId}`,
      moderation: shownModeration(row.moderation),
    };
  },
  async setState(deps, userId, state, note) {
    // Shown again while its owner is suspended, it waits for the suspension's end.
    const next = state ?? ((await activeSuspension(deps.db, userId)) ? 'suspended' : null);
    await deps.db
      .update(matchProfiles)
      .set({ moderation: next, moderationNote: storedModerationNote(state, note) })
      .where(eq(matchProfiles.userId, userId));
  },
  async ownerSuspended(deps, userId, suspended) {
    await deps.db
      .update(matchProfiles)
      .set({ moderation: suspended ? 'suspended' : null })
      .where(
        and(
          eq(matchProfiles.userId, userId),
          suspended ? isNull(matchProfiles.moderation) : eq(matchProfiles.moderation, 'suspended'),
        ),
      );
  },
};

/**
 * A member as a report's target (issue #39), reported from a thread, a match
 * profile or a mentor page. Nothing of theirs hides by reports: an admin
 * dismisses, or suspends them.
 */
import type { ModerationTarget } from '../../platform/moderation/target.ts';
import { findMember } from './member-row.ts';

export const memberModeration: ModerationTarget = {
  kind: 'member',
  async load(deps, id) {
    const row = await findMember(deps.db, id);
    if (!row) return null;
    return {
      authorId: row.id,
      title: row.shownName,
      text: row.city ? `City: ${row.city}` : '',
      photos: row.image ? [row.image] : [],
      postedAt: row.createdAt,
      link: null,
      moderation: null,
    };
  },
};

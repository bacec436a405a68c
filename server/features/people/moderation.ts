/**
 * A member as a report's target (issue #39), reported from a thread, a match
 * profile or a mentor page. Nothing of theirs hides by reports: an admin
 * dismisses, or suspends them.
 */
import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { ModerationTarget } from '../../platform/moderation/target.ts';

export const memberModeration: ModerationTarget = {
  kind: 'member',
  async load(deps, id) {
    if (id.length > 200) return null;
    const [row] = await deps.db
      .select({
        id: user.id,
        // The name members see, never the email.
        name: sql<string>`COALESCE(NULLIF(btrim(${profiles.displayName}), ''), ${user.name})`,
        city: profiles.city,
        image: user.image,
        createdAt: user.createdAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, id));
    if (!row) return null;
    return {
      authorId: row.id,
      title: row.name,
      text: row.city ? `City: ${row.city}` : '',
      photos: row.image ? [row.image] : [],
      postedAt: row.createdAt,
      link: null,
      moderation: null,
    };
  },
};

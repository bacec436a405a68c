/**
 * The names members chose for Match, for the inbox (issue #40): a thread
 * opened from Match (a direct thread) shows the counterpart by the name on
 * their match profile, the one the member met them by, not their account's.
 * Only to a viewer with a match profile of their own (as the profile view),
 * and never a profile moderators hid or removed.
 */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchProfiles } from '../../db/schema/match.ts';

/** Display names of those of `ids` with a visible match profile, by user id; empty when the viewer has none. */
export async function matchNamesFor(
  db: Db,
  viewerId: string,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const unique = [...new Set(ids)].filter((id) => id !== viewerId);
  if (unique.length === 0) return names;
  const [mine] = await db
    .select({ one: matchProfiles.userId })
    .from(matchProfiles)
    .where(eq(matchProfiles.userId, viewerId));
  if (!mine) return names;
  const rows = await db
    .select({ id: matchProfiles.userId, name: matchProfiles.displayName })
    .from(matchProfiles)
    .where(and(inArray(matchProfiles.userId, unique), isNull(matchProfiles.moderation)));
  for (const row of rows) names.set(row.id, row.name);
  return names;
}

/**
 * The same rule as SQL, for a query that lists members already (the inbox list):
 * the display name of `memberId`'s visible match profile, or NULL.
 */
export const matchNameSql = (viewerId: string, memberId: SQL): SQL<string | null> =>
  sql`CASE WHEN ${memberId} <> ${viewerId}
            AND EXISTS (SELECT 1 FROM ${matchProfiles} mine WHERE mine.user_id = ${viewerId})
       THEN (SELECT theirs.display_name FROM ${matchProfiles} theirs
              WHERE theirs.user_id = ${memberId} AND theirs.moderation IS NULL) END`;

/**
 * The names members chose for Match, for the inbox (issue #40): a thread
 * opened from Match (a direct thread) shows the counterpart by the name on
 * their match profile, the one the member met them by, not their account's.
 * Only to a viewer with a match profile of their own (as the profile view),
 * and never a profile moderators hid or removed.
 */
import { type SQL, sql } from 'drizzle-orm';
import { matchProfiles } from '../../db/schema/match.ts';

/**
 * The rule as SQL, for the queries that list members already (the inbox list and
 * its search, inbox/counterparts.ts): the display name of `memberId`'s visible
 * match profile, or NULL.
 */
export const matchNameSql = (viewerId: string, memberId: SQL): SQL<string | null> =>
  sql`CASE WHEN ${memberId} <> ${viewerId}
            AND EXISTS (SELECT 1 FROM ${matchProfiles} mine WHERE mine.user_id = ${viewerId})
       THEN (SELECT theirs.display_name FROM ${matchProfiles} theirs
              WHERE theirs.user_id = ${memberId} AND theirs.moderation IS NULL) END`;

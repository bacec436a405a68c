/**
 * How the inbox names the other member of a thread, in its list and in its
 * search: a direct thread is opened from Match, so there the counterpart goes
 * by their match profile's name (match/names.ts); elsewhere, and without one,
 * by their label (people/labels.ts). Read in the list's or the search's own
 * statement, not in more round trips (issue #45).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PersonRef } from '../../../shared/people.ts';
import { user } from '../../db/schema/auth.ts';
import { matchNameSql } from '../match/names.ts';
import { labelSql } from '../people/labels.ts';

/**
 * SQL for a query with the thread as `t` and the other member's `dm_members` row as
 * `other`: the join that brings their account, and the label column it reads.
 */
export const counterpartSql = (viewerId: string): { join: SQL; label: SQL } => ({
  join: sql`LEFT JOIN ${user} ON ${user.id} = other.user_id`,
  label: sql`COALESCE(CASE WHEN t.subject_kind = 'direct'
                           THEN ${matchNameSql(viewerId, sql`other.user_id`)} END,
                      ${labelSql}) AS counterpart_label`,
});

/** The counterpart of a row read with `counterpartSql` (null: none left). */
export const counterpartOf = (row: {
  counterpart_id: string | null;
  counterpart_label: string | null;
}): PersonRef | null =>
  row.counterpart_id ? { id: row.counterpart_id, label: row.counterpart_label } : null;

/**
 * Labels of other members (shared/people.ts), read in one query for a page
 * of messages, threads or posts. Features never select `user.email` for
 * display themselves: they ask here.
 */
import { inArray, sql } from 'drizzle-orm';
import { type PersonRef, personLabel } from '../../../shared/people.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export async function labelsFor(db: Db, ids: Iterable<string>): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids)];
  const labels = new Map<string, PersonRef>();
  if (unique.length === 0) return labels;
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, unique));
  for (const row of rows) labels.set(row.id, { id: row.id, label: personLabel(row) });
  return labels;
}

export async function labelFor(db: Db, id: string): Promise<PersonRef | null> {
  return (await labelsFor(db, [id])).get(id) ?? null;
}

/**
 * The label as SQL, for queries that sort or page by it: the same rule as
 * personLabel (name, else the email's local part, else NULL).
 */
export const labelSql = sql<
  string | null
>`NULLIF(COALESCE(NULLIF(btrim(${user.name}), ''), btrim(split_part(${user.email}, '@', 1))), '')`;

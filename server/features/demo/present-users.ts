/**
 * Which of the given accounts exist. Every demo seed gives rows only to
 * members that are there (a real account may hold a demo address, or a demo
 * member may have been removed), so each asks this one question the same way.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export async function presentUserIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

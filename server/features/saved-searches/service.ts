/**
 * Saved searches (issue #44): a member's own list, with each search's new
 * matches since they last opened it; save, rename, change the alert, delete.
 * Every write is the owner's alone (policy.ts).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_PER_MEMBER,
  type SavedSearchAlert,
  type SavedSearchDto,
  type SavedSearchList,
  savedFilters,
  savedSearchPath,
} from '../../../shared/saved-searches.ts';
import type { NewSavedSearch } from '../../../shared/schemas/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import {
  type SavedSearchRow,
  savedSearches,
  savedSearchHits,
} from '../../db/schema/saved-searches.ts';
import { ApiError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { matchColumns } from './matching.ts';
import { mayChange, mayKeepAnother } from './policy.ts';

function toDto(row: SavedSearchRow, newMatches: number): SavedSearchDto {
  return {
    id: row.id,
    name: row.name,
    filters: row.query,
    path: savedSearchPath(row.query),
    alert: row.alert as SavedSearchAlert,
    new_matches: newMatches,
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's searches, newest first, each with its active new matches since last seen. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchList> {
  const rows = await db
    .select({
      search: savedSearches,
      // Written out qualified: drizzle names a column alone here, and "id" would be the listing's.
      fresh: sql<number>`(
        SELECT count(*)::int FROM ${savedSearchHits} h
          JOIN ${listings} l ON l.id = h.listing_id AND l.status = 'active'
         WHERE h.search_id = "saved_searches"."id" AND h.created_at > "saved_searches"."last_seen_at")`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return {
    searches: rows.map((row) => toDto(row.search, row.fresh)),
    limit: SAVED_SEARCHES_PER_MEMBER,
  };
}

export async function saveSearch(
  db: Db,
  userId: string,
  input: NewSavedSearch,
  now: Date,
): Promise<SavedSearchDto> {
  const filters = savedFilters(input.params, input.page);
  return db.transaction(async (tx) => {
    // Counted under a lock on the member's row of searches, so two saves at once cannot pass the limit together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [kept] = await tx
      .select({ value: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (!mayKeepAnother(kept?.value ?? 0)) throw ApiError.conflict(SAVED_SEARCH_MESSAGES.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        query: filters,
        ...matchColumns(filters),
        alert: input.alert,
        language: input.language,
        lastSeenAt: now,
        lastDigestAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('Saving the search returned no row');
    return toDto(row, 0);
  });
}

async function ownSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow> {
  const [row] = isUuid(id)
    ? await db.select().from(savedSearches).where(eq(savedSearches.id, id))
    : [];
  if (!row || !mayChange(row, userId)) throw ApiError.notFound(SAVED_SEARCH_MESSAGES.notFound);
  return row;
}

export async function changeSavedSearch(
  db: Db,
  userId: string,
  id: string,
  change: { name?: string; alert?: SavedSearchAlert; language?: 'en' | 'ti' },
): Promise<SavedSearchDto> {
  await ownSearch(db, userId, id);
  const [row] = await db
    .update(savedSearches)
    .set(change)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw ApiError.notFound(SAVED_SEARCH_MESSAGES.notFound);
  return (
    (await listSavedSearches(db, userId)).searches.find((s) => s.id === row.id) ?? toDto(row, 0)
  );
}

/** The member opened the search: its matches so far are no longer new. */
export async function markSavedSearchSeen(db: Db, userId: string, id: string, now: Date) {
  await ownSearch(db, userId, id);
  await db
    .update(savedSearches)
    .set({ lastSeenAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

export async function deleteSavedSearch(db: Db, userId: string, id: string) {
  await ownSearch(db, userId, id);
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}

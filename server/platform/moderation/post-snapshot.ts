/**
 * What the moderation targets of posts (chat lines, forum topics and replies,
 * mentor profiles and reviews, match profiles, listings) read alike: the row a
 * report names by its uuid, and the snapshot's fields every post fills the
 * same way from its own columns (db/schema/moderation.ts). What the queue
 * shows as its title, text and link stays each feature's own.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { shownModeration } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../ids.ts';
import type { TargetSnapshot } from './target.ts';

/** The row with this id, or null when there is none (or the id is no uuid: never a database error). */
export async function rowByUuid<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  if (!isUuid(id)) return null;
  // Drizzle cannot type a select from a generic table: the row is the table's own.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

type PostColumns = { createdAt: Date; moderation: string | null };
type PostParts = Pick<TargetSnapshot, 'authorId' | 'title' | 'text' | 'link'> & {
  /** Thumbnails of its photos; none for a post without. */
  photos?: string[];
};

/** A post as an admin reads it: posted when its row was made, in the state its row stores. */
export const postSnapshot = (row: PostColumns, post: PostParts): TargetSnapshot => ({
  authorId: post.authorId,
  title: post.title,
  text: post.text,
  photos: post.photos ?? [],
  postedAt: row.createdAt,
  link: post.link,
  moderation: shownModeration(row.moderation),
});

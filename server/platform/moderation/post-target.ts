/**
 * The moderation target of a post named by its uuid (chat lines, forum
 * topics, mentor profiles and reviews, listings): the row a report names, read
 * the same way for each, and the snapshot's fields every post fills alike from
 * its moderation columns (db/schema/moderation.ts). What the queue shows of it
 * (title, text, link) and what changing its state sets off stay each feature's.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type ReportKind, shownModeration } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../context.ts';
import { isUuid } from '../ids.ts';
import { type ModerationTarget, moderationValues, type TargetSnapshot } from './target.ts';

type Posts = PgTable & { id: PgColumn };
type Post<T extends Posts> = T['$inferSelect'];

/** The row with this id, or null when there is none (or the id is no uuid: never a database error). */
async function rowByUuid<T extends Posts>(db: Db, table: T, id: string): Promise<Post<T> | null> {
  if (!isUuid(id)) return null;
  // Drizzle cannot type a read of a generic table: the row is the table's own.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return (row as Post<T> | undefined) ?? null;
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

type SetState = NonNullable<ModerationTarget['setState']>;

/**
 * Stores the post's new state in its moderation columns, then tells whoever
 * must hear it (its readers live, kept copies, figures it counts in).
 */
export const storeThenTell =
  <T extends Posts>(table: T, tell: (deps: Deps, row: Post<T>) => Promise<unknown>): SetState =>
  async (deps, id, state, note) => {
    const rows = await deps.db
      .update(table as PgTable)
      .set(moderationValues(state, note) as PgUpdateSetSource<PgTable>)
      .where(eq(table.id, id))
      .returning();
    const [row] = rows as Post<T>[];
    if (row) await tell(deps, row);
  };

/**
 * A post's target: `shows` says what the queue reads of its row (null: it
 * counts as gone); the state is set by `setState` (see storeThenTell).
 */
export const postTarget = <T extends Posts & { createdAt: PgColumn; moderation: PgColumn }>(
  spec: {
    kind: ReportKind;
    table: T;
    shows(row: Post<T>): PostParts | null;
  } & Pick<ModerationTarget, 'ownerSuspended'> & { setState: SetState },
): ModerationTarget => ({
  kind: spec.kind,
  async load(deps, id) {
    const row = await rowByUuid(deps.db, spec.table, id);
    const parts = row && spec.shows(row);
    return parts ? postSnapshot(row as PostColumns, parts) : null;
  },
  setState: spec.setState,
  ...(spec.ownerSuspended && { ownerSuspended: spec.ownerSuspended }),
});

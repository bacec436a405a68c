/**
 * Members' marks on posts (db/schema/forums.ts memberMarks): following a
 * topic, liking a topic's opening post or a reply. Setting a mark twice, or
 * taking back one that is not there, changes nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PostMarks } from '../../db/schema/forums.ts';

/** Sets `userId`'s mark on the post (`on`), or takes it back. */
export async function setMark(
  db: Db,
  marks: PostMarks,
  postId: string,
  userId: string,
  on: boolean,
) {
  if (on) {
    await db.insert(marks).values({ postId, userId }).onConflictDoNothing();
  } else {
    await db.delete(marks).where(and(eq(marks.postId, postId), eq(marks.userId, userId)));
  }
}

/** How many members marked the post. */
export async function countMarks(db: Db, marks: PostMarks, postId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(marks).where(eq(marks.postId, postId));
  return row?.n ?? 0;
}

/**
 * Deleting a member's own account. One transaction removes the user row; the
 * foreign keys (server/db/schema, every one `ON DELETE CASCADE` to user.id)
 * take with it their listings (with contacts, favourites of them and views),
 * favourites, notifications, sessions and accounts, profile, presence, chat
 * and forum messages, mentor and match profiles, bookings and decisions.
 * Reports they filed stay, unsigned (`SET NULL`). Conversations stay with the
 * other member (issue #40): the member's direct messages and their place in
 * each thread become null (`SET NULL`), shown as 'Deleted member'. What the
 * keys cannot do is done here: threads nobody else can read go (never written
 * in, or the other member gone too), forum topics of other members lose the
 * replies they counted, and photo files leave the media store once the rows
 * naming them are gone.
 */
import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AccountDeleteReply } from '../../../shared/account.ts';
import { session, user } from '../../db/schema/auth.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { forumMessages, forumTopics } from '../../db/schema/forums.ts';
import { dmThreads } from '../../db/schema/inbox.ts';
import { favorites, listings } from '../../db/schema/listings.ts';
import { matchProfiles } from '../../db/schema/match.ts';
import { mentors } from '../../db/schema/mentors.ts';
import type { Deps } from '../../platform/context.ts';
import { keysForUrl } from '../../platform/media/keys.ts';

type DeleteDeps = Pick<Deps, 'db' | 'media' | 'logger'>;

async function countOf(
  tx: Pick<Deps['db'], 'select'>,
  table: typeof listings | typeof favorites | typeof session,
  column: typeof listings.userId | typeof favorites.userId | typeof session.userId,
  userId: string,
) {
  const [row] = await tx.select({ n: count() }).from(table).where(eq(column, userId));
  return row?.n ?? 0;
}

export async function deleteAccount(
  deps: DeleteDeps,
  userId: string,
): Promise<AccountDeleteReply['deleted']> {
  const { deleted, photoUrls } = await deps.db.transaction(async (tx) => {
    const listingRows = await tx
      .select({ images: listings.images })
      .from(listings)
      .where(eq(listings.userId, userId));
    const mentorRows = await tx
      .select({ photos: mentors.photos })
      .from(mentors)
      .where(eq(mentors.userId, userId));
    const matchRows = await tx
      .select({ photos: matchProfiles.photos })
      .from(matchProfiles)
      .where(eq(matchProfiles.userId, userId));
    const photoUrls = [
      ...new Set([
        ...listingRows.flatMap((row) => row.images),
        ...mentorRows.flatMap((row) => row.photos),
        ...matchRows.flatMap((row) => row.photos),
      ]),
    ];

    const [chat] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId));
    const forumReplies = await tx
      .select({ topicId: forumMessages.topicId, n: count() })
      .from(forumMessages)
      .where(eq(forumMessages.userId, userId))
      .groupBy(forumMessages.topicId);

    const counts = {
      listings: listingRows.length,
      favorites: await countOf(tx, favorites, favorites.userId, userId),
      sessions: await countOf(tx, session, session.userId, userId),
      // Direct messages are not counted: they stay in the other member's thread.
      messages: (chat?.n ?? 0) + forumReplies.reduce((sum, row) => sum + row.n, 0),
    };

    // Replies in other members' topics stop counting there (their own topics go whole).
    for (const { topicId, n } of forumReplies) {
      await tx
        .update(forumTopics)
        .set({ replies: sql`greatest(${forumTopics.replies} - ${n}, 0)` })
        .where(and(eq(forumTopics.id, topicId), ne(forumTopics.userId, userId)));
    }
    const involves = or(eq(dmThreads.memberLow, userId), eq(dmThreads.memberHigh, userId));
    // A thread with no message yet has nothing to keep.
    await tx.delete(dmThreads).where(and(involves, isNull(dmThreads.lastMessageId)));
    await tx.delete(user).where(eq(user.id, userId));
    // Both members gone: nobody can read the thread any more.
    await tx
      .delete(dmThreads)
      .where(and(isNull(dmThreads.memberLow), isNull(dmThreads.memberHigh)));
    return { deleted: counts, photoUrls };
  });

  const photos = await removeFiles(deps, photoUrls);
  return { ...deleted, photos };
}

/** Removes the photo files (and thumbnails); answers how many photos were removed. */
async function removeFiles(deps: DeleteDeps, urls: string[]): Promise<number> {
  let removed = 0;
  await Promise.all(
    urls.map(async (url) => {
      const keys = keysForUrl(url);
      if (!keys) return;
      const results = await Promise.allSettled(keys.map((key) => deps.media.delete(key)));
      const failed = results.filter((result) => result.status === 'rejected');
      for (const failure of failed)
        deps.logger.warn({ err: failure.reason }, 'Could not remove a photo file');
      if (failed.length === 0) removed++;
    }),
  );
  return removed;
}

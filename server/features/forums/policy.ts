/** Who may do what in the forums (pure rules, no I/O). */

/** Anyone may read; posting needs sign-in; only the author deletes a topic or reply. */
export function mayDelete(viewerId: string, post: { userId: string }): boolean {
  return viewerId === post.userId;
}

/**
 * The topic's author hears of a reply, unless they wrote it themselves or
 * either of the two blocked the other (the reply still posts: the topic is public).
 */
export function shouldNotifyAuthor(
  topicAuthorId: string,
  replierId: string,
  blockedBetween: boolean,
): boolean {
  return topicAuthorId !== replierId && !blockedBetween;
}

/**
 * Only the author edits a topic or reply, and not while moderation has hidden
 * or removed it (an edit must not slip words past the moderators).
 */
export function mayEdit(viewerId: string, post: { userId: string; moderation: string | null }) {
  return viewerId === post.userId && post.moderation === null;
}

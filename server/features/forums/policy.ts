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

/**
 * Why a member may not like a post, or null when they may (issue #40): never
 * their own, never one moderation hid or removed, never between two people
 * where one blocked the other (as a reply to them notifies no one).
 */
export function likeRefusal(
  viewerId: string,
  post: { userId: string; moderation: string | null },
  blockedBetween: boolean,
): 'own' | 'moderated' | 'blocked' | null {
  if (viewerId === post.userId) return 'own';
  if (post.moderation !== null) return 'moderated';
  if (blockedBetween) return 'blocked';
  return null;
}

/**
 * A post's likes (issue #40): the count beside it, and for another member's
 * post a heart that likes it or takes the like back. Signed out, the count
 * shows and the heart asks the visitor to sign in. One's own post, and one
 * under moderation, shows the count alone (the server refuses those likes).
 */
import type { ForumReplyDto, ForumTopicDto } from '@shared/forums.ts';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { setLiked } from './api.ts';
import { postErrorText } from './messages.ts';
import { useForumToggle } from './useForumToggle.ts';

export function LikeButton({
  kind,
  post,
  onChanged,
}: {
  kind: 'topics' | 'replies';
  post: Pick<ForumTopicDto | ForumReplyDto, 'id' | 'likes' | 'liked' | 'mine' | 'moderation'>;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { id, likes, liked } = post;
  const canLike = !post.mine && !post.moderation;
  const { toggle, disabled } = useForumToggle(
    async () => {
      await setLiked(kind, id, !liked);
      await onChanged();
    },
    (error) => toast.error(postErrorText(error, t('forums.likeFailed'))),
  );
  const count = t('forums.likes', { count: likes });

  if (!canLike) {
    return (
      <span
        className="inline-flex items-center gap-1 px-2 py-1 text-xs text-muted-foreground"
        title={count}
      >
        <Heart className="h-3.5 w-3.5" aria-hidden="true" />
        <span aria-hidden="true" data-testid="like-count">
          {likes}
        </span>
        <span className="sr-only">{count}</span>
      </span>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={disabled}
      aria-pressed={liked}
      aria-label={`${liked ? t('forums.unlike') : t('forums.like')} (${count})`}
      title={count}
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-full px-2 py-1 text-xs hover:bg-surface-raised disabled:opacity-60',
        liked ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
      )}
      data-testid="like-post"
    >
      <Heart className={cn('h-4 w-4', liked && 'fill-current')} aria-hidden="true" />
      <span data-testid="like-count">{likes}</span>
    </button>
  );
}

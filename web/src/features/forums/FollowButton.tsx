/**
 * Follow a topic to be told of its replies (issue #40); press again to stop.
 * Signed out, it asks the visitor to sign in first.
 */
import { Bell, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { setFollowing } from './api.ts';
import { useForumToggle } from './useForumToggle.ts';

export function FollowButton({
  topicId,
  following,
  onChanged,
}: {
  topicId: string;
  following: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { toggle, disabled } = useForumToggle(
    async () => {
      const reply = await setFollowing(topicId, !following);
      await onChanged();
      toast.success(reply.following ? t('forums.followed') : t('forums.unfollowed'));
    },
    (error) => toast.error(t('forums.followFailed'), { description: errorText(error) }),
  );

  const Icon = following ? BellRing : Bell;
  return (
    <Button
      variant={following ? 'primary' : 'outline'}
      size="sm"
      onClick={toggle}
      disabled={disabled}
      aria-pressed={following}
      title={t('forums.followHint')}
      data-testid="follow-topic"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {following ? t('forums.following') : t('forums.follow')}
    </Button>
  );
}

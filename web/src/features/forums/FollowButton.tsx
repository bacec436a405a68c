/**
 * Follow a topic to be told of its replies (issue #40); press again to stop.
 * Signed out, it asks the visitor to sign in first.
 */
import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/useHydrated.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { setFollowing } from './api.ts';

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
  const { user } = useCurrentUser();
  const { openSignInToPost } = useAuthUi();
  const [busy, setBusy] = useState(false);
  // Drawn by the server, it does nothing until the page is the browser's: it says so (disabled).
  const hydrated = useHydrated();

  const toggle = async () => {
    if (!user) return openSignInToPost();
    setBusy(true);
    try {
      const reply = await setFollowing(topicId, !following);
      await onChanged();
      toast.success(reply.following ? t('forums.followed') : t('forums.unfollowed'));
    } catch (error) {
      toast.error(t('forums.followFailed'), { description: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const Icon = following ? BellRing : Bell;
  return (
    <Button
      variant={following ? 'primary' : 'outline'}
      size="sm"
      onClick={toggle}
      disabled={busy || !hydrated}
      aria-pressed={following}
      title={t('forums.followHint')}
      data-testid="follow-topic"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {following ? t('forums.following') : t('forums.follow')}
    </Button>
  );
}

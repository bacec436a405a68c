/** What a conversation list (chats or requests) shows while it loads, or when it could not. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

export function ConversationsLoading() {
  const { t } = useTranslation();
  return <p className="p-6 text-center text-sm text-muted-foreground">{t('inbox.loading')}</p>;
}

export function ConversationsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="p-6 text-center">
      <p className="text-danger">{t('inbox.errorLoadingConversations')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t('inbox.tryAgain')}
      </Button>
    </div>
  );
}

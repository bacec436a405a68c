/** What a conversation list (chats or requests) shows while it loads, or when it could not. */
import { useTranslation } from 'react-i18next';
import { RetryNotice } from '../../ui/RetryNotice.tsx';

export function ConversationsLoading() {
  const { t } = useTranslation();
  return <p className="p-6 text-center text-sm text-muted-foreground">{t('inbox.loading')}</p>;
}

export function ConversationsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryNotice
      className="p-6 text-center"
      message={t('inbox.errorLoadingConversations')}
      retryLabel={t('inbox.tryAgain')}
      onRetry={onRetry}
    />
  );
}

/**
 * Asks before a member deletes their own chat line (issue #40: the app's
 * dialog, not the browser's confirm), and says what the board will see.
 */
import type { ChatMessage } from '@shared/chat.ts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { ConfirmDialog, ConfirmQuote } from '../../ui/ConfirmDialog.tsx';

export function DeleteMessageDialog({
  message,
  onDelete,
  onClose,
}: {
  message: ChatMessage;
  onDelete: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('chat.deleteTitle')}
      description={t('chat.deleteBody')}
      cancelLabel={t('chat.cancel')}
      confirmLabel={t('chat.confirmDelete')}
      busyLabel={t('chat.deleting')}
      failedTitle={t('chat.deleteFailed')}
      describeError={errorText}
      onConfirm={() => onDelete(message.id)}
      onClose={onClose}
    >
      <ConfirmQuote>{message.content}</ConfirmQuote>
    </ConfirmDialog>
  );
}

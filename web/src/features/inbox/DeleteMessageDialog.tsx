/**
 * Asks before a member deletes their own direct message (issue #41, as city
 * chat does: the app's dialog, not the browser's confirm), and says what both
 * members will see.
 */
import type { DmMessage } from '@shared/inbox.ts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { ConfirmDialog, ConfirmQuote } from '../../ui/ConfirmDialog.tsx';

export function DeleteMessageDialog({
  message,
  onDelete,
  onClose,
}: {
  message: DmMessage;
  onDelete: (message: DmMessage) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('inbox.deleteTitle')}
      description={t('inbox.deleteBody')}
      cancelLabel={t('inbox.cancel')}
      confirmLabel={t('inbox.confirmDelete')}
      busyLabel={t('inbox.deleting')}
      failedTitle={t('inbox.deleteFailed')}
      describeError={errorText}
      onConfirm={() => onDelete(message)}
      onClose={onClose}
      confirmTestId="confirm-delete"
    >
      <ConfirmQuote>{message.body}</ConfirmQuote>
    </ConfirmDialog>
  );
}

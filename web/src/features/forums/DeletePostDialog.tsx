/**
 * Asks before a member deletes their own topic or reply (issue #40: the app's
 * dialog, as the city chat's, not the browser's confirm), and says what goes.
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { ConfirmDialog, ConfirmQuote } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';

export function DeletePostDialog({
  kind,
  quote,
  onDelete,
  onClose,
}: {
  kind: 'topics' | 'replies';
  /** The post's words, shown so the member sees which one goes. */
  quote?: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('forums.deleteConfirm')}
      description={kind === 'topics' ? t('forums.deleteTopicBody') : t('forums.deleteReplyBody')}
      cancelLabel={t('forums.cancel')}
      confirmLabel={t('forums.delete')}
      busyLabel={t('forums.deleting')}
      failedTitle={t('forums.deleteFailed')}
      describeError={errorText}
      onConfirm={async () => {
        await onDelete();
        toast.success(t('forums.deleted'));
      }}
      onClose={onClose}
    >
      {quote && <ConfirmQuote>{quote}</ConfirmQuote>}
    </ConfirmDialog>
  );
}

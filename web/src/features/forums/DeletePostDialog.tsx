/**
 * Asks before a member deletes their own topic or reply (issue #40: the app's
 * dialog, as the city chat's, not the browser's confirm), and says what goes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
      toast.success(t('forums.deleted'));
      onClose();
    } catch (error) {
      toast.error(t('forums.deleteFailed'), { description: errorText(error) });
      setBusy(false);
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('forums.deleteConfirm')}
      description={kind === 'topics' ? t('forums.deleteTopicBody') : t('forums.deleteReplyBody')}
      closeLabel={t('forums.cancel')}
    >
      {quote && (
        <p className="mt-4 line-clamp-3 rounded-xl bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-wrap">
          {quote}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('forums.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
        >
          {busy ? t('forums.deleting') : t('forums.delete')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Asks before a member deletes their own direct message (issue #41, as city
 * chat does: the app's dialog, not the browser's confirm), and says what both
 * members will see.
 */
import type { DmMessage } from '@shared/inbox.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';

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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(message);
      onClose();
    } catch (error) {
      toast.error(t('inbox.deleteFailed'), { description: errorText(error) });
      setBusy(false);
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('inbox.deleteTitle')}
      description={t('inbox.deleteBody')}
      closeLabel={t('inbox.cancel')}
    >
      <p className="mt-4 line-clamp-3 rounded-xl bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-wrap">
        {message.body}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('inbox.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
          data-testid="confirm-delete"
        >
          {busy ? t('inbox.deleting') : t('inbox.confirmDelete')}
        </Button>
      </div>
    </Modal>
  );
}

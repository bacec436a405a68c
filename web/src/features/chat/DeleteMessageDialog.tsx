/**
 * Asks before a member deletes their own chat line (issue #40: the app's
 * dialog, not the browser's confirm), and says what the board will see.
 */
import type { ChatMessage } from '@shared/chat.ts';
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
  message: ChatMessage;
  onDelete: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(message.id);
      onClose();
    } catch (error) {
      toast.error(t('chat.deleteFailed'), { description: errorText(error) });
      setBusy(false);
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('chat.deleteTitle')}
      description={t('chat.deleteBody')}
      closeLabel={t('chat.cancel')}
    >
      <p className="mt-4 line-clamp-3 rounded-xl bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-wrap">
        {message.content}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('chat.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
        >
          {busy ? t('chat.deleting') : t('chat.confirmDelete')}
        </Button>
      </div>
    </Modal>
  );
}

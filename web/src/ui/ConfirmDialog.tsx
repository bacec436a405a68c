/**
 * The app's 'are you sure?' (issue #40: its own dialog, not the browser's
 * confirm box): a title and what happens, what goes (`children`, e.g. the
 * words being deleted), then Cancel and a red confirm button. While the
 * action runs both buttons wait and the dialog cannot be dismissed; done, it
 * closes; failed, it stays open with a toast, for another try.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { toast } from './toast.ts';

export function ConfirmDialog({
  title,
  description,
  icon,
  closeLabel,
  cancelLabel,
  confirmLabel,
  busyLabel = confirmLabel,
  failedTitle,
  describeError,
  onConfirm,
  onClose,
  onDone,
  confirmTestId,
  children,
}: {
  title: string;
  description: string;
  icon?: ReactNode;
  /** The corner ✕'s name; the Cancel button's word when not given. */
  closeLabel?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's word while the action runs. */
  busyLabel?: string;
  /** The toast's title when the action fails. */
  failedTitle: string;
  /**
   * The toast's body for a failure, in the reader's language, when there is
   * something to say; it may come later (a first load that keeps the error
   * catalogue out: app/api.ts errorTextLater).
   */
  describeError?: (error: unknown) => string | undefined | Promise<string | undefined>;
  /** Runs the action; a rejection counts as failed. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** After a success has closed the dialog (e.g. to move away from what was deleted). */
  onDone?: () => void;
  /** The confirm button's test id, for a browser test that presses it. */
  confirmTestId?: string;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
      onDone?.();
    } catch (error) {
      toast.error(failedTitle, { description: await describeError?.(error) });
      setBusy(false);
    }
  };
  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      closeLabel={closeLabel ?? cancelLabel}
      icon={icon}
    >
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
          data-testid={confirmTestId}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

/** The words a confirm dialog is about (a chat line, a post), three lines at the most. */
export function ConfirmQuote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 line-clamp-3 rounded-xl bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-wrap">
      {children}
    </p>
  );
}

/**
 * Asks before a member deletes one of their own messages: a city chat line
 * (issue #40) or a direct message (issue #41, as city chat does), with the
 * words that go. Each area words who will see 'Message deleted' in its own
 * keys: deleteTitle, deleteBody, cancel, confirmDelete, deleting, deleteFailed.
 */
export function DeleteMessageDialog({
  area,
  words,
  describeError,
  onDelete,
  onClose,
  confirmTestId,
}: {
  area: 'chat' | 'inbox';
  /** The message's words, shown so the member sees which one goes. */
  words: string;
  describeError: (error: unknown) => string | undefined;
  onDelete: () => Promise<void>;
  onClose: () => void;
  confirmTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t(`${area}.deleteTitle`)}
      description={t(`${area}.deleteBody`)}
      cancelLabel={t(`${area}.cancel`)}
      confirmLabel={t(`${area}.confirmDelete`)}
      busyLabel={t(`${area}.deleting`)}
      failedTitle={t(`${area}.deleteFailed`)}
      describeError={describeError}
      onConfirm={onDelete}
      onClose={onClose}
      confirmTestId={confirmTestId}
    >
      <ConfirmQuote>{words}</ConfirmQuote>
    </ConfirmDialog>
  );
}

/** Report a chat message (stored with the reporter; spec §5 Report: the details are required). */
import type { ChatMessage } from '@shared/chat.ts';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { reportChatMessage } from './api.ts';

export function ReportMessageDialog({
  message,
  onClose,
}: {
  message: ChatMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!details.trim()) {
      setError(t('chat.reportDetailsRequired'));
      return;
    }
    setBusy(true);
    try {
      await reportChatMessage(message.id, details.trim());
      toast.success(t('chat.reported'));
      onClose();
    } catch {
      toast.error(t('chat.reportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      onOpenChange={(open) => !open && onClose()}
      title={t('chat.reportTitle')}
      closeLabel={t('chat.close')}
      icon={<Flag className="h-6 w-6" aria-hidden="true" />}
    >
      <blockquote className="mt-4 line-clamp-3 rounded-xl border-l-4 border-border bg-surface-raised px-3 py-2 text-sm">
        {message.content}
      </blockquote>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('chat.reportDetails')}
        </label>
        <textarea
          id={id}
          value={details}
          onChange={(event) => {
            setDetails(event.target.value);
            setError(null);
          }}
          rows={3}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full resize-none rounded-2xl border border-border bg-background px-4 py-2 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" className="mt-2" disabled={busy}>
          {t('chat.reportSend')}
        </Button>
      </form>
    </Modal>
  );
}

/**
 * The reusable message dialog (the mentor directory's 'Message' button, and
 * any card that wants a quick word): opens or reuses the thread with the
 * counterpart behind `target`, shows it, and a send box. 'Message sent!'
 * after the first message sent from the dialog.
 */
import type { OpenThreadInput } from '@shared/schemas/inbox.ts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { INBOX_KEY, openThread } from './api.ts';
import { ThreadPane } from './ThreadPane.tsx';

type MessageDialogProps = {
  /** Whom to message: {mentor: id} | {match: userId} | {listing: id}. */
  target: OpenThreadInput;
  /** The dialog's title, e.g. the mentor's name. */
  title: string;
  onOpenChange: (open: boolean) => void;
};

export function MessageDialog({ target, title, onOpenChange }: MessageDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);
  const key = JSON.stringify(target);

  useEffect(() => {
    let live = true;
    openThread(JSON.parse(key) as OpenThreadInput)
      .then(({ thread }) => live && setThreadId(thread.id))
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(t('inbox.failedToStart'), { description: errorText(error) });
      });
    return () => {
      live = false;
    };
  }, [key, t]);

  return (
    <Modal
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('inbox.close')}
      icon={<MessageSquare className="h-5 w-5" aria-hidden="true" />}
      className="flex flex-col sm:max-w-lg"
    >
      <div className="-mx-6 mt-4 flex h-[min(28rem,60dvh)] flex-col border-t border-border">
        {failed && <p className="p-6 text-center text-danger">{t('inbox.failedToStart')}</p>}
        {!failed && !threadId && (
          <p className="p-6 text-center text-sm text-muted-foreground">{t('inbox.opening')}</p>
        )}
        {threadId && (
          <ThreadPane
            threadId={threadId}
            onSent={() => {
              void refreshAfterChange(queryClient, { queryKey: INBOX_KEY });
              if (sent.current) return;
              sent.current = true;
              toast.success(t('inbox.messageSent'));
            }}
          />
        )}
      </div>
      {threadId && (
        <Link
          to={`${paths.inbox}?thread=${threadId}`}
          className="mt-3 block text-center text-sm font-medium text-primary hover:underline"
          onClick={() => onOpenChange(false)}
        >
          {t('inbox.openInInbox')}
        </Link>
      )}
    </Modal>
  );
}

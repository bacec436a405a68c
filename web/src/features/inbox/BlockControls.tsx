/**
 * Blocking from a conversation (issue #40): the app's own dialog asks first
 * (not the browser's plain confirm box); afterwards the thread stays, marked
 * 'You blocked {name}.', with Unblock in place of the composer. Both go
 * through the one block list (PUT/DELETE /api/blocks/:userId); the inbox and
 * the blocked-people list reread, and the other member's open thread hears of
 * it live.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { INBOX_KEY } from './api.ts';

/** PUT (block) or DELETE (unblock) on the one block list, then what shows it rereads. */
function useBlockChange() {
  const queryClient = useQueryClient();
  return async (counterpartId: string, method: 'PUT' | 'DELETE') => {
    await apiFetch<null>(`/blocks/${encodeURIComponent(counterpartId)}`, { method });
    await Promise.all([
      refreshAfterChange(queryClient, { queryKey: INBOX_KEY }),
      refreshAfterChange(queryClient, { queryKey: ['blocks'] }),
    ]);
  };
}

type BlockDialogProps = {
  counterpartId: string;
  label: string;
  onClose: () => void;
};

export function BlockDialog({ counterpartId, label, onClose }: BlockDialogProps) {
  const { t } = useTranslation();
  const change = useBlockChange();
  return (
    <ConfirmDialog
      title={t('inbox.blockTitle', { name: label })}
      description={t('inbox.blockBody')}
      closeLabel={t('inbox.close')}
      icon={<Ban className="h-6 w-6" aria-hidden="true" />}
      cancelLabel={t('inbox.cancel')}
      confirmLabel={t('inbox.block')}
      failedTitle={t('inbox.blockFailed')}
      describeError={errorText}
      onConfirm={async () => {
        await change(counterpartId, 'PUT');
        toast.success(t('inbox.blocked', { name: label }));
      }}
      onClose={onClose}
    />
  );
}

type BlockedByMeNoticeProps = {
  counterpartId: string;
  label: string;
};

/** In place of the composer once I blocked the counterpart: the word, and Unblock. */
export function BlockedByMeNotice({ counterpartId, label }: BlockedByMeNoticeProps) {
  const { t } = useTranslation();
  const change = useBlockChange();
  const [busy, whileBusy] = useBusy();
  const unblock = async () => {
    await whileBusy(
      async () => {
        await change(counterpartId, 'DELETE');
        toast.success(t('inbox.unblocked'));
      },
      (error) => {
        toast.error(t('inbox.unblockFailed'), { description: errorText(error) });
      },
    );
  };
  return (
    <span className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
      <span className="flex items-center gap-2">
        <Ban className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('inbox.youBlocked', { name: label })}
      </span>
      <Button variant="outline" size="sm" onClick={() => void unblock()} disabled={busy}>
        {t('inbox.unblock')}
      </Button>
    </span>
  );
}

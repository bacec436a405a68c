/**
 * Message requests in the inbox (issue #41): the 'Chats' and 'Requests (n)'
 * tabs, the list of requests, and, in place of a request's composer, what its
 * recipient may answer: Accept (the thread joins the chats), Decline (it
 * disappears; its sender is not told) or Block (the one block list's dialog).
 *
 * A request rings nothing: the count on the tab is all. The requests query
 * sits under the threads query's key, so every inbox change that rereads the
 * threads (a new message, live through the realtime hub) rereads it too.
 */
import type { RequestList, ThreadSummary } from '@shared/inbox.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Check, Inbox as InboxIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { INBOX_KEY, threadsKey } from './api.ts';
import { BlockDialog } from './BlockControls.tsx';
import { useInboxQuery } from './inbox-lists.ts';
import { ConversationsFailed, ConversationsLoading } from './ListStates.tsx';
import { ThreadList } from './ThreadList.tsx';

export type InboxBox = 'chats' | 'requests';

/** Under threadsKey: rereading the threads rereads the requests (see above). */
export const requestsKey = (userId: string | undefined) =>
  [...threadsKey(userId), 'requests'] as const;

export const useRequests = () =>
  useInboxQuery(requestsKey, () => apiFetch<RequestList>('/inbox/requests'), 15_000);

export function InboxTabs({ box, onBox }: { box: InboxBox; onBox: (box: InboxBox) => void }) {
  const { t } = useTranslation();
  const count = useRequests().data?.count ?? 0;
  const tab = (value: InboxBox, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={box === value}
      data-testid={`inbox-tab-${value}`}
      onClick={() => onBox(value)}
      className={cn(
        'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
        box === value
          ? 'bg-primary/15 text-primary'
          : 'text-muted-foreground hover:bg-surface-raised hover:text-foreground',
      )}
    >
      {label}
      {value === 'requests' && count > 0 && (
        <span
          data-testid="requests-count"
          className="min-w-5 rounded-full bg-surface-raised px-1.5 text-center text-xs leading-5 font-semibold text-foreground"
        >
          <span className="sr-only">{t('requests.count', { count })}</span>
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        </span>
      )}
    </button>
  );
  return (
    <div role="tablist" className="flex gap-1 border-b border-border px-3 py-2">
      {tab('chats', t('requests.chats'))}
      {tab('requests', t('requests.tab'))}
    </div>
  );
}

type RequestsListProps = {
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export function RequestsList({ selectedId, onSelect }: RequestsListProps) {
  const { t } = useTranslation();
  const requests = useRequests();
  if (requests.isPending) return <ConversationsLoading />;
  if (requests.isError) return <ConversationsFailed onRetry={() => void requests.refetch()} />;
  if (requests.data.requests.length === 0)
    return (
      <div className="p-8 text-center text-muted-foreground" data-testid="requests-empty">
        <InboxIcon className="mx-auto h-8 w-8" aria-hidden="true" />
        <p className="mt-3 text-sm">{t('requests.empty')}</p>
      </div>
    );
  return (
    <ThreadList threads={requests.data.requests} selectedId={selectedId} onSelect={onSelect} />
  );
}

type RequestBarProps = {
  thread: ThreadSummary;
  label: string;
  onAccepted: () => void;
  onDeclined: () => void;
};

/** In a request's composer place: who wants to write, and Accept, Decline, Block. */
export function RequestBar({ thread, label, onAccepted, onDeclined }: RequestBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, whileBusy] = useBusy();
  const [blocking, setBlocking] = useState(false);
  const answer = async (what: 'accept' | 'decline') => {
    await whileBusy(
      async () => {
        await apiFetch(`/inbox/threads/${encodeURIComponent(thread.id)}/${what}`, { json: {} });
        toast.success(t(what === 'accept' ? 'requests.accepted' : 'requests.declined'));
        await refreshAfterChange(queryClient, { queryKey: INBOX_KEY });
        if (what === 'accept') onAccepted();
        else onDeclined();
      },
      (error) => {
        toast.error(t('requests.failed'), {
          description: errorText(error),
        });
      },
    );
  };
  return (
    <div className="flex w-full flex-col items-center gap-3 py-1" data-testid="request-bar">
      <p className="max-w-md text-foreground">{t('requests.explain', { name: label })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="sm" onClick={() => void answer('accept')} disabled={busy}>
          <Check className="h-4 w-4" aria-hidden="true" />
          {t('requests.accept')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void answer('decline')} disabled={busy}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('requests.decline')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setBlocking(true)}
          disabled={busy || !thread.counterpart}
          className="text-danger"
        >
          <Ban className="h-4 w-4" aria-hidden="true" />
          {t('requests.block')}
        </Button>
      </div>
      {blocking && thread.counterpart && (
        <BlockDialog
          counterpartId={thread.counterpart.id}
          label={label}
          onClose={() => setBlocking(false)}
        />
      )}
    </div>
  );
}

/**
 * /inbox (docs/product.md#inbox-and-direct-messages Inbox): the conversations list and a message pane.
 * ?listing=, ?mentor=, ?match= open or create the thread with that
 * counterpart and select it (?thread=); signed-out visitors go to the login
 * page and come back here after signing in. On phones: the list, then the
 * pane with a back button. Message requests (issue #41) wait under their own
 * tab (Requests.tsx); ?box=requests opens it. A search box above finds
 * messages by word (MessageSearch.tsx); a result opens its thread at the
 * message (?thread=&message=).
 */
import { OPEN_KEYS } from '@shared/inbox.ts';
import { dmSubject } from '@shared/notification-settings.ts';
import type { OpenThreadInput } from '@shared/schemas/inbox.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ban, Flag, type LucideIcon, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../app/links.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { membersOnly } from '../auth/MembersOnly.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { MuteButton } from '../notifications/MuteButton.tsx';
import { fetchThread, INBOX_KEY, openThread, threadKey } from './api.ts';
import { BlockDialog, BlockedByMeNotice } from './BlockControls.tsx';
import { counterpartLabel } from './counterpart.ts';
import { useThreads } from './inbox-lists.ts';
import { ConversationsFailed, ConversationsLoading } from './ListStates.tsx';
import {
  isSearching,
  MessageSearchBox,
  MessageSearchResults,
  useSettled,
} from './MessageSearch.tsx';
import { type InboxBox, InboxTabs, RequestBar, RequestsList } from './Requests.tsx';
import { LetterAvatar, ThreadList, useSubjectLine } from './ThreadList.tsx';
import { ThreadPane } from './ThreadPane.tsx';

export const InboxPage = membersOnly('inbox.title', Inbox);

function Inbox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('thread');
  const threads = useThreads();

  // ?listing= / ?mentor= / ?match=: open or reuse the thread once, then select it.
  const openKey = OPEN_KEYS.find((key) => params.get(key));
  const openValue = openKey ? params.get(openKey) : null;
  const opening = useRef<string | null>(null);
  useEffect(() => {
    if (!openKey || !openValue) return;
    const request = `${openKey}=${openValue}`;
    if (opening.current === request) return;
    opening.current = request;
    openThread({ [openKey]: openValue } as OpenThreadInput)
      .then(({ thread }) => {
        void refreshAfterChange(queryClient, { queryKey: INBOX_KEY });
        setParams({ thread: thread.id }, { replace: true });
      })
      .catch((error: unknown) => {
        toast.error(t('inbox.failedToStart'), { description: errorText(error) });
        setParams({}, { replace: true });
      })
      .finally(() => {
        opening.current = null;
      });
  }, [openKey, openValue, queryClient, setParams, t]);

  const select = (id: string | null) => setParams(id ? { thread: id } : {});
  const focusParam = Number(params.get('message'));
  const focusMessageId =
    Number.isSafeInteger(focusParam) && focusParam > 0 ? focusParam : undefined;
  const [searchText, setSearchText] = useState('');
  const settledSearch = useSettled(searchText);
  const searching = isSearching(searchText) && isSearching(settledSearch);
  const list = threads.data?.threads ?? [];
  const [box, setBox] = useState<InboxBox>(params.get('box') === 'requests' ? 'requests' : 'chats');

  return (
    <section className="mx-auto flex h-[calc(100dvh-3.5rem-5.25rem)] w-full max-w-6xl md:h-[calc(100dvh-4rem)] md:px-6 md:py-6">
      <div className="flex min-h-0 w-full overflow-hidden border-border bg-surface md:rounded-3xl md:border md:shadow-sm">
        <aside
          className={cn(
            'min-h-0 w-full flex-col border-border md:flex md:w-80 md:border-r lg:w-96',
            selectedId ? 'hidden' : 'flex',
          )}
          aria-label={t('inbox.conversations')}
        >
          <div className="flex items-center gap-2 border-b border-border px-4 py-3.5">
            <h1 className="text-xl font-bold tracking-tight">{t('inbox.title')}</h1>
            {(threads.data?.unread ?? 0) > 0 && (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {t('inbox.unreadCount', { count: threads.data?.unread ?? 0 })}
              </span>
            )}
          </div>
          <MessageSearchBox value={searchText} onChange={setSearchText} />
          {searching && (
            <div className="min-h-0 flex-1 overflow-y-auto">
              <MessageSearchResults
                q={settledSearch}
                onOpen={(thread, message) => setParams({ thread, message: String(message) })}
              />
            </div>
          )}
          {!searching && <InboxTabs box={box} onBox={setBox} />}
          <div className="min-h-0 flex-1 overflow-y-auto" hidden={searching || box !== 'requests'}>
            {box === 'requests' && <RequestsList selectedId={selectedId} onSelect={select} />}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" hidden={searching || box !== 'chats'}>
            {threads.isError && <ConversationsFailed onRetry={() => void threads.refetch()} />}
            {threads.isPending && <ConversationsLoading />}
            {threads.data && list.length === 0 && (
              <div className="p-8 text-center text-muted-foreground">
                <MessagesSquare className="mx-auto h-8 w-8" aria-hidden="true" />
                <p className="mt-3">{t('inbox.noConversations')}</p>
                <Button variant="outline" className="mt-4" asChild>
                  <Link to={paths.market}>{t('inbox.browseMarket')}</Link>
                </Button>
              </div>
            )}
            <ThreadList threads={list} selectedId={selectedId} onSelect={select} />
          </div>
        </aside>
        <div
          className={cn('min-h-0 min-w-0 flex-1 flex-col', selectedId ? 'flex' : 'hidden md:flex')}
        >
          {selectedId ? (
            <Conversation
              key={`${selectedId}:${focusMessageId ?? ''}`}
              threadId={selectedId}
              focusMessageId={focusMessageId}
              onBack={() => select(null)}
              onAccepted={() => setBox('chats')}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
              <MessagesSquare className="h-10 w-10" aria-hidden="true" />
              <p>{openKey ? t('inbox.opening') : t('inbox.selectConversation')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

type ConversationProps = {
  threadId: string;
  /** Opened from a search result: at this message. */
  focusMessageId?: number;
  onBack: () => void;
  /** A request was accepted here: the chats tab shows it. */
  onAccepted: () => void;
};

function Conversation({ threadId, focusMessageId, onBack, onAccepted }: ConversationProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const subjectLine = useSubjectLine();
  const thread = useQuery({
    queryKey: threadKey(user?.id, threadId),
    queryFn: () => fetchThread(threadId),
    retry: false,
  });
  const summary = thread.data?.thread;
  const label = summary ? counterpartLabel(t, summary.counterpart) : '';
  // Null once they deleted their account: the history stays, read-only.
  const counterpart = summary?.counterpart ?? null;
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const subject = summary ? subjectLine(summary) : null;

  if (thread.isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <p className="text-danger">{t('inbox.conversationNotFound')}</p>
        <Button variant="outline" onClick={onBack}>
          {t('inbox.back')}
        </Button>
      </div>
    );
  }

  // Blocked either way, or the other member gone, the thread stays readable;
  // the composer gives way to a notice.
  const notice = !summary ? undefined : !counterpart ? (
    <span data-testid="counterpart-deleted">{t('inbox.counterpartDeleted')}</span>
  ) : summary.blocked_by_me ? (
    <BlockedByMeNotice counterpartId={counterpart.id} label={label} />
  ) : summary.is_request ? (
    <RequestBar thread={summary} label={label} onAccepted={onAccepted} onDeclined={onBack} />
  ) : summary.can_reply ? undefined : (
    <span className="flex items-center gap-2">
      <Ban className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('inbox.cantReply')}
    </span>
  );

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onBack}
          aria-label={t('inbox.back')}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        {summary && <LetterAvatar label={counterpart?.label ?? null} className="h-9 w-9" />}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold" data-testid="conversation-title">
            {label}
          </h2>
          {subject && (
            <p className="truncate text-xs text-muted-foreground">
              {summary?.subject.kind === 'listing' && summary.subject.id ? (
                // A block of its own, so a long title is cut short here too, not just hidden.
                <Link to={`/l/${summary.subject.id}`} className="block truncate hover:underline">
                  {subject}
                </Link>
              ) : (
                subject
              )}
            </p>
          )}
        </div>
        <MuteButton subject={dmSubject(threadId)} compact />
        {!summary?.blocked_by_me && (
          <HeaderAction
            icon={Ban}
            label={t('inbox.block')}
            onClick={() => setConfirmingBlock(true)}
            disabled={!counterpart}
          />
        )}
        {/* Report the member (issue #39); a message is reported from its bubble. */}
        <HeaderAction
          icon={Flag}
          label={t('moderation.report.member')}
          onClick={() => setReporting(true)}
          disabled={!counterpart}
        />
      </div>
      <ThreadPane
        threadId={threadId}
        focusMessageId={focusMessageId}
        notice={notice}
        onRefused={() => void thread.refetch()}
      />
      {confirmingBlock && counterpart && (
        <BlockDialog
          counterpartId={counterpart.id}
          label={label}
          onClose={() => setConfirmingBlock(false)}
        />
      )}
      {reporting && counterpart && (
        <LazyReportDialog
          kind="member"
          targetId={counterpart.id}
          name={label}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}

type HeaderActionProps = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled: boolean;
};

/** A conversation header's action: its word beside the icon from 640 px, for screen readers only below. */
function HeaderAction({ icon: Icon, label, onClick, disabled }: HeaderActionProps) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} disabled={disabled}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Button>
  );
}

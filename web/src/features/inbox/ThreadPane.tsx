/**
 * One conversation: its history (pages of 50, older ones loaded when scrolled
 * to the top, without jumping), live arrivals (thread:<id>, then a fetch of
 * everything after the last id, which also catches up after a reconnect),
 * day separators, and the composer: Enter sends, Shift+Enter makes a newline.
 * A sent message shows at once and gets a retry if it fails, unless a block
 * refused it: then 'You can't reply to this conversation' takes the
 * composer's place (or the parent's own notice does, e.g. Unblock). The
 * counterpart's messages can be reported (issue #39); a message moderators
 * removed shows its placeholder, or to its author the mark. Used by /inbox
 * and by the message dialog.
 *
 * Issue #41: one's own message can be edited (in the composer) or deleted
 * (after a confirm) within 15 minutes, and both reach the other member live
 * ('dm.changed': that message is fetched again); 'Seen' stands under my last
 * message the other member has read (the thread summary's `seen`, refetched on
 * 'dm.read'), its time in a tooltip; 'Selam is typing...' while they type.
 * 'Seen' also follows either member turning read receipts off or on
 * ('dm.receipts'). Up to 4 photos go with a message, or alone: chosen beside
 * the composer, shown as thumbnails, opened full screen (MessagePhotos).
 * Opened from a search result (`focusMessageId`), it loads the history from
 * that message on, scrolls it into view and marks it for a moment.
 */
import type { DmMessage, ThreadEvent } from '@shared/inbox.ts';
import { DM_MESSAGES, threadChannel, withinEditWindow } from '@shared/inbox.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Check, Pencil, RotateCw, Send, X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../app/api.ts';
import { useDraft } from '../../app/drafts.ts';
import { errorText } from '../../app/error-text.ts';
import { realtime, useRealtimeChannel } from '../../app/realtime.ts';
import { applyChange, refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { DeleteMessageDialog } from '../../ui/ConfirmDialog.tsx';
import { cn } from '../../ui/cn.ts';
import { formatDay } from '../../ui/dates.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { removedForReader } from '../moderation/ModerationMark.tsx';
import {
  deleteMessage,
  editMessage,
  fetchMessage,
  fetchMessages,
  fetchThread,
  markThreadRead,
  threadKey,
  threadsKey,
  unreadKey,
} from './api.ts';
import { AttachPhotosButton, ChosenPhotos, PendingPhotos } from './ComposerPhotos.tsx';
import { counterpartLabel } from './counterpart.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { MessagePhotos } from './MessagePhotos.tsx';
import { type Pending, unconfirmed } from './pending.ts';
import { sendWithPhotos } from './send.ts';
import { clockTime, dayKey, messageTime, sameDay } from './time.ts';
import { useCounterpartTyping, useTypingSignal } from './typing.ts';

function merge(current: DmMessage[], incoming: DmMessage[]): DmMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

type ThreadPaneProps = {
  threadId: string;
  /** Open at this message (a search result): scrolled to and marked for a moment. */
  focusMessageId?: number;
  className?: string;
  /** Called after each message the server stored (the dialog says 'Message sent!'). */
  onSent?: (message: DmMessage) => void;
  /** In place of the composer: no reply is possible here (a block, either way). */
  notice?: ReactNode;
  /** A send was refused because of a block (the parent rereads the thread). */
  onRefused?: () => void;
};

export function ThreadPane({
  threadId,
  className,
  onSent,
  notice,
  onRefused,
  focusMessageId,
}: ThreadPaneProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [messages, setMessages] = useState<DmMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  // Kept per thread across a language switch, a reload and a visit to another thread.
  const [draft, setDraft] = useDraft(user?.id, `inbox:${threadId}`);
  const [reporting, setReporting] = useState<DmMessage | null>(null);
  /** A block refused a send here: no composer from now on. */
  const [refused, setRefused] = useState(false);
  /** My message being edited in the composer (its new words), or being confirmed for deletion. */
  const [editing, setEditing] = useState<{ id: number; body: string } | null>(null);
  const [deleting, setDeleting] = useState<DmMessage | null>(null);
  /** Photos chosen to go with the next message (issue #41). */
  const [photos, setPhotos] = useState<File[]>([]);
  // The thread's summary (shared with the inbox's header): the counterpart and how far they read.
  const summary = useQuery({
    queryKey: threadKey(user?.id, threadId),
    queryFn: () => fetchThread(threadId),
    enabled: Boolean(user),
    retry: false,
  }).data?.thread;
  const counterpartId = summary?.counterpart?.id ?? null;
  const composer = useRef<HTMLTextAreaElement>(null);
  // Editing starts in the composer, with the cursor at the end of the words.
  const editingId = editing?.id;
  useEffect(() => {
    const el = composer.current;
    if (editingId === undefined || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [editingId]);
  const typing = useCounterpartTyping(threadId, counterpartId);
  const typingSignal = useTypingSignal(threadId);
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  const markedId = useRef(0);
  /** Set before older messages are prepended: the scroll height to keep the view still. */
  const keepFrom = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  lastId.current = messages.at(-1)?.id ?? 0;
  // The thread is not loaded again when only the language changes.
  const tRef = useRef(t);
  tRef.current = t;

  /** The message a search opened the thread at, while it is marked. */
  const [flashId, setFlashId] = useState<number | null>(null);
  const scrolledTo = useRef<number | null>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      if (focusMessageId !== undefined) {
        // The page that ends at the message, then everything after it to the newest.
        const page = await fetchMessages(threadId, { before: focusMessageId + 1 });
        let loaded = page.messages;
        for (let more = true; more; ) {
          const after = await fetchMessages(threadId, { after: loaded.at(-1)?.id ?? 0 });
          loaded = merge(loaded, after.messages);
          more = after.has_more && after.messages.length > 0;
        }
        stickToBottom.current = false;
        scrolledTo.current = null;
        setMessages(loaded);
        setHasMore(page.has_more);
        setStatus('ready');
        return;
      }
      const page = await fetchMessages(threadId);
      setMessages(page.messages);
      setHasMore(page.has_more);
      setStatus('ready');
      stickToBottom.current = true;
    } catch {
      setStatus('error');
      toast.error(tRef.current('inbox.errorLoading'));
    }
  }, [threadId, focusMessageId]);

  // Opened at a message: once it is drawn, scroll it to the middle and mark it briefly.
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages re-runs it once the message is drawn
  useEffect(() => {
    if (focusMessageId === undefined || status !== 'ready') return;
    if (scrolledTo.current === focusMessageId) return;
    const row = scroller.current?.querySelector(`[data-message-id="${focusMessageId}"]`);
    if (!row) return;
    scrolledTo.current = focusMessageId;
    row.scrollIntoView({ block: 'center' });
    setFlashId(focusMessageId);
  }, [focusMessageId, status, messages]);
  // The mark goes after a moment, whatever arrives meanwhile.
  useEffect(() => {
    if (flashId === null) return;
    const timer = setTimeout(() => setFlashId(null), 2_500);
    return () => clearTimeout(timer);
  }, [flashId]);

  useEffect(() => {
    setMessages([]);
    setPending([]);
    setRefused(false);
    markedId.current = 0;
    void load();
  }, [load]);

  const catchUp = useCallback(async () => {
    try {
      for (let more = true; more; ) {
        const page = await fetchMessages(threadId, { after: lastId.current });
        more = page.has_more && page.messages.length > 0;
        if (page.messages.length > 0) {
          const el = scroller.current;
          stickToBottom.current = !el || el.scrollHeight - el.scrollTop - el.clientHeight < 120;
          setMessages((current) => merge(current, page.messages));
          lastId.current = page.messages.at(-1)?.id ?? lastId.current;
        }
      }
    } catch {
      // The next event or resync tries again.
    }
  }, [threadId]);

  /** The newest page again, in place of what it covers: moderation hid, removed or restored one. */
  const reread = useCallback(async () => {
    try {
      const page = await fetchMessages(threadId);
      const first = page.messages[0]?.id ?? Number.POSITIVE_INFINITY;
      setMessages((current) =>
        merge(
          current.filter((message) => message.id < first),
          page.messages,
        ),
      );
    } catch {
      // The next event or resync tries again.
    }
  }, [threadId]);

  /** One message again: its author edited or deleted it. */
  const refetchOne = useCallback(
    async (id: number) => {
      try {
        const message = await fetchMessage(threadId, id);
        if (message) setMessages((current) => merge(current, [message]));
      } catch {
        // The next event or resync tries again.
      }
    },
    [threadId],
  );

  useRealtimeChannel(threadChannel(threadId), (raw) => {
    const event = raw as ThreadEvent;
    if (event.kind === 'dm.message') void catchUp();
    else if (event.kind === 'dm.moderated') void reread();
    else if (event.kind === 'dm.changed') void refetchOne(event.messageId);
    else if (
      (event.kind === 'dm.read' && event.userId !== user?.id) ||
      // Either member turned read receipts off or on: 'Seen' goes or comes back.
      event.kind === 'dm.receipts'
    )
      void refreshAfterChange(queryClient, { queryKey: threadKey(user?.id, threadId) });
  });
  useEffect(
    () => realtime.onResync(threadChannel(threadId), () => void catchUp()),
    [threadId, catchUp],
  );

  // A thread left open in a hidden tab reads what came meanwhile once the tab is seen again.
  const [shownAgain, setShownAgain] = useState(0);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') setShownAgain((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // Reading the thread marks it read, each message as it arrives while the thread is
  // in view (and the badge, the list, my other tabs follow).
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownAgain re-runs it when the tab is seen again
  useEffect(() => {
    const newest = messages.at(-1)?.id ?? 0;
    if (status !== 'ready' || newest <= markedId.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    markedId.current = newest;
    markThreadRead(threadId)
      .then(({ unread }) => {
        applyChange(queryClient, { queryKey: unreadKey(user?.id) }, () =>
          queryClient.setQueryData(unreadKey(user?.id), { unread }),
        );
        void refreshAfterChange(queryClient, { queryKey: threadsKey(user?.id) });
      })
      .catch(() => {
        markedId.current = 0;
      });
  }, [messages, status, threadId, queryClient, user?.id, shownAgain]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose after each change of what is shown
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop += el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, pending]);

  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (!hasMore || loadingOlder || first === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await fetchMessages(threadId, { before: first });
      keepFrom.current = scroller.current?.scrollHeight ?? null;
      stickToBottom.current = false;
      setMessages((current) => merge(page.messages, current));
      setHasMore(page.has_more);
    } catch {
      toast.error(t('inbox.errorLoading'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const deliver = async (item: Pending) => {
    setPending((list) => list.map((p) => (p.key === item.key ? { ...p, status: 'sending' } : p)));
    try {
      const { message } = await sendWithPhotos(threadId, item.body, item.photos);
      stickToBottom.current = true;
      setPending((list) => list.filter((p) => p.key !== item.key));
      setMessages((current) => merge(current, [message]));
      onSent?.(message);
    } catch (error) {
      if (
        error instanceof ApiRequestError &&
        ((error.status === 403 && error.message === DM_MESSAGES.blocked) ||
          error.code === 'member_deleted')
      ) {
        // A retry can never work: say so, once, in place of the composer.
        setPending((list) =>
          list.map((p) => (p.key === item.key ? { ...p, status: 'refused' } : p)),
        );
        setRefused(true);
        onRefused?.();
        return;
      }
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, status: 'failed' } : p)));
      toast.error(t('inbox.errorSending'), { description: errorText(error) });
    }
  };

  const saveEdit = async () => {
    if (!editing) return;
    const body = editing.body.trim();
    if (!body) return;
    try {
      const { message } = await editMessage(editing.id, body);
      setMessages((current) => merge(current, [message]));
      setEditing(null);
    } catch (error) {
      toast.error(t('inbox.editFailed'), { description: errorText(error) });
    }
  };

  const remove = async (message: DmMessage) => {
    const { message: deleted } = await deleteMessage(message.id);
    setMessages((current) => merge(current, [deleted]));
    if (editing?.id === message.id) setEditing(null);
  };

  const submit = () => {
    if (editing) {
      void saveEdit();
      return;
    }
    const body = draft.trim();
    if (!body && photos.length === 0) return;
    typingSignal.sent();
    const item: Pending = {
      key: crypto.randomUUID(),
      body,
      photos,
      status: 'sending',
      after: lastId.current,
    };
    stickToBottom.current = true;
    setPending((list) => [...list, item]);
    setDraft('');
    setPhotos([]);
    void deliver(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && editing) {
      event.preventDefault();
      setEditing(null);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const shownPending = unconfirmed(pending, messages, user?.id);
  const locale = i18n.language === 'ti' ? 'ti-ER' : 'en-US';
  // 'Seen' under my last message the other member has read (only while both share receipts).
  const seen = summary?.seen ?? null;
  const seenId = seen
    ? messages.findLast((m) => m.sender_id === user?.id && m.id <= seen.message_id)?.id
    : undefined;
  const composerText = editing ? editing.body : draft;
  const canSend = Boolean(composerText.trim()) || (!editing && photos.length > 0);
  const theirName = counterpartLabel(t, summary?.counterpart ?? null);
  const dayLabel = (iso: string) => {
    const key = dayKey(iso);
    if (key !== 'date') return t(`inbox.${key}`);
    return formatDay(iso, i18n.language === 'ti' ? 'ti' : 'en', {
      weekday: 'short',
      year: true,
    });
  };

  return (
    <div className={cn('flex min-h-0 min-w-0 flex-1 flex-col', className)}>
      <div
        ref={scroller}
        data-testid="message-list"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 80) void loadOlder();
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
        aria-live="polite"
      >
        {hasMore && (
          <div className="mb-3 text-center">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void loadOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder ? t('inbox.loading') : t('inbox.loadOlder')}
            </Button>
          </div>
        )}
        {status === 'loading' && (
          <p className="py-10 text-center text-sm text-muted-foreground">{t('inbox.loading')}</p>
        )}
        {status === 'error' && (
          <RetryNotice
            className="py-10 text-center"
            message={t('inbox.errorLoading')}
            retryLabel={t('inbox.tryAgain')}
            onRetry={() => void load()}
          />
        )}
        {status === 'ready' && messages.length === 0 && shownPending.length === 0 && (
          <p className="py-10 text-center text-muted-foreground">{t('inbox.noMessages')}</p>
        )}
        <ol className="flex flex-col gap-1.5">
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay =
              !previous || !sameDay(new Date(previous.created_at), new Date(message.created_at));
            const mine = message.sender_id === user?.id;
            return (
              <li
                key={message.id}
                data-message-id={message.id}
                data-found={message.id === flashId ? 'true' : undefined}
                className="flex flex-col"
              >
                {newDay && (
                  <div className="my-3 flex items-center gap-3 text-xs text-muted-foreground">
                    <span className="h-px flex-1 bg-border" />
                    <span>{dayLabel(message.created_at)}</span>
                    <span className="h-px flex-1 bg-border" />
                  </div>
                )}
                <div
                  className={cn(
                    'flex flex-col rounded-2xl transition-colors duration-700',
                    message.id === flashId && 'bg-primary/15 ring-2 ring-primary/50',
                  )}
                >
                  <MessageBubble
                    mine={mine}
                    body={message.body}
                    time={clockTime(message.created_at, locale)}
                    moderation={message.moderation}
                    note={message.moderation_note}
                    edited={message.edited_at !== null}
                    deleted={message.deleted}
                    photos={
                      message.photos.length > 0 ? (
                        <MessagePhotos
                          photos={message.photos}
                          title={
                            mine
                              ? t('inbox.yourPhotos')
                              : t('inbox.photosFrom', { name: theirName })
                          }
                        />
                      ) : undefined
                    }
                    onReport={
                      mine || message.deleted || removedForReader(message.moderation, message.body)
                        ? undefined
                        : () => setReporting(message)
                    }
                    {...(mine &&
                      !message.deleted &&
                      withinEditWindow(message.created_at) && {
                        onEdit: message.moderation
                          ? undefined
                          : () => setEditing({ id: message.id, body: message.body }),
                        onDelete: () => setDeleting(message),
                      })}
                  />
                </div>
                {message.id === seenId && seen && (
                  <p
                    data-testid="seen"
                    className="mt-0.5 self-end px-1 text-[0.68rem] text-muted-foreground"
                    title={t('inbox.seenAt', { time: messageTime(seen.at, locale) })}
                  >
                    <time dateTime={seen.at}>{t('inbox.seen')}</time>
                  </p>
                )}
              </li>
            );
          })}
          {shownPending.map((item) => (
            <li key={item.key} className="flex flex-col" data-testid="pending-message">
              <MessageBubble
                mine
                body={item.body}
                photos={item.photos.length > 0 ? <PendingPhotos photos={item.photos} /> : undefined}
                time={item.status === 'sending' ? t('inbox.sending') : ''}
                failed={item.status !== 'sending'}
              />
              {item.status === 'failed' && (
                <div className="mt-1 flex items-center justify-end gap-2 text-xs text-danger">
                  <span>{t('inbox.failedToSend')}</span>
                  <Button variant="ghost" size="sm" onClick={() => void deliver(item)}>
                    <RotateCw className="h-3.5 w-3.5" aria-hidden="true" />
                    {t('inbox.retry')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
        {typing && summary && (
          <p
            data-testid="typing-indicator"
            className="mt-2 animate-pulse px-1 text-xs text-muted-foreground italic"
          >
            {t('inbox.typing', { name: counterpartLabel(t, summary.counterpart) })}
          </p>
        )}
      </div>
      {notice || refused ? (
        <div
          data-testid="reply-notice"
          className="flex items-center justify-center gap-2 border-t border-border bg-surface-raised px-4 py-3 text-center text-sm text-muted-foreground"
        >
          {notice ?? (
            <>
              <Ban className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{t('inbox.cantReply')}</span>
            </>
          )}
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-border bg-surface p-2 sm:p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {editing && (
            <div
              data-testid="editing-bar"
              className="flex w-full items-center gap-2 px-2 text-xs font-medium text-primary"
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="flex-1">{t('inbox.editing')}</span>
              <button
                type="button"
                onClick={() => setEditing(null)}
                aria-label={t('inbox.cancelEdit')}
                title={t('inbox.cancelEdit')}
                className="flex h-6 w-6 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-raised"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </div>
          )}
          {!editing && <ChosenPhotos photos={photos} onChange={setPhotos} />}
          {!editing && <AttachPhotosButton photos={photos} onChange={setPhotos} />}
          <label htmlFor={`composer-${threadId}`} className="sr-only">
            {t('inbox.composerLabel')}
          </label>
          <textarea
            id={`composer-${threadId}`}
            ref={composer}
            data-testid="composer"
            value={composerText}
            onChange={(event) => {
              const value = event.target.value;
              if (editing) {
                setEditing({ ...editing, body: value });
                return;
              }
              setDraft(value);
              if (value.trim()) typingSignal.typed();
            }}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={4000}
            placeholder={t('inbox.composerPlaceholder')}
            className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-border bg-background px-4 py-2.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
          />
          <Button
            type="submit"
            size="icon"
            aria-label={editing ? t('inbox.saveEdit') : t('inbox.send')}
            disabled={!canSend}
          >
            {editing ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Send className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
        </form>
      )}
      {reporting && (
        <LazyReportDialog
          kind="direct_message"
          targetId={String(reporting.id)}
          quote={reporting.body}
          onClose={() => setReporting(null)}
        />
      )}
      {deleting && (
        <DeleteMessageDialog
          area="inbox"
          words={deleting.body}
          describeError={errorText}
          onDelete={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          confirmTestId="confirm-delete"
        />
      )}
    </div>
  );
}

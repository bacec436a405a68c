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
 */
import type { DmMessage } from '@shared/inbox.ts';
import { DM_MESSAGES, threadChannel } from '@shared/inbox.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Flag, RotateCw, Send } from 'lucide-react';
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
import { realtime, useRealtimeChannel } from '../../app/realtime.ts';
import { applyChange, refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { formatDay } from '../../ui/dates.ts';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import {
  ModerationMark,
  RemovedPlaceholder,
  removedForReader,
} from '../moderation/ModerationMark.tsx';
import { fetchMessages, markThreadRead, sendMessage, threadsKey, unreadKey } from './api.ts';
import { inboxErrorText } from './errors.ts';
import { type Pending, unconfirmed } from './pending.ts';
import { clockTime, dayKey, sameDay } from './time.ts';

function merge(current: DmMessage[], incoming: DmMessage[]): DmMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function ThreadPane({
  threadId,
  className,
  onSent,
  notice,
  onRefused,
}: {
  threadId: string;
  className?: string;
  /** Called after each message the server stored (the dialog says 'Message sent!'). */
  onSent?: (message: DmMessage) => void;
  /** In place of the composer: no reply is possible here (a block, either way). */
  notice?: ReactNode;
  /** A send was refused because of a block (the parent rereads the thread). */
  onRefused?: () => void;
}) {
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

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const page = await fetchMessages(threadId);
      setMessages(page.messages);
      setHasMore(page.has_more);
      setStatus('ready');
      stickToBottom.current = true;
    } catch {
      setStatus('error');
      toast.error(tRef.current('inbox.errorLoading'));
    }
  }, [threadId]);

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

  useRealtimeChannel(threadChannel(threadId), (event) => {
    if (event.kind === 'dm.message') void catchUp();
    else if (event.kind === 'dm.moderated') void reread();
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
      const { message } = await sendMessage(threadId, item.body);
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
      toast.error(t('inbox.errorSending'), { description: inboxErrorText(t, error) });
    }
  };

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    const item: Pending = {
      key: crypto.randomUUID(),
      body,
      status: 'sending',
      after: lastId.current,
    };
    stickToBottom.current = true;
    setPending((list) => [...list, item]);
    setDraft('');
    void deliver(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const shownPending = unconfirmed(pending, messages, user?.id);
  const locale = i18n.language === 'ti' ? 'ti-ER' : 'en-US';
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
          <div className="py-10 text-center">
            <p className="text-danger">{t('inbox.errorLoading')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void load()}>
              {t('inbox.tryAgain')}
            </Button>
          </div>
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
              <li key={message.id} className="flex flex-col">
                {newDay && (
                  <div className="my-3 flex items-center gap-3 text-xs text-muted-foreground">
                    <span className="h-px flex-1 bg-border" />
                    <span>{dayLabel(message.created_at)}</span>
                    <span className="h-px flex-1 bg-border" />
                  </div>
                )}
                <Bubble
                  mine={mine}
                  body={message.body}
                  time={clockTime(message.created_at, locale)}
                  moderation={message.moderation}
                  note={message.moderation_note}
                  onReport={
                    mine || removedForReader(message.moderation, message.body)
                      ? undefined
                      : () => setReporting(message)
                  }
                />
              </li>
            );
          })}
          {shownPending.map((item) => (
            <li key={item.key} className="flex flex-col" data-testid="pending-message">
              <Bubble
                mine
                body={item.body}
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
          className="flex items-end gap-2 border-t border-border bg-surface p-2 sm:p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`composer-${threadId}`} className="sr-only">
            {t('inbox.composerLabel')}
          </label>
          <textarea
            id={`composer-${threadId}`}
            data-testid="composer"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={4000}
            placeholder={t('inbox.composerPlaceholder')}
            className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-border bg-background px-4 py-2.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
          />
          <Button type="submit" size="icon" aria-label={t('inbox.send')} disabled={!draft.trim()}>
            <Send className="h-4 w-4" aria-hidden="true" />
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
    </div>
  );
}

function Bubble({
  mine,
  body,
  time,
  failed = false,
  moderation,
  note,
  onReport,
}: {
  mine: boolean;
  body: string;
  time: string;
  failed?: boolean;
  moderation?: DmMessage['moderation'];
  note?: string | null;
  /** Offered on the counterpart's messages. */
  onReport?: () => void;
}) {
  const { t } = useTranslation();
  const removed = removedForReader(moderation, body);
  const bubble = (
    <div
      data-testid={mine ? 'message-mine' : 'message-theirs'}
      className={cn(
        'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
        mine
          ? 'self-end rounded-br-md bg-primary text-primary-foreground'
          : 'self-start rounded-bl-md border border-border bg-surface-raised',
        failed && 'opacity-60',
        // Beside its report button, the row holds the width.
        onReport && 'min-w-0 max-w-full',
      )}
    >
      {removed ? (
        <RemovedPlaceholder />
      ) : (
        // 'anywhere': a long link or number wraps inside the bubble instead of widening the thread.
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{body}</p>
      )}
      {!removed && moderation && (
        <ModerationMark
          compact
          moderation={moderation}
          note={note}
          className={cn('mt-1', mine && 'text-primary-foreground')}
        />
      )}
      {time && (
        <p
          className={cn(
            'mt-0.5 text-right text-[0.68rem]',
            mine ? 'text-primary-foreground/75' : 'text-muted-foreground',
          )}
        >
          {time}
        </p>
      )}
    </div>
  );
  if (!onReport) return bubble;
  return (
    <div className="group flex max-w-[85%] items-end gap-1 self-start">
      {bubble}
      <button
        type="button"
        onClick={onReport}
        aria-label={t('moderation.report.message')}
        title={t('moderation.report.message')}
        className="mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted-foreground opacity-60 hover:bg-surface-raised hover:text-danger hover:opacity-100 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100"
      >
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}

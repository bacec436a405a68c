/**
 * A board's messages, oldest to newest, with day separators. It opens at
 * the newest; scrolling near the top loads older ones without moving what
 * is on screen; new messages follow the reader only when they are at the
 * bottom, otherwise a 'New messages' line and a jump-to-latest button.
 */
import type { ChatMessage } from '@shared/chat.ts';
import { ArrowDown, Loader2 } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/error-text.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { DeleteMessageDialog } from '../../ui/ConfirmDialog.tsx';
import { formatDay } from '../../ui/dates.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { LazyReportDialog } from '../moderation/LazyReportDialog.tsx';
import { chatLineId, MessageItem } from './MessageItem.tsx';
import type { useChatBoard } from './useChatBoard.ts';

/** Within this many pixels of the bottom counts as "at the bottom". */
const NEAR_BOTTOM_PX = 80;
/** Older messages load when the reader scrolls within this many pixels of the top. */
const NEAR_TOP_PX = 150;

type Chat = ReturnType<typeof useChatBoard>;

const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

function useDayLabel() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (iso: string) => {
    const date = new Date(iso);
    const today = new Date();
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    if (dayKey(iso) === dayKey(today.toISOString())) return t('chat.today');
    if (dayKey(iso) === dayKey(yesterday.toISOString())) return t('chat.yesterday');
    return formatDay(date, language, {
      weekday: 'long',
      month: 'long',
      year: date.getFullYear() !== today.getFullYear(),
    });
  };
}

type MessageListProps = {
  city: string;
  chat: Chat;
  /** A member chose to answer this line (the page's composer quotes it). */
  onReply: (message: ChatMessage) => void;
};

export function MessageList({ city, chat, onReply }: MessageListProps) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);
  /** The first message that arrived while the reader was scrolled up. */
  const [firstUnseen, setFirstUnseen] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const { messages, status, hasOlder, loadingOlder, loadOlder } = chat;

  /** Before older messages are put on top: where the reader was, to stay there. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const previous = useRef<{ first?: string; last?: string; count: number }>({ count: 0 });

  const scrollToBottom = useCallback((smooth = false) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    atBottom.current = true;
    setShowJump(false);
  }, []);

  // After each change of the list: keep the view where it belongs.
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = previous.current;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    previous.current = { first, last: last?.id, count: messages.length };
    if (!element) return;
    if (anchor.current && first !== before.first) {
      // Older ones were put on top: keep the same messages under the reader's eyes.
      element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
      anchor.current = null;
      return;
    }
    anchor.current = null;
    if (!last || last.id === before.last) return;
    if (before.count === 0 || atBottom.current || last.mine) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
      if (last.mine) setFirstUnseen(null);
      return;
    }
    // Scrolled up: mark where the new ones start, and offer the way down.
    const fresh = messages.findIndex((message) => message.id === before.last);
    const firstNew = messages[fresh + 1];
    if (firstNew) setFirstUnseen((current) => current ?? firstNew.id);
    setShowJump(true);
  }, [messages]);

  // The marker's message may be deleted: drop the marker with it.
  useEffect(() => {
    if (firstUnseen && !messages.some((message) => message.id === firstUnseen))
      setFirstUnseen(null);
  }, [messages, firstUnseen]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    atBottom.current = distance < NEAR_BOTTOM_PX;
    if (atBottom.current) setShowJump(false);
    if (element.scrollTop < NEAR_TOP_PX && hasOlder && !loadingOlder) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void loadOlder();
    }
  };

  /** To the quoted line, when it is loaded, with a brief highlight so the eye finds it. */
  const showLine = (id: string) => {
    const line = document.getElementById(chatLineId(id));
    if (!line) return;
    line.scrollIntoView({ block: 'center', behavior: 'smooth' });
    line.animate([{ opacity: 0.35 }, { opacity: 1 }], { duration: 900, iterations: 2 });
  };
  const loaded = new Set(messages.map((message) => message.id));

  if (status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Loader2 className="h-6 w-6 animate-spin text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-danger">{t('chat.loadFailed')}</p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('chat.retry')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3 [overflow-anchor:none] md:px-5"
        data-testid="chat-messages"
      >
        {messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-1 text-center">
            <p className="font-semibold">{t('chat.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('chat.emptyHint', { city })}</p>
          </div>
        ) : (
          <ol className="flex flex-col gap-1" aria-label={t('chat.title')}>
            <li className="py-2 text-center text-xs text-muted-foreground">
              {loadingOlder ? (
                <span className="inline-flex items-center gap-2">
                  <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                  {t('chat.loadingOlder')}
                </span>
              ) : hasOlder ? (
                <span aria-hidden="true">·</span>
              ) : (
                t('chat.beginning')
              )}
            </li>
            {messages.map((message, index) => {
              const before = messages[index - 1];
              const newDay = !before || dayKey(before.created_at) !== dayKey(message.created_at);
              const sameAuthor =
                !newDay && before?.author.id === message.author.id && message.id !== firstUnseen;
              return (
                <Fragment key={message.id}>
                  {newDay && (
                    <li className="my-2 flex items-center gap-3 text-xs font-medium text-muted-foreground">
                      <span className="h-px flex-1 bg-border" aria-hidden="true" />
                      {dayLabel(message.created_at)}
                      <span className="h-px flex-1 bg-border" aria-hidden="true" />
                    </li>
                  )}
                  {message.id === firstUnseen && (
                    <li
                      className="my-2 flex items-center gap-3 text-xs font-semibold text-danger"
                      data-testid="chat-new-marker"
                    >
                      <span className="h-px flex-1 bg-danger/60" aria-hidden="true" />
                      {t('chat.newMessages')}
                      <span className="h-px flex-1 bg-danger/60" aria-hidden="true" />
                    </li>
                  )}
                  <MessageItem
                    message={message}
                    grouped={sameAuthor}
                    onReply={() => (user ? onReply(message) : openLogin())}
                    onDelete={() => setDeleting(message)}
                    onReport={() => (user ? setReporting(message) : openLogin())}
                    onShowQuoted={
                      message.reply_to && loaded.has(message.reply_to.id)
                        ? () => showLine(message.reply_to?.id ?? '')
                        : undefined
                    }
                  />
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
      {showJump && (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-lg"
          onClick={() => {
            scrollToBottom(true);
            setFirstUnseen(null);
          }}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
          {t('chat.jumpToLatest')}
        </Button>
      )}
      {deleting && (
        <DeleteMessageDialog
          area="chat"
          words={deleting.content}
          describeError={errorText}
          onDelete={() => chat.remove(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
      {reporting && (
        <LazyReportDialog
          kind="chat_message"
          targetId={reporting.id}
          quote={reporting.content}
          onClose={() => setReporting(null)}
        />
      )}
    </>
  );
}

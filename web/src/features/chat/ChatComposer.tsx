/**
 * The message box (docs/product.md#city-chat Chat send): Enter sends, Shift+Enter
 * makes a newline. While answering a line (issue #40) it quotes that line
 * above the box; Escape or the bar's button stops answering.
 */
import { CHAT_MESSAGE_MAX_CHARS, type ChatMessage } from '@shared/chat.ts';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../app/drafts.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useCurrentUser } from '../auth/session.ts';
import { ReplyBar } from './MessageQuote.tsx';

type ChatComposerProps = {
  /** The city and board: the unsent text is kept for each (app/drafts.ts). */
  place: string;
  onSend: (content: string) => Promise<boolean>;
  /** The line being answered, or null. */
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
};

export function ChatComposer({ place, onSend, replyTo, onCancelReply }: ChatComposerProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [text, setText] = useDraft(user?.id, place);
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  // Choosing Reply puts the cursor in the box, ready to answer.
  useEffect(() => {
    if (replyTo) box.current?.focus();
  }, [replyTo]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    // Cleared at once (the message shows in the list); put back if it could not be sent.
    setText('');
    const sent = await onSend(content);
    if (!sent) setText((current) => current || content);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
    }
  };

  const left = CHAT_MESSAGE_MAX_CHARS - text.length;
  return (
    <div>
      {replyTo && (
        <ReplyBar
          quote={{
            id: replyTo.id,
            state: 'shown',
            author: replyTo.author,
            content: replyTo.content,
          }}
          onCancel={() => {
            onCancelReply();
            box.current?.focus();
          }}
        />
      )}
      <form
        onSubmit={submit}
        className={cn('flex items-end gap-2 border-border p-3', !replyTo && 'border-t')}
      >
        <label className="sr-only" htmlFor={`${hintId}-box`}>
          {t('chat.messageLabel')}
        </label>
        <div className="relative min-w-0 flex-1">
          <textarea
            id={`${hintId}-box`}
            data-testid="chat-composer"
            ref={box}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            maxLength={CHAT_MESSAGE_MAX_CHARS}
            placeholder={t('chat.placeholder')}
            aria-describedby={hintId}
            enterKeyHint="send"
            className="field-sizing-content block max-h-36 min-h-10 w-full resize-none rounded-2xl border border-border bg-background px-4 py-2 text-sm leading-6 text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40"
          />
          <span id={hintId} className="sr-only">
            {t('chat.sendHint')}
          </span>
          {left <= 100 && (
            <span
              className="pointer-events-none absolute right-3 bottom-1 text-[10px] text-muted-foreground"
              aria-live="polite"
            >
              {left}
            </span>
          )}
        </div>
        <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!text.trim()}>
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}

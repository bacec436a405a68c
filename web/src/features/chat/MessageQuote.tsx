/**
 * The line a message answers (issue #40): above a reply's words in the list,
 * and above the composer while a reply is being written. A deleted, removed
 * or hidden line says so instead of its words.
 */
import type { ChatQuote } from '@shared/chat.ts';
import { CornerUpLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { DismissButton } from './DismissButton.tsx';

/** The quote's author and words, or what became of the line. */
function useQuoteText(quote: ChatQuote) {
  const { t } = useTranslation();
  const name = quote.author?.label ?? t('auth.anonymousUser');
  if (quote.state === 'shown') return { name, words: quote.content, muted: false };
  const words =
    quote.state === 'deleted'
      ? t('chat.quoteDeleted')
      : quote.state === 'removed'
        ? t('chat.quoteRemoved')
        : t('chat.quoteUnavailable');
  return { name: null, words, muted: true };
}

type MessageQuoteProps = {
  quote: ChatQuote;
  /** On the reader's own (primary-coloured) bubble. */
  mine: boolean;
  /** Scrolls to the quoted line when it is on the page; without it the quote is not a button. */
  onShow?: () => void;
};

export function MessageQuote({ quote, mine, onShow }: MessageQuoteProps) {
  const { t } = useTranslation();
  const { name, words, muted } = useQuoteText(quote);
  const body = (
    <>
      {name && (
        <>
          <span className="sr-only">{t('chat.quoteOf', { name })}:</span>
          <span className="block truncate font-semibold" aria-hidden="true">
            {name}
          </span>
        </>
      )}
      <span className={cn('line-clamp-2 break-words', muted && 'italic')}>{words}</span>
    </>
  );
  const className = cn(
    'mb-1.5 block w-full rounded-lg border-l-[3px] px-2 py-1 text-left text-xs leading-snug',
    mine
      ? 'border-primary-foreground/70 bg-black/15 text-primary-foreground'
      : 'border-primary bg-background/70 text-foreground',
  );
  return onShow ? (
    <button
      type="button"
      onClick={onShow}
      className={cn(className, 'hover:opacity-90')}
      data-testid="chat-quote"
      data-state={quote.state}
      title={t('chat.showQuoted')}
    >
      {body}
    </button>
  ) : (
    <span className={className} data-testid="chat-quote" data-state={quote.state}>
      {body}
    </span>
  );
}

/** Above the composer: who is being answered, with a way to stop. */
export function ReplyBar({ quote, onCancel }: { quote: ChatQuote; onCancel: () => void }) {
  const { t } = useTranslation();
  const { name, words } = useQuoteText(quote);
  return (
    <div
      className="flex items-start gap-2 border-t border-border bg-surface-raised/60 px-4 py-2 text-xs"
      data-testid="chat-reply-bar"
    >
      <CornerUpLeft className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-foreground">
          {t('chat.replyingTo', { name: name ?? t('auth.anonymousUser') })}
        </p>
        <p className="truncate text-muted-foreground">{words}</p>
      </div>
      <DismissButton label={t('chat.cancelReply')} onClick={onCancel} />
    </div>
  );
}

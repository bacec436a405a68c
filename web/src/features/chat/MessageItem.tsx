/**
 * One chat line: its author (others' lines; their name opens their member
 * card, issue #41), the line it answers, its words
 * (or 'Message deleted' when its author deleted it, or the moderators'
 * placeholder when they removed it: two different marks), its time, and its
 * actions (reply; delete one's own, report another's).
 */
import { initialOf } from '@shared/people.ts';
import { CornerUpLeft, Flag, MoreHorizontal, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { MemberName } from '../members/MemberName.tsx';
import {
  ModerationMark,
  RemovedPlaceholder,
  removedForReader,
} from '../moderation/ModerationMark.tsx';
import { MessageQuote } from './MessageQuote.tsx';
import type { ShownMessage } from './useChatBoard.ts';

/** hour:minute, 24-hour (docs/product.md#city-chat Inbox and chat: 'Timestamps are shown as hour:minute'). */
const hourMinute = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/** The DOM id of a line, for a quote's jump to it. */
export const chatLineId = (id: string) => `chat-line-${id}`;

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';

type MessageItemProps = {
  message: ShownMessage;
  grouped: boolean;
  onReply: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** Set when the quoted line is on the page. */
  onShowQuoted?: () => void;
};

export function MessageItem({
  message,
  grouped,
  onReply,
  onDelete,
  onReport,
  onShowQuoted,
}: MessageItemProps) {
  const { t } = useTranslation();
  const label = message.author.label ?? t('auth.anonymousUser');
  const mine = message.mine;
  // Removed by moderators (issue #39): others get its place, its author the words and the mark.
  const removed = removedForReader(message.moderation, message.content);
  const deleted = message.deleted;
  const gone = removed || deleted;
  return (
    <li
      id={chatLineId(message.id)}
      className={cn(
        'group flex scroll-my-16 items-end gap-2',
        mine ? 'flex-row-reverse' : '',
        !grouped && 'mt-2',
      )}
      data-testid="chat-message"
      data-mine={mine ? 'true' : 'false'}
      data-deleted={deleted ? 'true' : undefined}
      aria-busy={message.pending ? true : undefined}
    >
      {!mine && (
        <span
          className={cn(
            'flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary',
            grouped && 'invisible',
          )}
          aria-hidden="true"
        >
          {initialOf(message.author.label)}
        </span>
      )}
      <div className={cn('flex max-w-[80%] min-w-0 flex-col', mine ? 'items-end' : 'items-start')}>
        {!grouped && !mine && (
          <MemberName
            memberId={message.author.id}
            label={label}
            className="mb-0.5 px-1 text-xs font-semibold text-muted-foreground"
          />
        )}
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
            deleted
              ? 'border border-dashed border-border bg-transparent text-muted-foreground'
              : mine
                ? 'rounded-br-md bg-primary text-primary-foreground'
                : 'rounded-bl-md bg-surface-raised text-foreground',
            message.pending && 'opacity-70',
          )}
        >
          <span className="sr-only">
            {mine ? `${t('chat.you')}: ` : grouped ? `${label}: ` : ''}
          </span>
          {message.reply_to && !gone && (
            <MessageQuote quote={message.reply_to} mine={mine} onShow={onShowQuoted} />
          )}
          {deleted ? (
            <span
              data-testid="deleted-placeholder"
              className="inline-flex items-center gap-1.5 italic"
            >
              <Trash2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {t('chat.deleted')}
            </span>
          ) : removed ? (
            <RemovedPlaceholder />
          ) : (
            message.content
          )}
        </div>
        {!gone && (
          <ModerationMark
            compact
            moderation={message.moderation}
            note={message.moderation_note}
            className="mt-0.5 px-1"
          />
        )}
        <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
          {message.pending ? (
            t('chat.sending')
          ) : (
            <time dateTime={message.created_at}>{hourMinute(message.created_at)}</time>
          )}
        </span>
      </div>
      {!message.pending && !gone && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              aria-label={t('chat.actions')}
              className="mb-5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted-foreground opacity-60 hover:bg-surface-raised hover:opacity-100 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 data-[state=open]:opacity-100"
            >
              <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
            </button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align={mine ? 'end' : 'start'}
              sideOffset={4}
              className="z-50 min-w-44 rounded-xl border border-border bg-surface p-1 text-foreground shadow-xl"
            >
              {!message.moderation && (
                <DropdownMenu.Item onSelect={onReply} className={menuItem}>
                  <CornerUpLeft className="h-4 w-4" aria-hidden="true" />
                  {t('chat.reply')}
                </DropdownMenu.Item>
              )}
              {mine ? (
                <DropdownMenu.Item onSelect={onDelete} className={cn(menuItem, 'text-danger')}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('chat.delete')}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item onSelect={onReport} className={menuItem}>
                  <Flag className="h-4 w-4" aria-hidden="true" />
                  {t('chat.report')}
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </li>
  );
}

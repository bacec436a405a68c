/**
 * One message in a thread: its words (or 'Message deleted' once its author
 * deleted it, or the moderators' placeholder: two different marks), 'edited'
 * beside the time once its author changed it, and its actions: report the
 * counterpart's message (issue #39); on one's own, while the 15 minutes last,
 * a small menu with Edit and Delete (issue #41, as city chat's lines have).
 * Its photos (issue #41) stand above its words; a message may be photos alone.
 */
import type { DmMessage } from '@shared/inbox.ts';
import { Flag, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import {
  ModerationMark,
  RemovedPlaceholder,
  removedForReader,
} from '../moderation/ModerationMark.tsx';

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';
const sideButton =
  'mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted-foreground opacity-60 hover:bg-surface-raised hover:opacity-100 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 data-[state=open]:opacity-100';

type MessageBubbleProps = {
  mine: boolean;
  body: string;
  time: string;
  failed?: boolean;
  moderation?: DmMessage['moderation'];
  note?: string | null;
  edited?: boolean;
  deleted?: boolean;
  /** Its photos (MessagePhotos, or a sending message's previews); none once deleted. */
  photos?: ReactNode;
  /** Offered on the counterpart's messages. */
  onReport?: () => void;
  /** Offered on one's own messages while they may still be changed. */
  onEdit?: () => void;
  onDelete?: () => void;
};

export function MessageBubble({
  mine,
  body,
  time,
  failed = false,
  moderation,
  note,
  edited = false,
  deleted = false,
  photos,
  onReport,
  onEdit,
  onDelete,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const removed = removedForReader(moderation, body);
  const withSide = Boolean(onReport || onEdit || onDelete);
  const bubble = (
    <div
      data-testid={mine ? 'message-mine' : 'message-theirs'}
      data-deleted={deleted ? 'true' : undefined}
      className={cn(
        'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
        deleted
          ? cn(
              'border border-dashed border-border bg-transparent text-muted-foreground shadow-none',
              mine ? 'self-end' : 'self-start',
            )
          : mine
            ? 'self-end rounded-br-md bg-primary text-primary-foreground'
            : 'self-start rounded-bl-md border border-border bg-surface-raised',
        failed && 'opacity-60',
        // Photos reach nearly to the bubble's edge, as in every messenger.
        photos && !deleted && 'p-1.5',
        // Beside its action button, the row holds the width.
        withSide && 'min-w-0 max-w-full',
      )}
    >
      {deleted ? (
        <p data-testid="deleted-placeholder" className="flex items-center gap-1.5 italic">
          <Trash2 className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {t('inbox.deleted')}
        </p>
      ) : removed ? (
        <RemovedPlaceholder />
      ) : (
        <>
          {photos}
          {body && (
            // 'anywhere': a long link or number wraps inside the bubble instead of widening the thread.
            <p
              className={cn('whitespace-pre-wrap [overflow-wrap:anywhere]', photos && 'px-2 pt-1')}
            >
              {body}
            </p>
          )}
        </>
      )}
      {!removed && !deleted && moderation && (
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
            photos && !deleted && 'px-2 pb-0.5',
            deleted
              ? 'text-muted-foreground'
              : mine
                ? 'text-primary-foreground/75'
                : 'text-muted-foreground',
          )}
        >
          {edited && !deleted && (
            <span data-testid="edited-mark" className="me-1.5 italic">
              {t('inbox.edited')}
            </span>
          )}
          {time}
        </p>
      )}
    </div>
  );
  if (onReport) {
    return (
      <div className="group flex max-w-[85%] items-end gap-1 self-start">
        {bubble}
        <button
          type="button"
          onClick={onReport}
          aria-label={t('moderation.report.message')}
          title={t('moderation.report.message')}
          className={cn(sideButton, 'hover:text-danger')}
        >
          <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      </div>
    );
  }
  if (!onEdit && !onDelete) return bubble;
  return (
    <div className="group flex max-w-[85%] flex-row-reverse items-end gap-1 self-end">
      {bubble}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button type="button" aria-label={t('inbox.messageActions')} className={sideButton}>
            <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-40 rounded-xl border border-border bg-surface p-1 text-foreground shadow-xl"
          >
            {onEdit && (
              <DropdownMenu.Item onSelect={onEdit} className={menuItem}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('inbox.edit')}
              </DropdownMenu.Item>
            )}
            {onDelete && (
              <DropdownMenu.Item onSelect={onDelete} className={cn(menuItem, 'text-danger')}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t('inbox.delete')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

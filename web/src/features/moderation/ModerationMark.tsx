/**
 * How moderated content shows (issue #39). To its author (and admins):
 * 'Hidden while moderators review it', or 'Removed by moderators' with the
 * moderator's note. To everyone else a removed chat line, forum post or
 * message comes without its words: 'removed by moderators' in their place,
 * so the replies around it still make sense.
 */
import type { ModerationState } from '@shared/moderation.ts';
import { EyeOff, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';

type ModerationMarkProps = {
  moderation: ModerationState | null | undefined;
  note?: string | null;
  /** One small line, for a chat line or a message bubble. */
  compact?: boolean;
  className?: string;
};

export function ModerationMark({
  moderation,
  note,
  compact = false,
  className,
}: ModerationMarkProps) {
  const { t } = useTranslation();
  if (!moderation) return null;
  const removed = moderation === 'removed';
  const Icon = removed ? ShieldX : EyeOff;
  const words = removed ? t('moderation.marker.removed') : t('moderation.marker.hidden');
  if (compact) {
    return (
      <span
        data-testid="moderation-mark"
        data-moderation={moderation}
        className={cn(
          'inline-flex items-center gap-1 text-[11px] font-medium',
          removed ? 'text-danger' : 'text-muted-foreground',
          className,
        )}
      >
        <Icon className="h-3 w-3 shrink-0" aria-hidden="true" />
        {removed && note ? `${words}: ${note}` : words}
      </span>
    );
  }
  return (
    <div
      data-testid="moderation-mark"
      data-moderation={moderation}
      className={cn(
        'flex items-start gap-2 rounded-xl border px-3 py-2 text-sm',
        removed
          ? 'border-danger/40 bg-danger/10 text-foreground'
          : 'border-accent/60 bg-accent/15 text-foreground',
        className,
      )}
    >
      <Icon
        className={cn('mt-0.5 h-4 w-4 shrink-0', removed ? 'text-danger' : 'text-foreground')}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className="font-semibold">{words}</p>
        {removed && note && (
          <p className="break-words text-muted-foreground">
            {t('moderation.marker.note', { note })}
          </p>
        )}
      </div>
    </div>
  );
}

/** A removed post's place for readers other than its author. */
export function RemovedPlaceholder({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="removed-placeholder"
      className={cn('inline-flex items-center gap-1.5 italic text-muted-foreground', className)}
    >
      <ShieldX className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t('moderation.marker.placeholder')}
    </span>
  );
}

/**
 * Whether a removed item reaches this reader without its words (they are
 * not its author, nor an admin): its placeholder is shown in its place.
 */
export function removedForReader(moderation: ModerationState | null | undefined, text: string) {
  return moderation === 'removed' && text.trim() === '';
}

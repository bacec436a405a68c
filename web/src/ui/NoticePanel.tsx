/**
 * The dashed panel that stands in for content that is not there: an empty
 * list, a page that failed to load, a listing that has expired. An icon, a
 * title, an optional hint, and the ways on (links or buttons) below.
 *
 * `page`: the panel is the page (its title the h1, the icon on a tile);
 * `section`: it stands in for a list inside a page.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

type NoticePanelProps = {
  title: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** A quiet icon (muted, a little closer to the title) for a result that is simply empty. */
  iconTone?: 'primary' | 'muted';
  size?: 'page' | 'section';
  /** The ways on: links or buttons, in a centred row. */
  children?: ReactNode;
  'data-testid'?: string;
};

export function NoticePanel({
  title,
  hint,
  icon: Icon,
  iconTone = 'primary',
  size = 'section',
  children,
  'data-testid': testId,
}: NoticePanelProps) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-16 text-center',
        page && 'mx-auto max-w-xl',
      )}
      data-testid={testId}
    >
      {Icon &&
        (page ? (
          <div className="mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-surface-raised text-primary">
            <Icon className="h-7 w-7" aria-hidden="true" />
          </div>
        ) : (
          <Icon
            className={cn(
              'h-10 w-10',
              iconTone === 'muted' ? 'mb-3 text-muted-foreground' : 'mb-4 text-primary',
            )}
            aria-hidden="true"
          />
        ))}
      {page ? (
        <h1 className="text-2xl font-bold">{title}</h1>
      ) : (
        <p className="text-lg font-semibold">{title}</p>
      )}
      {hint && (
        <p className={cn('text-muted-foreground', page ? 'mt-2' : 'mt-1 max-w-md')}>{hint}</p>
      )}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** A read that failed: what failed, and a button that tries it again. */
export function FailedNotice({
  icon,
  title,
  retryLabel,
  onRetry,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <NoticePanel icon={icon} title={title}>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </NoticePanel>
  );
}

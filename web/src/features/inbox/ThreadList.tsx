import type { ThreadSummary } from '@shared/inbox.ts';
import { initialOf } from '@shared/people.ts';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn.ts';
import { counterpartLabel } from './counterpart.ts';
import { messageTime } from './time.ts';

/** The subject line of a conversation: the listing's title, 'Mentor session', or nothing. */
export function useSubjectLine() {
  const { t } = useTranslation();
  return (thread: ThreadSummary) =>
    thread.subject.kind === 'listing'
      ? (thread.subject.title ?? t('inbox.listingGone'))
      : thread.subject.kind === 'mentor'
        ? t('inbox.mentorSession')
        : null;
}

export function LetterAvatar({ label, className }: { label: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary',
        className,
      )}
    >
      {initialOf(label)}
    </span>
  );
}

type ThreadListProps = {
  threads: ThreadSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The conversations list: avatar letter, label, subject, a 'Blocked' mark, preview, time, unread count. */
export function ThreadList({ threads, selectedId, onSelect }: ThreadListProps) {
  const { t, i18n } = useTranslation();
  const subjectLine = useSubjectLine();
  const locale = i18n.language === 'ti' ? 'ti-ER' : 'en-US';
  return (
    <ul className="divide-y divide-border" data-testid="thread-list">
      {threads.map((thread) => {
        const label = counterpartLabel(t, thread.counterpart);
        const subject = subjectLine(thread);
        const selected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <button
              type="button"
              data-testid="thread-item"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(thread.id)}
              className={cn(
                'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-raised',
                selected && 'bg-primary/10 hover:bg-primary/10',
              )}
            >
              <LetterAvatar label={thread.counterpart ? label : null} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn('truncate', thread.unread > 0 ? 'font-bold' : 'font-semibold')}
                  >
                    {label}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {messageTime(thread.updated_at, locale)}
                  </span>
                </span>
                {subject && (
                  <span className="block truncate text-xs font-medium text-primary">{subject}</span>
                )}
                {thread.blocked_by_me && (
                  <span
                    data-testid="thread-blocked"
                    className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-danger/10 px-2 py-0.5 text-xs font-medium text-danger"
                  >
                    <Ban className="h-3 w-3" aria-hidden="true" />
                    {t('inbox.blockedTag')}
                  </span>
                )}
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm',
                      thread.unread > 0 ? 'text-foreground' : 'text-muted-foreground',
                    )}
                  >
                    {!thread.last_message
                      ? t('inbox.noMessages')
                      : thread.last_message.deleted
                        ? t('inbox.deleted')
                        : thread.last_message.preview ||
                          // A message of photos alone (issue #41).
                          (thread.last_message.photos > 0
                            ? t('inbox.photoPreview', { count: thread.last_message.photos })
                            : '')}
                  </span>
                  {thread.unread > 0 && (
                    <span
                      data-testid="thread-unread"
                      className="min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-xs font-bold leading-5 text-primary-foreground"
                    >
                      <span className="sr-only">
                        {t('inbox.unreadCount', { count: thread.unread })}
                      </span>
                      <span aria-hidden="true">{thread.unread > 99 ? '99+' : thread.unread}</span>
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What a member's own list page shows (my listings, saved, saved searches)
 * before and around the list: a placeholder while the session or the list is
 * coming, 'Sign in' signed out, a retry when it failed, the empty panel, and
 * only then the list itself.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FailedNotice } from '../../ui/NoticePanel.tsx';
import { SignInNotice } from './SignInNotice.tsx';
import { useCurrentUser } from './session.ts';

export function OwnListStates<T>({
  list,
  icon,
  waiting = false,
  placeholder,
  signInPrompt,
  failedTitle,
  retryLabel,
  isEmpty,
  empty,
  children,
}: {
  list: UseQueryResult<T>;
  icon: LucideIcon;
  /** Something else the page waits for (its strings), shown as the placeholder too. */
  waiting?: boolean;
  placeholder: ReactNode;
  signInPrompt: string;
  failedTitle: string;
  retryLabel: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { user, isPending } = useCurrentUser();
  if (waiting || isPending || (user && list.isPending)) return placeholder;
  if (!user) return <SignInNotice icon={icon} title={signInPrompt} />;
  if (list.isError) {
    return (
      <FailedNotice
        icon={icon}
        title={failedTitle}
        retryLabel={retryLabel}
        onRetry={() => list.refetch()}
      />
    );
  }
  if (list.data === undefined) return null;
  return isEmpty(list.data) ? empty : children(list.data);
}

/** The list's place while it loads: one block, named for screen readers. */
export function ListPlaceholder({ label }: { label: string | undefined }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="h-40 animate-pulse rounded-2xl bg-surface-raised"
    />
  );
}

/**
 * The admin lists (issue #39: the queue, members, the log): read with the
 * filters in the page's address, kept live on the admins' channel, drawn a
 * page at a time with the pager under them.
 */
import { ADMIN_CHANNEL } from '@shared/moderation.ts';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { refreshAfterChange, useRefreshOnCatchUp } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { AdminEmpty, AdminRead, useAdminStrings } from './AdminFrame.tsx';
import { adminKeys, filtersSearch, pageCount } from './admin-api.ts';

/** Reads the admin lists again when the admins' channel says the queue changed. */
function useAdminLive() {
  const queryClient = useQueryClient();
  useRealtimeChannel(ADMIN_CHANNEL, (event) => {
    if (event.kind === 'moderation.queue-changed')
      void refreshAfterChange(queryClient, { queryKey: adminKeys.all });
  });
  useRefreshOnCatchUp(ADMIN_CHANNEL, adminKeys.all);
}

/**
 * An admin list's read (queue, members, log): the page shown stays while the
 * next one loads, a refusal is not retried, and the admins' channel keeps it live.
 */
function useAdminList<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  const list = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, retry: false });
  useAdminLive();
  return list;
}

/**
 * A filtered admin list page (queue, members, log): its filters read from the
 * address (`read`), its list read with them (useAdminList), and `change`,
 * which writes new filters to the address, leaving out the `defaults` and
 * going back to page 1 unless it names a page.
 */
export function useAdminListPage<P extends { page: number }, T>(
  read: (search: URLSearchParams) => P,
  key: (params: P) => QueryKey,
  fetch: (params: P) => Promise<T>,
  defaults?: Partial<Record<keyof P, string>>,
) {
  const [search, setSearch] = useSearchParams();
  const params = read(search);
  const list = useAdminList(key(params), () => fetch(params));
  const change = (next: Partial<P>) => setSearch(filtersSearch(params, next, defaults));
  return { params, list, change };
}

/**
 * A page of an admin list (AdminRead): its dashed `empty` note when there is
 * nothing on it, else its rows (`children`) and the Pager under them.
 */
export function AdminPagedList<T extends { page: number; total: number; page_size: number }>({
  query,
  isEmpty,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <AdminRead query={query}>
      {(data) =>
        isEmpty(data) ? (
          <AdminEmpty>{empty}</AdminEmpty>
        ) : (
          <>
            {children(data)}
            <Pager page={data.page} pages={pageCount(data)} onPage={onPage} />
          </>
        )
      }
    </AdminRead>
  );
}

type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** Previous / 'Page N of M' / Next. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useAdminStrings();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      className="mt-6 flex items-center justify-between gap-3"
      aria-label={t('page', { page, pages })}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t('previous')}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        {t('page', { page, pages })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

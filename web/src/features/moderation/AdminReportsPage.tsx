/**
 * /admin/reports (issue #39): every open report, grouped by what was reported,
 * newest or most reported first, by kind and status, a page at a time. An
 * action (Dismiss, Remove, Suspend member) resolves the group, which leaves
 * the open list. New reports and other admins' actions arrive live on the
 * admins' channel: the page reads the queue again.
 */
import {
  type ModerationAction,
  REPORT_KINDS,
  REPORT_SORTS,
  REPORT_STATUSES,
  type ReportGroup,
} from '@shared/moderation.ts';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../ui/field.tsx';
import { GroupActionDialog } from './AdminDialogs.tsx';
import { AdminFrame, adminOnly, useAdminStrings } from './AdminFrame.tsx';
import { AdminPagedList, useAdminListPage } from './AdminList.tsx';
import { adminKeys, fetchQueue, QUEUE_DEFAULTS, queueParams } from './admin-api.ts';
import { ReportGroupCard } from './ReportGroupCard.tsx';

export const AdminReportsPage = adminOnly(ReportQueuePage);

function ReportQueuePage() {
  const { t } = useAdminStrings();
  const { params, list, change } = useAdminListPage(
    queueParams,
    adminKeys.queue,
    fetchQueue,
    QUEUE_DEFAULTS,
  );
  const [acting, setActing] = useState<{ group: ReportGroup; action: ModerationAction } | null>(
    null,
  );

  const body = (
    <AdminPagedList
      query={list}
      isEmpty={(data) => data.groups.length === 0}
      empty={
        <>
          <Inbox className="mx-auto h-8 w-8" aria-hidden="true" />
          <p className="mt-3">
            {params.status === 'open' ? t('reports.emptyOpen') : t('reports.emptyResolved')}
          </p>
        </>
      }
      onPage={(page) => change({ page })}
    >
      {(data) => (
        <ul className="space-y-4" aria-busy={list.isPlaceholderData || undefined}>
          {data.groups.map((group) => (
            <li key={`${group.kind}:${group.target_id}`}>
              <ReportGroupCard group={group} onAction={(action) => setActing({ group, action })} />
            </li>
          ))}
        </ul>
      )}
    </AdminPagedList>
  );

  return (
    <AdminFrame title={t('reports.title')} intro={t('reports.intro')}>
      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 [&>:first-child]:col-span-2 sm:[&>:first-child]:col-span-1">
        <SelectField
          label={t('reports.kind')}
          value={params.kind ?? ''}
          onChange={(event) =>
            change({
              kind: REPORT_KINDS.find((kind) => kind === event.target.value) ?? null,
            })
          }
          placeholder={t('reports.allKinds')}
          options={REPORT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        />
        <SelectField
          label={t('reports.status')}
          value={params.status}
          onChange={(event) =>
            change({
              status: REPORT_STATUSES.find((status) => status === event.target.value) ?? 'open',
            })
          }
          options={REPORT_STATUSES.map((status) => ({
            value: status,
            label: t(`reports.${status}`),
          }))}
        />
        <SelectField
          label={t('reports.sort')}
          value={params.sort}
          onChange={(event) =>
            change({ sort: REPORT_SORTS.find((sort) => sort === event.target.value) ?? 'newest' })
          }
          options={REPORT_SORTS.map((sort) => ({ value: sort, label: t(`reports.${sort}`) }))}
        />
      </div>
      {body}
      {acting && (
        <GroupActionDialog
          group={acting.group}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      )}
    </AdminFrame>
  );
}

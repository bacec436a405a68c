/**
 * /admin/jobs (issue #44): the background job queue at a glance. Counts by
 * state, the failed jobs with their last error, and Retry. Finished jobs leave
 * the queue, so they are not counted (docs/decisions/0010-job-queue.md).
 */
import { type FailedJobDto, JOB_STATES } from '@shared/jobs.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { errorText } from '../../app/error-text.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/dates.ts';
import { toast } from '../../ui/toast.ts';
import {
  AdminEmpty,
  AdminFrame,
  AdminRead,
  adminOnly,
  useAdminStrings,
} from '../moderation/AdminFrame.tsx';
import { fetchJobs, jobKeys, retryJob } from './jobs-api.ts';

/** Fresh enough to watch a retry go through without reloading. */
const REFRESH_MS = 5_000;

export const AdminJobsPage = adminOnly(JobsPage);

function JobsPage() {
  const { t } = useAdminStrings();
  const jobs = useQuery({
    queryKey: jobKeys.overview,
    queryFn: fetchJobs,
    refetchInterval: REFRESH_MS,
    retry: false,
  });

  return (
    <AdminFrame title={t('jobs.title')} intro={t('jobs.intro')}>
      <AdminRead query={jobs}>
        {(data) => (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="job-counts">
              {JOB_STATES.map((state) => (
                <div key={state} className="rounded-2xl border border-border bg-surface p-4">
                  <dt className="text-sm text-muted-foreground">{t(`jobs.states.${state}`)}</dt>
                  <dd
                    className={
                      state === 'failed' && data.counts.failed > 0
                        ? 'mt-1 text-2xl font-semibold text-danger'
                        : 'mt-1 text-2xl font-semibold'
                    }
                  >
                    {data.counts[state]}
                  </dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-8 mb-3 text-xl font-semibold">{t('jobs.failedTitle')}</h2>
            {data.failed.length === 0 ? (
              <AdminEmpty>{t('jobs.noneFailed')}</AdminEmpty>
            ) : (
              <ul
                className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
                data-testid="failed-jobs"
              >
                {data.failed.map((job) => (
                  <FailedJobRow key={job.id} job={job} />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminRead>
    </AdminFrame>
  );
}

function FailedJobRow({ job }: { job: FailedJobDto }) {
  const { t } = useAdminStrings();
  const { language } = usePreferences();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryJob(job.id),
    onSuccess: () => {
      toast.success(t('jobs.retried'));
      void queryClient.invalidateQueries({ queryKey: jobKeys.overview });
    },
    onError: (error) => {
      toast.error(t('jobs.retryFailed'), { description: errorText(error) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.overview });
    },
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          <code className="rounded bg-surface-raised px-1.5 py-0.5 text-sm">{job.name}</code>{' '}
          <span className="text-sm text-muted-foreground">#{job.id}</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('jobs.attempts', { count: job.attempts })} ·{' '}
          {t('jobs.lastTried', { date: formatDateTime(job.updated_at, language) })}
        </p>
        {job.last_error && (
          <pre className="mt-2 max-h-32 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-raised p-2 text-xs text-danger">
            {job.last_error}
          </pre>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        disabled={retry.isPending}
        onClick={() => retry.mutate()}
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {t('jobs.retry')}
      </Button>
    </li>
  );
}

/**
 * One reported thing in the queue (issue #39): its kind, the content as it
 * was (title, words, photos as thumbnails; for a direct message the attached
 * messages with the reported one marked), who posted it and when, every
 * report with its reason, details, reporter and time, a link to it in
 * context, and the actions (open) or the outcome (resolved).
 */
import type { ModerationAction, ReportGroup, Suspension } from '@shared/moderation.ts';
import { CircleCheck, ExternalLink, EyeOff, Flag, ShieldX, Trash2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { formatDateTime } from '../../ui/dates.ts';
import { TimeAgo } from '../../ui/TimeAgo.tsx';
import { useAdminStrings } from './AdminFrame.tsx';

type ReportGroupCardProps = {
  group: ReportGroup;
  onAction: (action: ModerationAction) => void;
};

export function ReportGroupCard({ group, onAction }: ReportGroupCardProps) {
  const { t } = useAdminStrings();
  const { t: tApp } = useTranslation();
  const { language } = usePreferences();
  const { content } = group;
  const internal = group.link?.startsWith('/') ?? false;

  return (
    <article
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm md:p-5"
      data-testid="report-group"
      data-kind={group.kind}
      data-target={group.target_id}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
          {t(`kinds.${group.kind}`)}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
          <Flag className="h-3 w-3" aria-hidden="true" />
          {t('reports.count', { count: group.report_count })}
        </span>
        {group.moderation === 'hidden' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent/25 px-2.5 py-0.5 text-xs font-medium">
            <EyeOff className="h-3 w-3" aria-hidden="true" />
            {t('reports.hidden')}
          </span>
        )}
        {group.moderation === 'removed' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-2.5 py-0.5 text-xs font-medium">
            <ShieldX className="h-3 w-3" aria-hidden="true" />
            {t('reports.removed')}
          </span>
        )}
        <TimeAgo
          date={group.latest_report_at}
          variant="long"
          className="ml-auto text-xs text-muted-foreground"
        />
      </header>

      <div className="mt-3 rounded-xl border border-border bg-background p-3">
        {content.title && <h2 className="break-words font-semibold">{content.title}</h2>}
        {content.messages && content.messages.length > 0 ? (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t('reports.attached')}
            </h3>
            <ol className="mt-2 space-y-1.5" data-testid="attached-messages">
              {content.messages.map((message) => (
                <li
                  key={message.id}
                  data-reported={message.reported ? 'true' : undefined}
                  className={cn(
                    'rounded-lg px-2.5 py-1.5 text-sm',
                    message.reported ? 'border border-danger/50 bg-danger/10' : 'bg-surface-raised',
                  )}
                >
                  <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">
                      {message.sender?.name ?? t('reports.unknownAuthor')}
                    </span>
                    <span>{formatDateTime(message.created_at, language)}</span>
                    {message.reported && (
                      <span className="rounded-full bg-danger px-1.5 text-[0.65rem] font-semibold uppercase text-white">
                        {t('reports.reported')}
                      </span>
                    )}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{message.body}</p>
                </li>
              ))}
            </ol>
          </div>
        ) : content.text || group.kind !== 'member' ? (
          <p
            className={cn(
              'line-clamp-6 whitespace-pre-wrap break-words text-sm',
              content.title && 'mt-1',
              !content.text && 'italic text-muted-foreground',
            )}
          >
            {content.text || t('reports.noText')}
          </p>
        ) : null}
        {content.photos.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {content.photos.map((url) => (
              <li key={url} className="h-16 w-16 overflow-hidden rounded-lg bg-surface-raised">
                <img src={url} alt="" loading="lazy" className="h-full w-full object-cover" />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          {t('reports.by', { name: group.author?.name ?? t('reports.unknownAuthor') })}
          {content.posted_at && <> · {formatDateTime(content.posted_at, language)}</>}
        </span>
        {group.author?.suspension && <SuspendedBadge suspension={group.author.suspension} />}
        {group.link &&
          (internal ? (
            <Link
              to={group.link}
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              {t('reports.openInContext')}
            </Link>
          ) : null)}
      </div>

      <ul
        className="mt-3 divide-y divide-border rounded-xl border border-border"
        data-testid="reports"
      >
        {group.reports.map((report) => (
          <li key={report.id} className="px-3 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold">
                {tApp(`moderation.reasons.${report.reason}`)}
              </span>
              <span className="font-medium">
                {report.reporter?.name ?? t('reports.anonymousReporter')}
              </span>
              <TimeAgo
                date={report.created_at}
                variant="long"
                className="text-xs text-muted-foreground"
              />
            </div>
            {report.details && (
              <p className="mt-1 whitespace-pre-wrap break-words text-muted-foreground">
                {report.details}
              </p>
            )}
          </li>
        ))}
      </ul>

      {group.status === 'open' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onAction('dismiss')}>
            <CircleCheck className="h-4 w-4" aria-hidden="true" />
            {t('reports.dismiss')}
          </Button>
          <Button
            size="sm"
            onClick={() => onAction('remove')}
            className="bg-danger text-white hover:bg-danger/90"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('reports.remove')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onAction('suspend')}
            disabled={!group.author}
          >
            <UserX className="h-4 w-4" aria-hidden="true" />
            {t('reports.suspend')}
          </Button>
        </div>
      ) : (
        group.outcome && (
          <div
            className="mt-4 rounded-xl bg-surface-raised px-3 py-2 text-sm"
            data-testid="outcome"
          >
            <p className="font-medium">
              {t(`reports.outcome.${group.outcome.action}`, {
                admin: group.outcome.admin?.name ?? t('reports.someAdmin'),
              })}{' '}
              <span className="font-normal text-muted-foreground">
                · {formatDateTime(group.outcome.at, language)}
              </span>
            </p>
            {group.outcome.note && (
              <p className="mt-0.5 break-words text-muted-foreground">
                {t('reports.note', { note: group.outcome.note })}
              </p>
            )}
          </div>
        )
      )}
    </article>
  );
}

export function SuspendedBadge({ suspension }: { suspension: Suspension }) {
  const { t } = useAdminStrings();
  const { language } = usePreferences();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
      <UserX className="h-3 w-3" aria-hidden="true" />
      {suspension.until === null
        ? t('reports.suspendedForever')
        : t('reports.suspendedUntil', { date: formatDateTime(suspension.until, language) })}
    </span>
  );
}

/**
 * The one report form (issue #39): a reason from the one list (Spam, Scam or
 * fraud, Harassment or hate, Sexual content, Impersonation, Other) and
 * details, required only for Other. Details typed with no reason chosen are
 * sent as Other (the schema's default), so the listing's form keeps the
 * spec's rule: submit is disabled while there is neither. Used inside the
 * report dialog and inline on a listing.
 */
import { REPORT_REASONS, type ReportKind, type ReportReason } from '@shared/moderation.ts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorTextLater } from '../../app/api.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { typedInto } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { fileReport } from './reports.ts';
import { isModerationMessage, moderationMessage } from './wording.ts';

export const REPORT_DETAILS_MAX = 2000;

/** Whether a report with this reason and these details may be sent. */
export function canSendReport(reason: ReportReason | null, details: string): boolean {
  return (reason !== null && reason !== 'other') || details.trim() !== '';
}

export type ReportFieldsProps = {
  kind: ReportKind;
  targetId: string;
  /** The toast on success; by default 'Thank you for your report. Our team will review it.' */
  thanks?: string;
  onDone: () => void;
  onCancel: () => void;
  className?: string;
};

export function ReportFields({
  kind,
  targetId,
  thanks,
  onDone,
  onCancel,
  className,
}: ReportFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();
  const ready = canSendReport(reason, details);
  const detailsNeeded = reason === null || reason === 'other';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setError(null);
    await whileBusy(
      async () => {
        const reply = await fileReport(kind, targetId, {
          reason: reason ?? 'other',
          details: details.trim(),
        });
        const attached = reply.attached_messages;
        toast.success(thanks ?? t('moderation.report.thanks'), {
          description:
            attached === undefined
              ? undefined
              : attached === 0
                ? t('moderation.report.attachedNone')
                : t('moderation.report.attached', { count: attached }),
        });
        onDone();
      },
      async (failure) => {
        if (
          failure instanceof ApiRequestError &&
          failure.status === 400 &&
          failure.fields.details
        ) {
          setError(moderationMessage(t, failure.fields.details));
        } else {
          // The limit (429), one's own content, a thing gone: the server's words, translated.
          // Others (a listing gone, its reports full) through the server's catalogues, fetched now.
          const said =
            failure instanceof ApiRequestError && failure.status < 500 && failure.status !== 401
              ? isModerationMessage(failure.message)
                ? moderationMessage(t, failure.message)
                : await errorTextLater(failure)
              : undefined;
          toast.error(t('moderation.report.failed'), { description: said });
        }
      },
    );
  };

  return (
    <form onSubmit={submit} className={cn('space-y-4', className)} noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('moderation.report.reason')}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2 text-sm transition-colors',
                reason === value
                  ? 'border-primary bg-primary/10'
                  : 'border-border bg-background hover:bg-surface-raised',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
                className="h-4 w-4 accent-primary"
              />
              {t(`moderation.reasons.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-medium">
          {detailsNeeded ? t('moderation.report.details') : t('moderation.report.detailsOptional')}
        </label>
        <textarea
          id={`${id}-details`}
          value={details}
          onChange={typedInto(setDetails, () => setError(null))}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          placeholder={t('moderation.report.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full resize-y rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-ring/40 aria-[invalid=true]:border-danger"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t('moderation.report.cancel')}
        </Button>
        <Button type="submit" disabled={!ready || busy} aria-busy={busy}>
          {busy ? t('moderation.report.sending') : t('moderation.report.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The report dialog for every kind (issue #39): what is reported, quoted
 * when it is words, and the one report form. Its own chunk (LazyReportDialog).
 */
import type { ReportKind } from '@shared/moderation.ts';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal.tsx';
import { ReportFields } from './ReportFields.tsx';

export type ReportDialogProps = {
  kind: ReportKind;
  targetId: string;
  /** For a member: their name, in the title ('Report Selam'). */
  name?: string;
  /** The reported words, quoted above the form. */
  quote?: string;
  onClose: () => void;
};

export function ReportDialog({ kind, targetId, name, quote, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      onOpenChange={(open) => !open && onClose()}
      title={t(`moderation.report.titles.${kind}`, { name })}
      closeLabel={t('moderation.report.close')}
      icon={<Flag className="h-6 w-6" aria-hidden="true" />}
      className="sm:max-w-lg"
    >
      {quote && (
        <blockquote className="mt-4 line-clamp-3 break-words rounded-xl border-l-4 border-border bg-surface-raised px-3 py-2 text-sm">
          {quote}
        </blockquote>
      )}
      <ReportFields
        kind={kind}
        targetId={targetId}
        onDone={onClose}
        onCancel={onClose}
        className="mt-4"
      />
    </Modal>
  );
}

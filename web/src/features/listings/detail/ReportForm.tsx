/**
 * 'Report listing', inline in the listing's view: the one report form of
 * moderation (issue #39: a reason from the list, details required only for
 * Other; submit disabled while there is neither), stored on the server. Its
 * code is its own chunk, fetched when the browser is idle, so the listing's
 * first load does not carry it.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../ui/lazy.ts';

const ReportFields = lazyPart(() => import('../../moderation/ReportFields.tsx'), 'ReportFields');

export function ReportForm({
  listingId,
  variant,
  onDone,
}: {
  listingId: string;
  variant: 'drawer' | 'page';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('listings.report.link')}
      className="rounded-2xl border border-border bg-surface-raised p-4"
    >
      <p className="mb-3 font-semibold">{t('listings.report.title')}</p>
      <Suspense fallback={<div className="h-56" aria-busy="true" />}>
        <ReportFields
          kind="listing"
          targetId={listingId}
          thanks={
            variant === 'page'
              ? t('listings.report.submittedPage')
              : t('listings.report.submittedDrawer')
          }
          onDone={onDone}
          onCancel={onDone}
        />
      </Suspense>
    </section>
  );
}

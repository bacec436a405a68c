/**
 * What the shell shows while a page's chunk loads, on the first visit or a
 * navigation (PageSuspense.tsx): a block and a row of cards in the theme's
 * colours, so the page fills in rather than appearing on a blank screen. The
 * home route draws its own hero at once, with shapes under it (HomeRoute.tsx).
 */
import { useTranslation } from 'react-i18next';

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loadingPage')}>
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 md:px-6">
        <div className="h-48 animate-pulse rounded-3xl bg-surface-raised md:h-64" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="aspect-[4/3] animate-pulse rounded-2xl bg-surface-raised" />
          ))}
        </div>
      </div>
    </div>
  );
}

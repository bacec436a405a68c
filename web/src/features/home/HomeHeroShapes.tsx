/**
 * The hero's city search, shortcuts and map as shapes of their sizes, while
 * the home page's chunk loads on a first visit (HomeRoute.tsx): the heading
 * above is already in words, and the page fills in around it.
 */
import { useTranslation } from 'react-i18next';
import { HeroBody } from './HomeHero.tsx';

/** The shortcuts' widths, roughly their labels', so the pills wrap as the real ones do. */
const SHORTCUT_WIDTHS = ['w-42', 'w-22', 'w-34', 'w-29', 'w-35'];

export function HomeHeroShapes() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loadingPage')}>
      <HeroBody
        actions={
          <>
            <div className="mx-auto mt-8 h-14 max-w-xl rounded-full border border-border bg-surface shadow-lg" />
            <div className="mt-8 flex flex-wrap justify-center gap-2 md:gap-3">
              {SHORTCUT_WIDTHS.map((width, index) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed shapes, never reordered
                  key={index}
                  className={`h-[42px] ${width} animate-pulse rounded-full border border-border bg-surface/90`}
                />
              ))}
            </div>
          </>
        }
        map={
          <div className="mx-auto mt-10 h-64 max-w-5xl animate-pulse rounded-3xl border border-border bg-surface-raised md:h-80" />
        }
      />
    </div>
  );
}

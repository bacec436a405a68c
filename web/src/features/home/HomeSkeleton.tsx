/**
 * The home page while its chunk loads on a first visit (PageSkeleton.tsx): the
 * hero as the page draws it, heading and line in words, with the city search,
 * the shortcuts and the map as shapes of their sizes, so the page fills in
 * around text the reader is already reading.
 */
import { HomeHero } from './HomeHero.tsx';

/** The shortcuts' widths, roughly their labels', so the pills wrap as the real ones do. */
const SHORTCUT_WIDTHS = ['w-42', 'w-22', 'w-34', 'w-29', 'w-35'];

export function HomeSkeleton() {
  return (
    <HomeHero
      map={
        <div className="mx-auto mt-10 h-64 max-w-5xl animate-pulse rounded-3xl border border-border bg-surface-raised md:h-80" />
      }
    >
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
    </HomeHero>
  );
}

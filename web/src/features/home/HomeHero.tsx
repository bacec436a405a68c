/**
 * The home page's hero frame: the woven band, the heading and its line, then
 * what the page puts under them (the city search and shortcuts, the presence
 * map). Drawn by the home route from the entry's code (HomeRoute.tsx), so a
 * first visit reads the heading as soon as the shell is drawn, before the
 * page's chunk has run, and keeps that same heading once it has (issue #20:
 * the heading is the first screen's largest text; see HomeRoute.tsx).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function HomeHero({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-br from-hero-from to-hero-to">
      <HeroPattern />
      <div className="relative mx-auto max-w-4xl px-4 pt-12 text-center md:pt-20">
        <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-balance text-base text-muted-foreground md:text-lg">
          {t('home.heroSubtitle')}
        </p>
      </div>
      {children}
    </section>
  );
}

/** Under the heading: the search and shortcuts (centred, as wide as the heading), then the map. */
export function HeroBody({ actions, map }: { actions: ReactNode; map: ReactNode }) {
  return (
    <>
      <div className="relative mx-auto max-w-4xl px-4 text-center">{actions}</div>
      <div className="relative px-4 pb-10 md:px-6 md:pb-14">{map}</div>
    </>
  );
}

/** A quiet woven pattern, a nod to the tibeb borders of habesha cloth. */
function HeroPattern() {
  return (
    <svg
      className="absolute inset-x-0 top-0 h-3 w-full text-accent/70"
      aria-hidden="true"
      preserveAspectRatio="none"
    >
      <defs>
        <pattern id="tibeb" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 6 6 0l6 6-6 6Zm12 0 6-6 6 6-6 6Z" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="12" fill="url(#tibeb)" />
    </svg>
  );
}

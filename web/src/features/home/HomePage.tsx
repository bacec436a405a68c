import type { TopCategory } from '@shared/categories.ts';
import { Briefcase, House, type LucideIcon, Store, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { SocialLinks } from '../../app/layout/SocialLinks.tsx';
import { browseUrl } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';
import { LivePresenceCard } from '../presence/LivePresenceCard.tsx';
import { HomeRows } from './HomeRows.tsx';

const QUICK_LINKS: { category: TopCategory; labelKey: string; icon: LucideIcon }[] = [
  { category: 'housing', labelKey: 'home.housingRentals', icon: House },
  { category: 'jobs', labelKey: 'home.jobs', icon: Briefcase },
  { category: 'community', labelKey: 'home.community', icon: Users },
  { category: 'services', labelKey: 'home.services', icon: Wrench },
  { category: 'marketplace', labelKey: 'home.marketplace', icon: Store },
];

/** Home (spec core §2): the hero with city search, category shortcuts and the live presence map, then the listing rows. */
export function HomePage() {
  const { t } = useTranslation();
  const { appState } = usePreferences();
  // The shortcuts browse the chosen city, as the rows below show it.
  const city = appState.city.split(',')[0]?.trim() ?? '';
  usePageTitle(null);
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-br from-hero-from to-hero-to">
        <HeroPattern />
        <div className="relative mx-auto max-w-4xl px-4 pt-12 text-center md:pt-20">
          <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-balance text-base text-muted-foreground md:text-lg">
            {t('home.heroSubtitle')}
          </p>
          <CitySearchBox size="lg" labelKey="home.cityPrompt" className="mx-auto mt-8 max-w-xl" />
          <ul className="mt-8 flex flex-wrap justify-center gap-2 md:gap-3">
            {QUICK_LINKS.map(({ category, labelKey, icon: Icon }) => (
              <li key={category}>
                <Link
                  to={browseUrl({ category, city })}
                  className="flex items-center gap-2 rounded-full border border-border bg-surface/90 px-4 py-2.5 text-sm font-medium shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:text-primary"
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative px-4 pb-10 md:px-6 md:pb-14">
          <LivePresenceCard />
        </div>
      </section>
      <HomeRows />
      <section className="mx-auto mt-12 flex max-w-7xl flex-col items-center gap-4 px-4 text-center md:px-6">
        <h2 className="text-lg font-semibold">{t('home.followUs')}</h2>
        <SocialLinks />
      </section>
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

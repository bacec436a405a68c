/**
 * The home page's own chunk (docs/product.md#listings Home): under the hero's heading, the
 * city search, category shortcuts and the live presence map; below the hero,
 * the listing rows and the social links. The route draws the hero's frame and
 * heading from the entry's code and these parts into it (HomeRoute.tsx).
 */
import type { TopCategory } from '@shared/categories.ts';
import { Briefcase, House, type LucideIcon, Store, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SocialLinks } from '../../app/layout/SocialLinks.tsx';
import { browseUrl } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { savedScrollPosition } from '../../app/ScrollRestoration.tsx';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint.ts';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';
import { LivePresenceCard } from '../presence/LivePresenceCard.tsx';
import { HeroBody } from './HomeHero.tsx';
import { HomeRows } from './HomeRows.tsx';

const QUICK_LINKS: { category: TopCategory; labelKey: string; icon: LucideIcon }[] = [
  { category: 'housing', labelKey: 'home.housingRentals', icon: House },
  { category: 'jobs', labelKey: 'home.jobs', icon: Briefcase },
  { category: 'community', labelKey: 'home.community', icon: Users },
  { category: 'services', labelKey: 'home.services', icon: Wrench },
  { category: 'marketplace', labelKey: 'home.marketplace', icon: Store },
];

/** The hero's city search and shortcuts, then the map. */
export function HomeHeroParts() {
  const { t } = useTranslation();
  const { appState } = usePreferences();
  // The shortcuts browse the chosen city, as the rows below show it.
  const city = appState.city.split(',')[0]?.trim() ?? '';
  return (
    <HeroBody
      actions={
        <>
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
        </>
      }
      map={<LivePresenceCard />}
    />
  );
}

/** The rows and the social links, below the hero. */
export function HomeBelow() {
  const { t } = useTranslation();
  // They come a frame after the first screen (unless a reload is to restore
  // a scroll position down among them).
  const { key } = useLocation();
  const below = useAfterFirstPaint(savedScrollPosition(key) !== undefined);
  if (!below) return null;
  return (
    <>
      <HomeRows />
      <section className="mx-auto mt-12 flex max-w-7xl flex-col items-center gap-4 px-4 text-center md:px-6">
        <h2 className="text-lg font-semibold">{t('home.followUs')}</h2>
        <SocialLinks />
      </section>
    </>
  );
}

/**
 * The hero's live presence: how many people were here in the last 5 minutes,
 * and where, on the map. Real counts only: with no one online it says so.
 */
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PresenceMap } from '../maps/LazyPresenceMap.tsx';
import { presenceKey } from '../maps/presence-view.ts';
import { useLivePresence } from './useLivePresence.ts';

export function LivePresenceCard() {
  const { t } = useTranslation();
  const { live } = useLivePresence();
  const total = live?.total ?? 0;
  return (
    <figure
      className="relative isolate mx-auto mt-10 h-64 max-w-5xl overflow-hidden rounded-3xl border border-border shadow-lg md:h-80"
      data-testid="presence-map"
      data-total={live ? total : undefined}
      data-cities={live ? live.cities.length : undefined}
    >
      <PresenceMap cities={live?.cities ?? []} />
      {/* The markers' counts as text, for screen readers (a map's circles have no words). */}
      <ul className="sr-only" data-testid="presence-cities">
        {live?.cities.map((city) => (
          <li key={presenceKey(city)}>
            {t('presence.cityCount', { city: city.city, count: city.count })}
          </li>
        ))}
      </ul>
      <figcaption className="pointer-events-none absolute right-3 top-3 z-(--layer-over-map) flex items-center gap-2 rounded-full border border-border bg-surface/90 px-3 py-1.5 text-sm font-medium shadow-sm backdrop-blur">
        <Radio
          className={total > 0 ? 'h-4 w-4 text-primary' : 'h-4 w-4 text-muted-foreground'}
          aria-hidden="true"
        />
        {live === null
          ? t('presence.loading')
          : total > 0
            ? t('presence.online', { count: total })
            : t('presence.nobody')}
      </figcaption>
    </figure>
  );
}

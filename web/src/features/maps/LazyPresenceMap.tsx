/**
 * The home page's presence map: drawn (StaticPresenceMap.tsx) until the reader
 * reaches for it, then Leaflet's (PresenceMap.tsx, its own chunk), opening
 * where the drawing was. A file of its own so that the pages with other maps
 * (LazyMaps.tsx) do not carry the drawing.
 */
import { lazy, Suspense, useState } from 'react';
import type { View } from './mercator.ts';
import type { PresenceMapProps } from './PresenceMap.tsx';
import { StaticPresenceMap } from './StaticPresenceMap.tsx';

const PresenceMapImpl = lazy(() => import('./PresenceMap.tsx'));

export function PresenceMap({ cities }: Pick<PresenceMapProps, 'cities'>) {
  const [woken, setWoken] = useState<{ view: View; byKeyboard: boolean } | null>(null);
  const drawn = (
    <StaticPresenceMap
      cities={cities}
      onWake={(view, byKeyboard) => setWoken((was) => was ?? { view, byKeyboard })}
    />
  );
  if (!woken) return drawn;
  return (
    <Suspense fallback={drawn}>
      <PresenceMapImpl cities={cities} start={woken.view} focus={woken.byKeyboard} />
    </Suspense>
  );
}

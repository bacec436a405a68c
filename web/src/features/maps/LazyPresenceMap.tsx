/**
 * The home page's presence map: drawn (StaticPresenceMap.tsx) until the reader
 * reaches for it, then Leaflet's (PresenceMap.tsx, its own chunk), opening
 * where the drawing was. A file of its own so that the pages with other maps
 * (LazyMaps.tsx) do not carry the drawing.
 *
 * The drawing stays in place while Leaflet loads (a keyboard focus on it is
 * not lost) and goes once Leaflet's map is there, handing it the focus if it
 * still had it. If Leaflet cannot load (offline, or a new version replaced
 * the chunk since the page opened), the drawing simply stays.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { View } from './mercator.ts';
import type { PresenceMapProps } from './PresenceMap.tsx';
import { StaticPresenceMap } from './StaticPresenceMap.tsx';

const PresenceMapImpl = lazy(
  (): Promise<{ default: ComponentType<PresenceMapProps> }> =>
    import('./PresenceMap.tsx').catch((error: unknown) => {
      console.warn('The map could not load; the drawing stays', error);
      return { default: () => null };
    }),
);

export function PresenceMap({ cities }: Pick<PresenceMapProps, 'cities'>) {
  const [start, setStart] = useState<View | null>(null);
  const [shown, setShown] = useState(false);
  return (
    <>
      {!shown && (
        <StaticPresenceMap
          key="drawn"
          cities={cities}
          onWake={(view) => setStart((was) => was ?? view)}
        />
      )}
      {start && (
        <Suspense key="leaflet" fallback={null}>
          <PresenceMapImpl
            cities={cities}
            start={start}
            onShown={(container) => {
              // The drawing had the focus (a tab, or a tap): the map takes it over.
              if (document.activeElement?.closest('[data-drawn-map]')) {
                container.focus({ preventScroll: true });
              }
              setShown(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The home hero's map of community presence (docs/product.md#cities Home): one circle
 * per city with people seen in the last 5 minutes, sized by how many, zoom 1
 * to 5. Counts come from the server; with no one online it says so. Until
 * the reader reaches for it, the page shows it drawn (StaticPresenceMap.tsx);
 * this one starts where the drawing is (`start`), so nothing moves
 * (LazyPresenceMap.tsx).
 */
import { HERO_MAP_ZOOM } from '@shared/maps.ts';
import type { PresenceCity } from '@shared/presence.ts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { BaseMap } from './BaseMap.tsx';
import { FitBounds } from './FitBounds.tsx';
import { unproject, type View } from './mercator.ts';
import {
  cityPoint,
  FIT,
  PRESENCE_MARKER,
  presenceKey,
  presenceRadius,
  WORLD_CENTER,
  worldZoom,
} from './presence-view.ts';

export type PresenceMapProps = {
  cities: PresenceCity[];
  /** The view to open at (the drawn map's); the world's without one. */
  start?: View;
  /** Called once the map is in the page, with its container. */
  onShown?: (container: HTMLElement) => void;
};

export default function PresenceMap({ cities, start, onShown }: PresenceMapProps) {
  const { t } = useTranslation();
  // Frame the cities people are in; nobody online: the world.
  const positions = useMemo(() => cities.map(cityPoint), [cities]);
  return (
    <BaseMap
      center={start ? unproject(start.center) : WORLD_CENTER}
      zoom={start?.zoom ?? worldZoom(window.innerWidth)}
      minZoom={HERO_MAP_ZOOM.min}
      maxZoom={HERO_MAP_ZOOM.max}
      label={t('presence.mapLabel')}
      className="h-full w-full"
    >
      <FitBounds points={positions} maxZoom={FIT.maxZoom} padding={FIT.padding} />
      {onShown && <WhenShown onShown={onShown} />}
      {cities.map((city) => (
        <CircleMarker
          key={presenceKey(city)}
          center={[city.lat, city.lng]}
          radius={presenceRadius(city.count)}
          className="presence-marker"
          pathOptions={{
            color: PRESENCE_MARKER.stroke,
            weight: PRESENCE_MARKER.weight,
            fillColor: PRESENCE_MARKER.fill,
            fillOpacity: PRESENCE_MARKER.fillOpacity,
          }}
        >
          <Tooltip direction="top">
            {t('presence.cityCount', { city: city.city, count: city.count })}
          </Tooltip>
        </CircleMarker>
      ))}
    </BaseMap>
  );
}

function WhenShown({ onShown }: { onShown: (container: HTMLElement) => void }) {
  const map = useMap();
  // Once, when the map is there (a new function on a later render is no news).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per map
  useEffect(() => onShown(map.getContainer()), [map]);
  return null;
}

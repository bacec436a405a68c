/**
 * The home hero's map of community presence (spec core §2 Home): one circle
 * per city with people seen in the last 5 minutes, sized by how many, zoom 1
 * to 5. Counts come from the server; with no one online it says so. Until
 * the reader reaches for it, the page shows it drawn (StaticPresenceMap.tsx);
 * this one starts where the drawing is (`start`), so nothing moves.
 */
import { HERO_MAP_ZOOM } from '@shared/maps.ts';
import type { PresenceCity } from '@shared/presence.ts';
import { useEffect, useMemo } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { BaseMap } from './BaseMap.tsx';
import { FitBounds } from './FitBounds.tsx';
import { unproject, type View } from './mercator.ts';
import { FIT, PRESENCE_MARKER, presenceRadius, WORLD_CENTER, worldZoom } from './presence-view.ts';

export type PresenceMapProps = {
  cities: PresenceCity[];
  /** The view to open at (the drawn map's); the world's without one. */
  start?: View;
  /** Take the keyboard focus once shown (the drawn map had it). */
  focus?: boolean;
};

export default function PresenceMap({ cities, start, focus = false }: PresenceMapProps) {
  const { t } = useTranslation();
  // Frame the cities people are in; nobody online: the world.
  const positions = useMemo(
    () => cities.map((city): [number, number] => [city.lat, city.lng]),
    [cities],
  );
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
      {focus && <FocusOnMount />}
      {cities.map((city) => (
        <CircleMarker
          key={`${city.city}|${city.lat}|${city.lng}`}
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

function FocusOnMount() {
  const map = useMap();
  useEffect(() => {
    map.getContainer().focus({ preventScroll: true });
  }, [map]);
  return null;
}

/**
 * The home hero's map of community presence (spec core §2 Home): one circle
 * per city with people seen in the last 5 minutes, sized by how many, zoom 1
 * to 5. Counts come from the server; with no one online it says so.
 */
import { MOBILE_BREAKPOINT_PX } from '@shared/constants.ts';
import { HERO_MAP_ZOOM } from '@shared/maps.ts';
import type { PresenceCity } from '@shared/presence.ts';
import { useMemo } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { BaseMap } from './BaseMap.tsx';
import { FitBounds } from './FitBounds.tsx';

export type PresenceMapProps = { cities: PresenceCity[] };

/** Area grows with the count; a city of one is still easy to see and to tap. */
const radius = (count: number) => Math.min(6 + 4 * Math.sqrt(count), 30);

export default function PresenceMap({ cities }: PresenceMapProps) {
  const { t } = useTranslation();
  // Frame the cities people are in; nobody online: the world.
  const positions = useMemo(
    () => cities.map((city): [number, number] => [city.lat, city.lng]),
    [cities],
  );
  return (
    <BaseMap
      center={[25, 10]}
      // The whole world fits a phone at the lowest zoom; a desktop gets one step closer.
      zoom={window.innerWidth < MOBILE_BREAKPOINT_PX ? HERO_MAP_ZOOM.min : HERO_MAP_ZOOM.min + 1}
      minZoom={HERO_MAP_ZOOM.min}
      maxZoom={HERO_MAP_ZOOM.max}
      label={t('presence.mapLabel')}
      className="h-full w-full"
    >
      <FitBounds points={positions} maxZoom={3} />
      {cities.map((city) => (
        <CircleMarker
          key={`${city.city}|${city.lat}|${city.lng}`}
          center={[city.lat, city.lng]}
          radius={radius(city.count)}
          className="presence-marker"
          pathOptions={{
            color: 'white',
            weight: 1.5,
            fillColor: 'oklch(0.8 0.15 80)',
            fillOpacity: 0.85,
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

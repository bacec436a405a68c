/**
 * Browse map mode (docs/product.md#cities Browse): the listings the filters find that
 * have a map position, clustered so hundreds stay smooth; a popup shows the
 * title and price ('/mo' for housing) and opens the listing.
 */
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { MapPoint } from '@shared/listing-query.ts';
import { BROWSE_MAP_ZOOM } from '@shared/maps.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { formatListingPrice } from '../listings/price.ts';
import { BaseMap } from './BaseMap.tsx';
import { FitBounds } from './FitBounds.tsx';
import { listingPin } from './pin.ts';

export type ListingsMapProps = {
  points: MapPoint[];
  onOpen: (id: string) => void;
  className?: string;
};

export default function ListingsMap({ points, onOpen, className }: ListingsMapProps) {
  const { t } = useTranslation();
  const positions = useMemo(
    () => points.map((point): [number, number] => [point.lat, point.lng]),
    [points],
  );
  return (
    <BaseMap
      center={[20, 10]}
      zoom={BROWSE_MAP_ZOOM.min}
      minZoom={BROWSE_MAP_ZOOM.min}
      maxZoom={BROWSE_MAP_ZOOM.max}
      label={t('browse.mapLabel')}
      className={className}
    >
      <FitBounds points={positions} maxZoom={14} />
      <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={listingPin}
            // Leaflet makes each marker a button; this is its name.
            title={point.title}
            alt={point.title}
          >
            <Popup>
              <button
                type="button"
                className="block text-left"
                onClick={() => onOpen(point.id)}
                data-testid="map-popup"
              >
                <span className="block font-semibold text-foreground">{point.title}</span>
                {point.price_cents ? (
                  <span className="block text-primary">
                    {formatListingPrice(point, { perMonth: point.category === 'housing' })}
                  </span>
                ) : null}
                <span className="block text-xs text-muted-foreground">{point.city}</span>
              </button>
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </BaseMap>
  );
}

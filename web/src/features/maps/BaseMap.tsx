/**
 * Every map of the site: Leaflet with the server's tiles (TILE_URL, default
 * OpenStreetMap, to zoom 19) over a built-in world outline, so a map without
 * network still shows land, borders and its markers. OpenStreetMap and
 * GeoNames are credited in the attribution wherever it is shown.
 * Loaded lazily (see LazyMaps.tsx): pages without a map never download Leaflet.
 */
import 'leaflet/dist/leaflet.css';
import './maps.css';
import { escapeHtml } from '@shared/html.ts';
import { TILE_MAX_ZOOM } from '@shared/maps.ts';
import type { LatLngExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer } from 'react-leaflet';
import { cn } from '../../ui/cn.ts';
import { geonamesCredit, tileCredit } from './credits.ts';
import { useMapSettings } from './useMapSettings.ts';
import { WorldOutline } from './WorldOutline.tsx';

export type BaseMapProps = {
  center: LatLngExpression;
  zoom: number;
  minZoom: number;
  maxZoom: number;
  className?: string;
  /** The small listing map has neither (docs/product.md#cities Listing detail). */
  controls?: boolean;
  /** Dragging and wheel zoom; off for decorative maps. */
  interactive?: boolean;
  label: string;
  children?: ReactNode;
};

export function BaseMap({
  center,
  zoom,
  minZoom,
  maxZoom,
  className,
  controls = true,
  interactive = true,
  label,
  children,
}: BaseMapProps) {
  const settings = useMapSettings().data;
  const { t } = useTranslation();
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      minZoom={minZoom}
      maxZoom={maxZoom}
      zoomControl={controls}
      attributionControl={controls}
      scrollWheelZoom={false}
      dragging={interactive}
      doubleClickZoom={interactive}
      touchZoom={interactive}
      keyboard={interactive}
      worldCopyJump
      className={cn('habesha-map isolate z-0', className)}
      // The container is a named region; Leaflet's own controls stay reachable inside.
      ref={(map) => {
        // The tiles' and GeoNames' credits stay; Leaflet's own link is left out for room on phones.
        map?.attributionControl?.setPrefix(false);
        const container = map?.getContainer();
        container?.setAttribute('role', 'region');
        container?.setAttribute('aria-label', label);
      }}
    >
      <WorldOutline />
      {settings?.tile_url && (
        <TileLayer
          url={settings.tile_url}
          maxZoom={Math.min(settings.max_zoom, TILE_MAX_ZOOM)}
          attribution={`${escapeHtml(tileCredit(settings.attribution, t))} · ${escapeHtml(geonamesCredit(t))}`}
        />
      )}
      {children}
    </MapContainer>
  );
}

/**
 * The listing's Location map (docs/product.md#cities Listing detail): a marker at the
 * listing's stored point, zoom 12, 220 px high, no zoom or attribution
 * controls, tiles to zoom 19. The tiles are credited in a line under the map
 * instead. The point is public; the street address never is.
 */
import { SMALL_MAP_HEIGHT_PX, SMALL_MAP_ZOOM, TILE_MAX_ZOOM } from '@shared/maps.ts';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import { BaseMap } from './BaseMap.tsx';
import { tileCredit } from './credits.ts';
import { listingPin } from './pin.ts';
import { useMapSettings } from './useMapSettings.ts';

export type SmallMapProps = { lat: number; lng: number; label: string; height?: number };

export default function SmallMap({ lat, lng, label, height = SMALL_MAP_HEIGHT_PX }: SmallMapProps) {
  const settings = useMapSettings().data;
  const { t } = useTranslation();
  return (
    <div>
      {/* content-box: the map itself is `height` tall, the border outside it. */}
      <div
        style={{ height }}
        className="box-content overflow-hidden rounded-2xl border border-border"
      >
        <BaseMap
          // Another listing in the same drawer: a map centred on it.
          key={`${lat},${lng}`}
          center={[lat, lng]}
          zoom={SMALL_MAP_ZOOM}
          minZoom={2}
          maxZoom={TILE_MAX_ZOOM}
          controls={false}
          label={label}
          className="h-full w-full"
        >
          <Marker position={[lat, lng]} icon={listingPin} keyboard={false} />
        </BaseMap>
      </div>
      {settings?.tile_url && (
        <p className="mt-1 text-right text-[10px] text-muted-foreground">
          {tileCredit(settings.attribution, t)}
        </p>
      )}
    </div>
  );
}

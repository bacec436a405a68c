/**
 * Map mode's map (docs/product.md#listings Browse): beside the list on desktop (sticky,
 * the split view), above it on phones. Points are the filters' listings that
 * have a position; none at all says 'No map locations available'.
 */
import type { ApiParams } from '@shared/browse-request.ts';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMapPoints } from '../listings/queries.ts';
import { ListingsMap } from '../maps/LazyMaps.tsx';

export function BrowseMap({ params, onOpen }: { params: ApiParams; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const points = useMapPoints(params);
  const list = points.data?.points ?? [];
  return (
    <div
      className="relative isolate h-[55dvh] overflow-hidden rounded-3xl border border-border md:sticky md:top-24 md:h-[calc(100dvh-8rem)]"
      data-testid="browse-map"
      data-points={points.data && !points.isPlaceholderData ? list.length : undefined}
    >
      <ListingsMap points={list} onOpen={onOpen} className="h-full w-full" />
      {points.data && !points.isPlaceholderData && list.length === 0 && (
        <div className="pointer-events-none absolute inset-0 z-(--layer-over-map) flex items-center justify-center p-6">
          <p className="flex items-center gap-2 rounded-full border border-border bg-surface/95 px-4 py-2 text-sm font-medium shadow">
            <MapPinOff className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            {t('browse.noMapLocations')}
          </p>
        </div>
      )}
    </div>
  );
}

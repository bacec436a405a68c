/**
 * The maps, loaded on first use: Leaflet and the world outline (~100 kB
 * gzipped) stay out of pages that show no map. Each placeholder has the map's
 * own size, so nothing jumps when it arrives.
 */
import { lazy, Suspense } from 'react';
import { cn } from '../../ui/cn.ts';
import type { ListingsMapProps } from './ListingsMap.tsx';
import type { PresenceMapProps } from './PresenceMap.tsx';
import type { SmallMapProps } from './SmallMap.tsx';

const SmallMapImpl = lazy(() => import('./SmallMap.tsx'));
const PresenceMapImpl = lazy(() => import('./PresenceMap.tsx'));
const ListingsMapImpl = lazy(() => import('./ListingsMap.tsx'));

function Placeholder({ className }: { className?: string }) {
  return <div className={cn('h-full w-full animate-pulse bg-surface-raised', className)} />;
}

export function SmallMap(props: SmallMapProps) {
  return (
    <Suspense fallback={<Placeholder className="h-[220px] rounded-2xl" />}>
      <SmallMapImpl {...props} />
    </Suspense>
  );
}

export function PresenceMap(props: PresenceMapProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <PresenceMapImpl {...props} />
    </Suspense>
  );
}

export function ListingsMap(props: ListingsMapProps) {
  return (
    <Suspense fallback={<Placeholder className={props.className} />}>
      <ListingsMapImpl {...props} />
    </Suspense>
  );
}

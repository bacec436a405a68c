/**
 * The maps, loaded on first use: Leaflet and the world outline (~100 kB
 * gzipped) stay out of pages that show no map, and a page with a map starts
 * loading it only after its first paint (the browser idle) and once the map
 * scrolls into view (issue #20), so the page's own code and data go first.
 * Into view, not near it as the home rows are: Leaflet is a task of 150 ms or
 * more on a slow phone and a tenth of a megabyte, and a listing page's small
 * map sits just below a phone's first screen, where 'near' loaded it with
 * every visit. Each placeholder has the map's own size, so nothing jumps when it
 * arrives. The home page's presence map is drawn instead until the reader
 * reaches for it (LazyPresenceMap.tsx).
 */
import { lazy, type ReactNode, type Ref, Suspense } from 'react';
import { cn } from '../../ui/cn.ts';
import { useNearViewport } from '../../ui/useNearViewport.ts';
import type { ListingsMapProps } from './ListingsMap.tsx';
import type { SmallMapProps } from './SmallMap.tsx';

const SmallMapImpl = lazy(() => import('./SmallMap.tsx'));
const ListingsMapImpl = lazy(() => import('./ListingsMap.tsx'));

function Placeholder({ className, ref }: { className?: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={cn('h-full w-full animate-pulse bg-surface-raised', className)} />
  );
}

/** The placeholder until the page has painted and the map is in the viewport, then the map. */
function WhenInView({
  placeholderClass,
  children,
}: {
  placeholderClass: string | undefined;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ ahead: '0px', afterIdle: true });
  if (!near) return <Placeholder className={placeholderClass} ref={ref} />;
  return <Suspense fallback={<Placeholder className={placeholderClass} />}>{children}</Suspense>;
}

export function SmallMap(props: SmallMapProps) {
  return (
    <WhenInView placeholderClass="h-[220px] rounded-2xl">
      <SmallMapImpl {...props} />
    </WhenInView>
  );
}

export function ListingsMap(props: ListingsMapProps) {
  return (
    <WhenInView placeholderClass={props.className}>
      <ListingsMapImpl {...props} />
    </WhenInView>
  );
}

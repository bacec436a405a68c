/**
 * The home page's presence map drawn without Leaflet (issue #20): the
 * countries (world-outline.svg, 24 kB gzip, cached) and one circle per city,
 * in the view Leaflet will open at (presence-view.ts). On a phone the map is
 * in the first screen, and Leaflet with its outline (about 100 kB gzip and a
 * long task to start) came with every visit; now it comes when the reader
 * reaches for the map (pointer over it, a touch, the keyboard's focus), and
 * the drawing stays until it is ready (LazyPresenceMap.tsx).
 */
import type { PresenceCity } from '@shared/presence.ts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import type { View } from './mercator.ts';
import { project } from './mercator.ts';
import { OUTLINE_COLORS, OUTLINE_WEIGHT } from './outline-colors.ts';
import {
  PRESENCE_MARKER,
  presenceKey,
  presenceRadius,
  presenceView,
  viewBox,
} from './presence-view.ts';
import worldOutlineUrl from './world-outline.svg?url';

export type StaticPresenceMapProps = {
  cities: PresenceCity[];
  /** The reader reached for the map; `view` is what is drawn. */
  onWake: (view: View) => void;
};

export function StaticPresenceMap({ cities, onWake }: StaticPresenceMapProps) {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const ref = useRef<HTMLElement>(null);
  const size = useSize(ref);
  const view = size ? presenceView(cities, size, window.innerWidth) : null;
  const wake = () => view && onWake(view);
  const box = view && size ? viewBox(view, size) : null;
  return (
    // As Leaflet's container: a named region that takes the focus.
    <section
      ref={ref}
      aria-label={t('presence.mapLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the map takes the keyboard once focused, as Leaflet's does
      tabIndex={0}
      // Its focus ring inside: the card around it clips what is outside.
      className="habesha-map h-full w-full overflow-hidden bg-surface-raised focus-visible:-outline-offset-2"
      data-testid="presence-map-drawn"
      data-drawn-map
      // A pointer over it or a touch (pointer events cover both), or the keyboard's focus.
      onPointerEnter={wake}
      onPointerDown={wake}
      onFocus={wake}
    >
      {size && view && box && (
        <svg
          width={size.width}
          height={size.height}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          aria-hidden="true"
          className="block"
        >
          <use
            href={`${worldOutlineUrl}#land`}
            fill={OUTLINE_COLORS[theme].fillColor}
            stroke={OUTLINE_COLORS[theme].color}
            strokeWidth={OUTLINE_WEIGHT}
          />
          {cities.map((city) => {
            const { x, y } = project(city.lat, city.lng);
            const r = presenceRadius(city.count) / 2 ** view.zoom;
            return (
              <path
                key={presenceKey(city)}
                // A circle as Leaflet draws one, so both maps answer to the same selector.
                d={`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`}
                className="presence-marker"
                fill={PRESENCE_MARKER.fill}
                fillOpacity={PRESENCE_MARKER.fillOpacity}
                stroke={PRESENCE_MARKER.stroke}
                strokeWidth={PRESENCE_MARKER.weight}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
      )}
    </section>
  );
}

/**
 * The element's size in pixels, kept up to date; null before it is laid out.
 * Read when the observer reports it (after layout): read while rendering, it
 * forced a layout of the page before its first paint.
 */
function useSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      setSize((was) =>
        width === 0 || height === 0
          ? was
          : was?.width === width && was.height === height
            ? was
            : { width, height },
      );
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

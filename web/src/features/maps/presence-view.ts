/**
 * What the home page's presence map frames, drawn (StaticPresenceMap.tsx) or
 * in Leaflet (PresenceMap.tsx), so that one turns into the other in place:
 * the world with nobody online, else the cities people are in.
 */
import { MOBILE_BREAKPOINT_PX } from '@shared/constants.ts';
import { HERO_MAP_ZOOM } from '@shared/maps.ts';
import type { PresenceCity } from '@shared/presence.ts';
import { fitView, project, type View } from './mercator.ts';

/** Where the world is framed with nobody online. */
export const WORLD_CENTER: [number, number] = [25, 10];
/** Room around the cities, in pixels, and the closest the framing goes. */
export const FIT = { padding: 32, maxZoom: 3 } as const;

/** The whole world fits a phone at the lowest zoom; a desktop gets one step closer. */
export function worldZoom(viewportWidth: number): number {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? HERO_MAP_ZOOM.min : HERO_MAP_ZOOM.min + 1;
}

export function presenceView(
  cities: PresenceCity[],
  size: { width: number; height: number },
  viewportWidth: number,
): View {
  if (cities.length === 0) {
    return { center: project(...WORLD_CENTER), zoom: worldZoom(viewportWidth) };
  }
  return fitView(cities.map(cityPoint), size, {
    padding: FIT.padding,
    maxZoom: FIT.maxZoom,
    minZoom: HERO_MAP_ZOOM.min,
    maxMapZoom: HERO_MAP_ZOOM.max,
  });
}

/** A city's place as Leaflet takes it. */
export const cityPoint = (city: PresenceCity): [number, number] => [city.lat, city.lng];

/** One key per city on the map (a city's name may repeat in another country). */
export const presenceKey = (city: PresenceCity) => `${city.city}|${city.lat}|${city.lng}`;

/**
 * The part of the zoom-0 world a map of `size` shows at `view`: its size in
 * pixels over 2^zoom, around the centre (an SVG viewBox).
 */
export function viewBox(view: View, size: { width: number; height: number }) {
  const scale = 2 ** view.zoom;
  const width = size.width / scale;
  const height = size.height / scale;
  return { x: view.center.x - width / 2, y: view.center.y - height / 2, width, height };
}

/** A city's circle: its area grows with the count; a city of one is still easy to see and to tap. */
export const presenceRadius = (count: number) => Math.min(6 + 4 * Math.sqrt(count), 30);

/** A city's circle as both maps draw it. */
export const PRESENCE_MARKER = {
  stroke: 'white',
  weight: 1.5,
  fill: 'oklch(0.8 0.15 80)',
  fillOpacity: 0.85,
} as const;

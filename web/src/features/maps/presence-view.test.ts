// @vitest-environment jsdom

import { HERO_MAP_ZOOM } from '@shared/maps.ts';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { project, unproject } from './mercator.ts';
import { FIT, presenceView, viewBox, WORLD_CENTER } from './presence-view.ts';
import file from './world-outline.svg?raw';
import { worldOutlineSvg } from './world-outline-svg.ts';

const city = (lat: number, lng: number, count = 1) => ({ city: `${lat},${lng}`, count, lat, lng });

/** Leaflet itself, on a map of `size` whose layout jsdom cannot measure. */
function leafletView(points: [number, number][], size: { width: number; height: number }) {
  const map = L.map(document.createElement('div'), {
    center: WORLD_CENTER,
    zoom: HERO_MAP_ZOOM.min,
    minZoom: HERO_MAP_ZOOM.min,
    maxZoom: HERO_MAP_ZOOM.max,
  });
  map.getSize = () => L.point(size.width, size.height);
  map.fitBounds(L.latLngBounds(points), {
    padding: [FIT.padding, FIT.padding],
    maxZoom: FIT.maxZoom,
    animate: false,
  });
  const view = {
    zoom: map.getZoom(),
    center: map.project(map.getCenter(), 0),
    /** Where each point is on the map's screen, in pixels from its top left. */
    onScreen: points.map((point) => map.latLngToContainerPoint(point)),
  };
  map.remove();
  return view;
}

describe('the drawn presence map opens where Leaflet will', () => {
  it('projects as Leaflet does, and back', () => {
    for (const [lat, lng] of [
      [15.33, 38.93],
      [47.6, -122.33],
      [-33.87, 151.21],
      [0, 0],
    ] as const) {
      const ours = project(lat, lng);
      const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), 0);
      expect(ours.x).toBeCloseTo(leaflet.x, 6);
      expect(ours.y).toBeCloseTo(leaflet.y, 6);
      const [backLat, backLng] = unproject(ours);
      expect(backLat).toBeCloseTo(lat, 6);
      expect(backLng).toBeCloseTo(lng, 6);
    }
  });

  it('frames the cities people are in as fitBounds does, for a phone and a desktop', () => {
    const sets = [
      [city(15.33, 38.93)],
      [city(15.33, 38.93), city(9.03, 38.74)],
      [city(15.33, 38.93), city(47.6, -122.33), city(51.5, -0.12)],
      [city(38.9, -77.04), city(38.91, -77.0)],
      [city(-33.87, 151.21), city(59.33, 18.07), city(43.65, -79.38)],
    ];
    for (const size of [
      { width: 358, height: 256 },
      { width: 1024, height: 320 },
    ]) {
      for (const cities of sets) {
        const ours = presenceView(cities, size, size.width);
        const leaflet = leafletView(
          cities.map((one): [number, number] => [one.lat, one.lng]),
          size,
        );
        expect(ours.zoom).toBe(leaflet.zoom);
        // Leaflet pans by whole pixels when the zoom stays: within half a pixel on screen.
        const scale = 2 ** ours.zoom;
        expect(Math.abs(ours.center.x - leaflet.center.x) * scale).toBeLessThanOrEqual(0.5);
        expect(Math.abs(ours.center.y - leaflet.center.y) * scale).toBeLessThanOrEqual(0.5);
        // Each city's circle is drawn where Leaflet puts it (the drawing's viewBox).
        const box = viewBox(ours, size);
        cities.forEach((one, index) => {
          const point = project(one.lat, one.lng);
          const screen = leaflet.onScreen[index];
          expect(Math.abs((point.x - box.x) * scale - (screen?.x ?? Number.NaN))).toBeLessThan(1);
          expect(Math.abs((point.y - box.y) * scale - (screen?.y ?? Number.NaN))).toBeLessThan(1);
        });
      }
    }
  });

  it('frames the world with nobody online: a phone at zoom 1, a desktop at 2', () => {
    expect(presenceView([], { width: 358, height: 256 }, 390)).toEqual({
      center: project(...WORLD_CENTER),
      zoom: 1,
    });
    expect(presenceView([], { width: 1024, height: 320 }, 1280).zoom).toBe(2);
  });

  it('draws the countries Leaflet draws: world-outline.svg matches its source (run scripts/world-outline.ts)', () => {
    expect(file).toBe(worldOutlineSvg());
    // A browser stops drawing a path at its first malformed command: every ring
    // is a move, then lines by pairs of numbers (at least two), then a close.
    const path = /\sd="([^"]+)"/.exec(file)?.[1] ?? '';
    const rings = path.split('M').slice(1);
    expect(rings.length).toBeGreaterThan(250);
    for (const ring of rings) {
      const [start = '', lines = ''] = ring.split('l');
      expect(start).toMatch(/^-?[\d.]+ -?[\d.]+$/);
      expect(lines).toMatch(/^[-\d. ]+z$/);
      const numbers = lines.match(/-?\d*\.?\d+/g) ?? [];
      expect(numbers.length % 2).toBe(0);
      expect(numbers.length).toBeGreaterThanOrEqual(4);
    }
  });
});

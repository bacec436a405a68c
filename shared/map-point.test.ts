import { describe, expect, it } from 'vitest';
import { distanceMetres, PUBLIC_POINT_GRID_METRES, publicMapPoint } from './map-point.ts';

/** A deterministic spread of points over the inhabited world. */
function* samplePoints(count: number) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i++) yield { lat: next() * 140 - 70, lng: next() * 360 - 180 };
}

describe('public map point (about 500 m grid)', () => {
  it('moves a point by at most about half a cell diagonal, and never leaves it exact', () => {
    for (const point of samplePoints(2_000)) {
      const shown = publicMapPoint(point);
      expect(distanceMetres(point, shown)).toBeLessThanOrEqual(
        (PUBLIC_POINT_GRID_METRES / 2) * Math.SQRT2 + 5,
      );
    }
    // A street address in Oakland: what others see is not the house.
    const house = { lat: 37.804_36, lng: -122.271_11 };
    const shown = publicMapPoint(house);
    expect(shown).not.toEqual(house);
    expect(distanceMetres(house, shown)).toBeGreaterThan(1);
  });

  it('shows every point of a cell as the same point, so neighbours cannot be told apart', () => {
    const a = publicMapPoint({ lat: 9.0301, lng: 38.7401 }); // Addis Ababa
    // Houses up to about 100 m from the cell's point, in every direction.
    for (const [dLat, dLng] of [
      [0.0009, 0.0009],
      [-0.0009, 0.0009],
      [0.0009, -0.0009],
      [-0.0009, -0.0009],
      [0, 0.0005],
    ] as const) {
      expect(publicMapPoint({ lat: a.lat + dLat, lng: a.lng + dLng })).toEqual(a);
    }
    expect(publicMapPoint(a)).toEqual(a); // snapping is stable
  });

  it('keeps cells about 500 m wide far from the equator too', () => {
    const step = (lat: number) => {
      const west = publicMapPoint({ lat, lng: 10 });
      let lng = 10;
      let east = west;
      while (east.lng === west.lng) {
        lng += 0.0005;
        east = publicMapPoint({ lat, lng });
      }
      return distanceMetres(west, east);
    };
    for (const lat of [0, 45, 60, 70]) {
      expect(step(lat)).toBeGreaterThan(PUBLIC_POINT_GRID_METRES * 0.9);
      expect(step(lat)).toBeLessThan(PUBLIC_POINT_GRID_METRES * 1.1);
    }
  });

  it('stays a valid position at the poles and the date line', () => {
    for (const point of [
      { lat: 90, lng: 179.9999 },
      { lat: -90, lng: -180 },
      { lat: 89.999, lng: 180 },
      { lat: 0, lng: -179.9999 },
    ]) {
      const { lat, lng } = publicMapPoint(point);
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
    }
  });
});

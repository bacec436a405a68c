/**
 * A listing's public map point. The post form can place a listing at its
 * street address (GEOCODER_URL), and an API client can send any position, so
 * the exact point may show where someone lives. Everyone but the owner sees
 * the point snapped to a grid of about 500 m; the owner sees the exact one.
 *
 * The grid: latitude in steps of 500 m (1/222.6 of a degree); longitude in
 * steps that are 500 m wide at that latitude. Snapping moves a point by at
 * most about 350 m (half the cell's diagonal), and every point of a cell
 * shows as the same one, so nearby listings cannot be told apart by it.
 */

/** The grid's cell size, in metres. */
export const PUBLIC_POINT_GRID_METRES = 500;

const METRES_PER_DEGREE = 111_320;
const LAT_STEP = PUBLIC_POINT_GRID_METRES / METRES_PER_DEGREE;

export type MapPosition = { lat: number; lng: number };

/** The point shown to everyone but the owner. */
export function publicMapPoint(point: MapPosition): MapPosition {
  const lat = clamp(Math.round(point.lat / LAT_STEP) * LAT_STEP, -90, 90);
  // Cells keep 500 m of width towards the poles, where a degree of longitude shrinks.
  const shrink = Math.max(Math.cos((lat * Math.PI) / 180), LAT_STEP);
  const lngStep = Math.min(LAT_STEP / shrink, 360);
  const lng = wrap(Math.round(point.lng / lngStep) * lngStep);
  // Five decimals (about 1 m) is finer than the grid: this only drops float noise.
  return { lat: round5(lat), lng: round5(lng) };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/** Longitude into [-180, 180]. */
function wrap(lng: number) {
  if (lng > 180) return lng - 360;
  if (lng < -180) return lng + 360;
  return lng;
}

function round5(value: number) {
  return Math.round(value * 1e5) / 1e5 || 0;
}

/** Distance in metres between two points (haversine), for tests and checks. */
export function distanceMetres(a: MapPosition, b: MapPosition): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

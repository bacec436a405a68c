/**
 * Leaflet's Web Mercator (EPSG:3857) in plain arithmetic, for the home page's
 * drawn presence map (StaticPresenceMap.tsx): it shows the view Leaflet will
 * show, without loading Leaflet. Points are in pixels at zoom 0, where the
 * world is 256 pixels square; zoom z multiplies them by 2^z.
 */

/** Leaflet's limit: Mercator goes to infinity at the poles. */
const MAX_LATITUDE = 85.0511287798;
const WORLD = 256;

export type Point = { x: number; y: number };

/** The pixel of a latitude and longitude at zoom 0 (Leaflet's `map.project(latlng, 0)`). */
export function project(lat: number, lng: number): Point {
  const clamped = Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE);
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = (0.5 * Math.log((1 + sin) / (1 - sin))) / (2 * Math.PI);
  return { x: WORLD * (0.5 + lng / 360), y: WORLD * (0.5 - y) };
}

export type View = { center: Point; zoom: number };

/**
 * Where Leaflet's `fitBounds(points, { padding, maxZoom })` leaves a map of
 * `size` pixels (its getBoundsZoom with zoomSnap 1, then the bounds' middle):
 * the largest whole zoom at which the points fit inside the padding, at most
 * `maxZoom` and `maxMapZoom`, at least `minZoom`.
 */
export function fitView(
  points: [number, number][],
  size: { width: number; height: number },
  options: { padding: number; maxZoom: number; minZoom: number; maxMapZoom: number },
): View {
  const projected = points.map(([lat, lng]) => project(lat, lng));
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const west = Math.min(...xs);
  const east = Math.max(...xs);
  const north = Math.min(...ys);
  const south = Math.max(...ys);
  const scale = Math.min(
    (size.width - 2 * options.padding) / (east - west),
    (size.height - 2 * options.padding) / (south - north),
  );
  // One point: an infinite scale, so the largest zoom allowed (NaN only for a map no larger than its padding).
  let zoom = Number.isNaN(Math.log2(scale)) ? Number.POSITIVE_INFINITY : Math.log2(scale);
  // Within 1% of a whole zoom counts as it (Leaflet's snap), then down to a whole one.
  zoom = Math.floor(Math.round(zoom / 0.01) * 0.01);
  zoom = Math.max(options.minZoom, Math.min(options.maxMapZoom, zoom));
  zoom = Math.min(options.maxZoom, zoom);
  return { center: { x: (west + east) / 2, y: (north + south) / 2 }, zoom };
}

/** The latitude and longitude of a pixel at zoom 0 (Leaflet's `map.unproject(point, 0)`). */
export function unproject(point: Point): [number, number] {
  const lng = (point.x / WORLD - 0.5) * 360;
  const y = (0.5 - point.y / WORLD) * 2 * Math.PI;
  const lat = (2 * Math.atan(Math.exp(y)) - Math.PI / 2) * (180 / Math.PI);
  return [lat, lng];
}

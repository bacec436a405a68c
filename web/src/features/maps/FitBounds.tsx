/**
 * Frames the map on a set of points whenever the set changes (not on every
 * render), keeping one map: the user's own pan and zoom last until the points do.
 */
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

export function FitBounds({
  points,
  maxZoom,
  padding = 32,
}: {
  points: [number, number][];
  maxZoom: number;
  /** Room around the points, in pixels. */
  padding?: number;
}) {
  const map = useMap();
  // One string per set of points: a new array with the same points is no change.
  const key = points.map(([lat, lng]) => `${lat},${lng}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `points`
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points), { padding: [padding, padding], maxZoom });
  }, [key, map, maxZoom, padding]);
  return null;
}

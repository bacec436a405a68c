/**
 * Countries from Natural Earth's 1:110m data (world-atlas, public domain) as
 * GeoJSON: drawn by Leaflet under the tiles (WorldOutline.tsx), and written
 * once as an SVG for the drawn home map (world-outline-svg.ts).
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;

/**
 * A ring that crosses the antimeridian jumps from 180° to -180°; Leaflet would
 * draw that jump as a line across the world. Continuing past 180° draws it whole.
 */
function unwrap(ring: Position[]): Position[] {
  let shift = 0;
  return ring.map(([lng = 0, lat = 0], index) => {
    const previous = ring[index - 1]?.[0];
    if (previous !== undefined) {
      if (lng - previous > 180) shift -= 360;
      else if (previous - lng > 180) shift += 360;
    }
    return [lng + shift, lat];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map(unwrap) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrap)) };
  }
  return geometry;
}

export function worldShapes(): FeatureCollection {
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return {
    type: 'FeatureCollection',
    features: all.features
      // Antarctica rings the pole: no unwrapping closes it, and no listing is there.
      .filter((country) => country.properties?.name !== 'Antarctica')
      .map((country): Feature => ({ ...country, geometry: unwrapGeometry(country.geometry) })),
  };
}

/**
 * Countries drawn from Natural Earth's 1:110m data (world-atlas, public
 * domain), under the tiles: when tiles cannot load (offline, or TILE_URL=none)
 * the map still shows land, borders and where things are.
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import type { PathOptions } from 'leaflet';
import { useMemo } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { usePreferences } from '../../app/preferences.tsx';

const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;

const STYLE: Record<'dark' | 'light', PathOptions> = {
  dark: { fillColor: '#2b3347', fillOpacity: 1, color: '#495472', weight: 0.7 },
  light: { fillColor: '#e8e4d8', fillOpacity: 1, color: '#b9b3a2', weight: 0.7 },
};

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

function worldShapes(): FeatureCollection {
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return {
    type: 'FeatureCollection',
    features: all.features
      // Antarctica rings the pole: no unwrapping closes it, and no listing is there.
      .filter((country) => country.properties?.name !== 'Antarctica')
      .map((country): Feature => ({ ...country, geometry: unwrapGeometry(country.geometry) })),
  };
}

export function WorldOutline() {
  const { theme } = usePreferences();
  const shapes = useMemo(worldShapes, []);
  // Its own pane under the tile pane (z-index 200), so loaded tiles cover it.
  return (
    <Pane name="outline" style={{ zIndex: 150 }}>
      <GeoJSON key={theme} data={shapes} style={STYLE[theme]} interactive={false} />
    </Pane>
  );
}

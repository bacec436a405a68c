/**
 * Land and borders drawn from Natural Earth's 1:110m countries (world-atlas,
 * public domain), under the tiles: when tiles cannot load (offline, or
 * TILE_URL=none) the map still shows where things are.
 */
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import type { PathOptions } from 'leaflet';
import { useMemo } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { usePreferences } from '../../app/preferences.tsx';

const topology = countries as unknown as Topology<{
  countries: GeometryCollection;
  land: GeometryCollection;
}>;

const STYLE: Record<'dark' | 'light', { land: PathOptions; borders: PathOptions }> = {
  dark: {
    land: { fillColor: '#2b3347', fillOpacity: 1, color: '#2b3347', weight: 0 },
    borders: { color: '#495472', weight: 0.7, fill: false },
  },
  light: {
    land: { fillColor: '#e8e4d8', fillOpacity: 1, color: '#e8e4d8', weight: 0 },
    borders: { color: '#b9b3a2', weight: 0.7, fill: false },
  },
};

export function WorldOutline() {
  const { theme } = usePreferences();
  const shapes = useMemo(
    () => ({
      land: feature(topology, topology.objects.land) as FeatureCollection | Feature,
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString,
    }),
    [],
  );
  const style = STYLE[theme];
  // Its own pane under the tile pane (z-index 200), so loaded tiles cover it.
  return (
    <Pane name="outline" style={{ zIndex: 150 }}>
      <GeoJSON key={`land-${theme}`} data={shapes.land} style={style.land} interactive={false} />
      <GeoJSON
        key={`borders-${theme}`}
        data={shapes.borders}
        style={style.borders}
        interactive={false}
      />
    </Pane>
  );
}

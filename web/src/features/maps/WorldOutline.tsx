/**
 * Countries drawn from Natural Earth's 1:110m data (world-atlas, public
 * domain), under the tiles: when tiles cannot load (offline, or TILE_URL=none)
 * the map still shows land, borders and where things are.
 */
import { useMemo } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { usePreferences } from '../../app/preferences.tsx';
import { OUTLINE_COLORS, OUTLINE_WEIGHT } from './outline-colors.ts';
import { worldShapes } from './world-shapes.ts';

export function WorldOutline() {
  const { theme } = usePreferences();
  const shapes = useMemo(worldShapes, []);
  // Its own pane under the tile pane (z-index 200), so loaded tiles cover it.
  return (
    <Pane name="outline" style={{ zIndex: 150 }}>
      <GeoJSON
        key={theme}
        data={shapes}
        style={{ ...OUTLINE_COLORS[theme], fillOpacity: 1, weight: OUTLINE_WEIGHT }}
        interactive={false}
      />
    </Pane>
  );
}

/**
 * GET /api/maps: the tile source the web app's maps use (TILE_URL), so an
 * operator can point every map at their own tile server without a rebuild.
 */
import { Hono } from 'hono';
import { type MapSettings, TILE_MAX_ZOOM } from '../../../shared/maps.ts';
import type { AppEnv } from '../../platform/context.ts';

export function mapRoutes() {
  return new Hono<AppEnv>().get('/', (c) => {
    const { maps } = c.var.deps.config;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      tile_url: maps.tileUrl,
      attribution: maps.tileAttribution,
      max_zoom: TILE_MAX_ZOOM,
    } satisfies MapSettings);
  });
}

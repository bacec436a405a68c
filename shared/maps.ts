/**
 * Map settings shared by server and web (docs/product.md#cities: small map zoom 12,
 * tiles to zoom 19; hero map zoom 1-5).
 */

/** GET /api/maps: where the tiles come from (the server's TILE_URL), or no tiles at all. */
export type MapSettings = { tile_url: string | null; attribution: string; max_zoom: number };

export const TILE_MAX_ZOOM = 19;
export const SMALL_MAP_ZOOM = 12;
export const SMALL_MAP_HEIGHT_PX = 220;
export const HERO_MAP_ZOOM = { min: 1, max: 5 } as const;
/** Browse map mode: whole regions down to streets. */
export const BROWSE_MAP_ZOOM = { min: 2, max: TILE_MAX_ZOOM } as const;
/** Listings the browse map shows at most at once (clustered). */
export const BROWSE_MAP_LIMIT = 1000;
/** GeoNames is credited wherever city data is shown on a map. */
export const GEONAMES_CREDIT = 'City data © GeoNames';

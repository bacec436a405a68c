/**
 * GET    /api/favorites              the user's saved listings, newest saved first, with contacts
 * GET    /api/favorites/ids          just their listing ids
 * PUT    /api/favorites/:listingId   save (idempotent) → 204
 * DELETE /api/favorites/:listingId   unsave (idempotent) → 204
 */
import { Hono } from 'hono';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { addFavorite, favoriteIds, listFavorites, removeFavorite } from './service.ts';

export function favoriteRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await listFavorites(c.var.deps.db, c.var.user.id)))
    .get('/ids', async (c) => c.json(await favoriteIds(c.var.deps.db, c.var.user.id)))
    .put('/:listingId', async (c) => {
      await addFavorite(c.var.deps.db, c.var.user.id, c.req.param('listingId'));
      return c.body(null, 204);
    })
    .delete('/:listingId', async (c) => {
      await removeFavorite(c.var.deps.db, c.var.user.id, c.req.param('listingId'));
      return c.body(null, 204);
    });
}

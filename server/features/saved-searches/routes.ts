/**
 * Saved searches API (issue #44), signed in, each member's own only:
 *   GET    /api/saved-searches           own searches with their new matches, and the limit
 *   POST   /api/saved-searches           save the filters of /browse or /market → 201 (409 over the limit)
 *   PATCH  /api/saved-searches/:id       rename, or change the alert (instant, daily, off)
 *   POST   /api/saved-searches/:id/seen  opened: its matches are no longer new → 204
 *   DELETE /api/saved-searches/:id       → 204
 * Another member's search answers 404, as a missing one does.
 */
import { Hono } from 'hono';
import {
  newSavedSearchSchema,
  savedSearchChangeSchema,
} from '../../../shared/schemas/saved-searches.ts';
import { requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { validate } from '../../platform/validation.ts';
import {
  changeSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  saveSearch,
} from './service.ts';

export function savedSearchRoutes() {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await listSavedSearches(c.var.deps.db, c.var.user.id)))
    .post('/', validate('json', newSavedSearchSchema), async (c) =>
      c.json(await saveSearch(c.var.deps.db, c.var.user.id, c.req.valid('json'), new Date()), 201),
    )
    .patch('/:id', validate('json', savedSearchChangeSchema), async (c) =>
      c.json(
        await changeSavedSearch(
          c.var.deps.db,
          c.var.user.id,
          c.req.param('id'),
          c.req.valid('json'),
        ),
      ),
    )
    .post('/:id/seen', async (c) => {
      await markSavedSearchSeen(c.var.deps.db, c.var.user.id, c.req.param('id'), new Date());
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      await deleteSavedSearch(c.var.deps.db, c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}

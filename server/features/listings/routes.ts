/**
 * Listings API, write side and owner views:
 *   POST   /api/listings          create (JSON, or multipart with photos) → 201 listing
 *   PUT    /api/listings/:id      update, owner only (replaces the contact) → listing
 *   DELETE /api/listings/:id      delete, owner only → 204
 *   GET    /api/listings/mine     own listings, newest first, with contacts
 *   GET    /api/listings/:id      one listing; contact gated by who is reading
 */
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import type { AppEnv } from '../../platform/context.ts';
import { readListingRequest } from './request.ts';
import {
  createListing,
  deleteListing,
  ownListings,
  readListing,
  updateListing,
} from './service.ts';

export function listingRoutes() {
  return new Hono<AppEnv>()
    .get('/mine', requireUser, async (c) => c.json(await ownListings(c.var.deps.db, c.var.user.id)))
    .get('/:id', async (c) =>
      c.json(await readListing(c.var.deps.db, c.req.param('id'), await currentUser(c))),
    )
    .post('/', requireUser, async (c) => {
      const { input, uploads } = await readListingRequest(c);
      return c.json(await createListing(c.var.deps, c.var.user.id, input, uploads), 201);
    })
    .put('/:id', requireUser, async (c) => {
      const { input, uploads } = await readListingRequest(c);
      return c.json(
        await updateListing(c.var.deps, c.var.user.id, c.req.param('id'), input, uploads),
      );
    })
    .delete('/:id', requireUser, async (c) => {
      await deleteListing(c.var.deps, c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}

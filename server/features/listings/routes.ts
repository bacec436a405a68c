/**
 * Listings API.
 * Reads (anyone; contacts only for signed-in readers, see reply.ts). What every signed-out
 * reader gets alike is shared for a few seconds (platform/public-answers.ts); every write
 * below drops it on all instances (changes.ts).
 *   GET    /api/listings              browse: city, category, sub, q, min, max, currency, featured, has_image, today, sort, limit, offset
 *   GET    /api/listings/home         the home rows (optional city)
 *   GET    /api/listings/counts       active listings per subcategory (optional category, city)
 *   GET    /api/listings/map          the browse filters' listings that have a map position (up to 1,000)
 *   GET    /api/listings/:id          one listing
 *   GET    /api/listings/:id/similar  up to 6 of the same city and category
 *   GET    /api/listings/:id/seller   up to 6 of the seller's other listings in its category
 *   POST   /api/listings/:id/view     count a signed-in reader's view (once a day, never the owner's) → 204
 *   POST   /api/listings/:id/reports  report it (signed in or not) → 201
 * Writes (signed in, owner only):
 *   POST   /api/listings              create (JSON, or multipart with photos) → 201 listing
 *   PUT    /api/listings/:id          update (replaces the contact) → listing
 *   DELETE /api/listings/:id          delete → 204
 *   POST   /api/listings/:id/renew    keep it up another LISTING_EXPIRY_DAYS, back from 'expired' (issue #44)
 *   GET    /api/listings/mine         own listings, newest first, with contacts
 */
import { type Context, Hono } from 'hono';
import type { ReportReply } from '../../../shared/moderation.ts';
import { listingInputSchema } from '../../../shared/schemas/listing-input.ts';
import {
  browseQuerySchema,
  countsQuerySchema,
  homeQuerySchema,
  reportSchema,
} from '../../../shared/schemas/listing-query.ts';
import { isAdmin } from '../../platform/auth/admins.ts';
import { currentUser, requireUser } from '../../platform/auth/require-user.ts';
import { clientAddress } from '../../platform/client-address.ts';
import type { AppEnv } from '../../platform/context.ts';
import { readJsonWithPhotos } from '../../platform/json-with-photos.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { isSignedOutRequest } from '../../platform/public-answers.ts';
import { validate } from '../../platform/validation.ts';
import { queueAnnouncementSweep } from '../saved-searches/announcements.ts';
import {
  browseAnswerKey,
  browseListings,
  homeRows,
  mapPoints,
  sellerListings,
  similarListings,
} from './browse.ts';
import { cachedCounts } from './counts-cache.ts';
import { renewListing } from './expiry.ts';
import { memberBrowse, memberListing } from './member-answers.ts';
import { reportListing } from './report.ts';
import {
  createListing,
  deleteListing,
  ownListings,
  readListing,
  updateListing,
} from './service.ts';
import { trackView } from './views.ts';

/** A listing as the post and edit forms send it: its JSON part and its photos. */
const readListingForm = (c: Context<AppEnv>) =>
  readJsonWithPhotos(c, 'listing', 'listing', listingInputSchema);

export function listingRoutes() {
  return new Hono<AppEnv>()
    .get('/', validate('query', browseQuerySchema), async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const query = c.req.valid('query');
      if (isSignedOutRequest(c.req.raw.headers)) {
        return publicAnswers.respond(c, browseAnswerKey(query), () =>
          browseListings(db, query, null),
        );
      }
      const viewer = await currentUser(c);
      return viewer
        ? memberBrowse(c, query, viewer)
        : c.json(await browseListings(db, query, null));
    })
    .get('/home', validate('query', homeQuerySchema), async (c) => {
      // The same for every reader (no contacts): shared by members too.
      const { city } = c.req.valid('query');
      return c.var.deps.publicAnswers.respond(c, `home ${city ?? ''}`, () =>
        homeRows(c.var.deps.db, city),
      );
    })
    .get('/counts', validate('query', countsQuerySchema), async (c) => {
      // Counted every 30 s (counts-cache.ts); the shared answer spares the JSON and brotli.
      const query = c.req.valid('query');
      return c.var.deps.publicAnswers.respond(c, `counts ${JSON.stringify(query)}`, () =>
        cachedCounts(c.var.deps.db, query),
      );
    })
    .get('/map', validate('query', browseQuerySchema), async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const query = c.req.valid('query');
      if (isSignedOutRequest(c.req.raw.headers)) {
        return publicAnswers.respond(c, `map ${JSON.stringify(query)}`, () =>
          mapPoints(db, query, null),
        );
      }
      return c.json(await mapPoints(db, query, await currentUser(c)));
    })
    .get('/mine', requireUser, async (c) => c.json(await ownListings(c.var.deps.db, c.var.user.id)))
    .get('/:id', async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const id = c.req.param('id');
      if (isSignedOutRequest(c.req.raw.headers)) {
        return publicAnswers.respond(c, `listing ${id}`, () => readListing(db, id, null));
      }
      const viewer = await currentUser(c);
      if (!viewer) return c.json(await readListing(db, id, null));
      return memberListing(c, id, { id: viewer.id, moderator: isAdmin(c.var.deps.config, viewer) });
    })
    .get('/:id/similar', async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const id = c.req.param('id');
      return publicAnswers.respond(c, `similar ${id}`, async () =>
        similarListings(db, await readListing(db, id, null)),
      );
    })
    .get('/:id/seller', async (c) => {
      const { db, publicAnswers } = c.var.deps;
      const id = c.req.param('id');
      // Only an active listing's seller is shown (readListing as nobody): the same for every reader.
      return publicAnswers.respond(c, `seller ${id}`, async () => {
        const listing = await readListing(db, id, null);
        return sellerListings(db, {
          id: listing.id,
          userId: listing.user_id,
          category: listing.category,
        });
      });
    })
    .post('/:id/view', async (c) => {
      // Only signed-in readers count (docs/product.md#listings); anyone else is a quiet no-op.
      const reader = await currentUser(c);
      if (reader) await trackView(c.var.deps.db, c.req.param('id'), reader.id).catch(() => false);
      return c.body(null, 204);
    })
    .post('/:id/reports', validate('json', reportSchema), async (c) => {
      const reader = await currentUser(c);
      const { reason, details } = c.req.valid('json');
      await reportListing(c.var.deps, {
        listingId: c.req.param('id'),
        reporterId: reader?.id ?? null,
        address: clientAddress(c),
        reason,
        details,
      });
      return c.json({ reported: true } satisfies ReportReply, 201);
    })
    .post('/', requireUser, async (c) => {
      const { input, uploads } = await readListingForm(c);
      const listing = await createListing(c.var.deps, c.var.user.id, input, uploads);
      await listingsChanged(c.var.deps, { newListingCategory: listing.category });
      // Saved searches hear of it from a sweep on the job queue (its row was written with
      // the listing), not holding up the answer; a queue that cannot take it is logged.
      await queueAnnouncementSweep(c.var.deps, c.var.deps.config.savedSearchGatherMs);
      return c.json(listing, 201);
    })
    .put('/:id', requireUser, async (c) => {
      const { input, uploads } = await readListingForm(c);
      const listing = await updateListing(
        c.var.deps,
        c.var.user.id,
        c.req.param('id'),
        input,
        uploads,
      );
      await listingsChanged(c.var.deps);
      return c.json(listing);
    })
    .post('/:id/renew', requireUser, async (c) =>
      c.json(await renewListing(c.var.deps, c.var.user.id, c.req.param('id'), new Date())),
    )
    .delete('/:id', requireUser, async (c) => {
      await deleteListing(c.var.deps, c.var.user.id, c.req.param('id'));
      await listingsChanged(c.var.deps);
      return c.body(null, 204);
    });
}

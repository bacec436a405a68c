/**
 * Fixtures that fill a route's parameter in rows of several features (a row's
 * `params`): each takes the matrix's context and gives the id to send.
 */
import type { Listing } from '../../db/schema/listings.ts';
import type { AccessContext } from './types.ts';

/** The owner's shared active listing, for rows that only read it. */
export const theListing = (ctx: AccessContext) => ctx.listing.id;

/** The owner themselves, for routes about a member. */
export const theOwner = (ctx: AccessContext) => ctx.owner.userId;

/** A fresh listing of the owner per request (active unless `status` says otherwise), so an edit or delete never meets the next role's. */
export const freshListing =
  (status: Listing['status'] = 'active') =>
  async (ctx: AccessContext) =>
    (await ctx.newListing({ status })).id;

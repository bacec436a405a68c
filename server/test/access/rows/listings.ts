/** Listings and favourites: anyone reads active listings; only owners change theirs. */
import { all, ownerOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow, Role } from '../types.ts';

const listingJson = {
  title: 'A room near the lake',
  category: 'housing',
  subcategory: 'rooms_shared',
  city: 'Oakland',
  contact: { phone: '+1 555 0100' },
};

/** A fresh listing of the owner for each role, so a delete or edit never meets the next role's. */
const ownListing = async (ctx: AccessContext, _role: Role) => (await ctx.newListing()).id;

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/listings', expect: all(200) },
  { method: 'GET', route: '/api/listings/home', expect: all(200) },
  { method: 'GET', route: '/api/listings/counts', expect: all(200) },
  { method: 'GET', route: '/api/listings/map', expect: all(200) },
  { method: 'GET', route: '/api/listings/mine', expect: signedIn(200) },
  {
    method: 'GET',
    route: '/api/listings/:id',
    case: 'active listing',
    expect: all(200),
    request: (ctx) => ({ path: `/api/listings/${ctx.listing.id}` }),
  },
  {
    method: 'GET',
    route: '/api/listings/:id',
    case: 'inactive listing: its owner only',
    expect: { anonymous: 404, owner: 200, other: 404 },
    request: async (ctx) => ({
      path: `/api/listings/${(await ctx.newListing({ status: 'inactive' })).id}`,
    }),
  },
  {
    method: 'GET',
    route: '/api/listings/:id/similar',
    expect: all(200),
    request: (ctx) => ({ path: `/api/listings/${ctx.listing.id}/similar` }),
  },
  {
    method: 'GET',
    route: '/api/listings/:id/seller',
    expect: all(200),
    request: (ctx) => ({ path: `/api/listings/${ctx.listing.id}/seller` }),
  },
  {
    method: 'POST',
    route: '/api/listings/:id/view',
    expect: all(204),
    request: (ctx) => ({ path: `/api/listings/${ctx.listing.id}/view` }),
  },
  {
    method: 'POST',
    route: '/api/listings/:id/reports',
    case: 'anyone may report, signed in or not; its owner has no need to',
    expect: { anonymous: 201, owner: 400, other: 201 },
    request: (ctx) => ({
      path: `/api/listings/${ctx.listing.id}/reports`,
      json: { details: 'Looks like a scam' },
    }),
  },
  {
    method: 'POST',
    route: '/api/listings',
    expect: signedIn(201),
    request: () => ({ path: '/api/listings', json: listingJson }),
  },
  {
    method: 'PUT',
    route: '/api/listings/:id',
    expect: ownerOnly(200),
    request: async (ctx, role) => ({
      path: `/api/listings/${await ownListing(ctx, role)}`,
      json: listingJson,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/listings/:id',
    expect: ownerOnly(204),
    request: async (ctx, role) => ({ path: `/api/listings/${await ownListing(ctx, role)}` }),
  },
  {
    method: 'GET',
    route: '/api/listings/:id',
    case: 'expired listing: 410 to visitors, its owner still reads it (issue #44)',
    expect: { anonymous: 410, owner: 200, other: 410 },
    request: async (ctx) => ({
      path: `/api/listings/${(await ctx.newListing({ status: 'expired' })).id}`,
    }),
  },
  {
    method: 'POST',
    route: '/api/listings/:id/renew',
    expect: ownerOnly(200),
    request: async (ctx) => ({
      path: `/api/listings/${(await ctx.newListing({ status: 'expired' })).id}/renew`,
    }),
  },
  { method: 'GET', route: '/api/favorites', expect: signedIn(200) },
  { method: 'GET', route: '/api/favorites/ids', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/favorites/:listingId',
    case: 'the owner cannot save their own listing',
    expect: { ...signedIn(204), owner: 403 },
    request: (ctx) => ({ path: `/api/favorites/${ctx.listing.id}` }),
  },
  {
    method: 'DELETE',
    route: '/api/favorites/:listingId',
    expect: signedIn(204),
    request: (ctx) => ({ path: `/api/favorites/${ctx.listing.id}` }),
  },
];

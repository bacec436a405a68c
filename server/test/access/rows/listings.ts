/** Listings and favourites: anyone reads active listings; only owners change theirs. */
import { all, ownerOnly, signedIn } from '../expect.ts';
import { freshListing, theListing } from '../fixtures.ts';
import type { AccessRow } from '../types.ts';

const listingJson = {
  title: 'A room near the lake',
  category: 'housing',
  subcategory: 'rooms_shared',
  city: 'Oakland',
  contact: { phone: '+1 555 0100' },
};

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
    params: theListing,
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/listings/:id',
    case: 'inactive listing: its owner only',
    params: freshListing('inactive'),
    expect: { anonymous: 404, owner: 200, other: 404 },
  },
  { method: 'GET', route: '/api/listings/:id/similar', params: theListing, expect: all(200) },
  { method: 'GET', route: '/api/listings/:id/seller', params: theListing, expect: all(200) },
  { method: 'POST', route: '/api/listings/:id/view', params: theListing, expect: all(204) },
  {
    method: 'POST',
    route: '/api/listings/:id/reports',
    case: 'anyone may report, signed in or not; its owner has no need to',
    params: theListing,
    json: { details: 'Looks like a scam' },
    expect: { anonymous: 201, owner: 400, other: 201 },
  },
  { method: 'POST', route: '/api/listings', json: listingJson, expect: signedIn(201) },
  // A fresh listing of the owner for each role, so a delete or edit never meets the next role's.
  {
    method: 'PUT',
    route: '/api/listings/:id',
    params: freshListing(),
    json: listingJson,
    expect: ownerOnly(200),
  },
  { method: 'DELETE', route: '/api/listings/:id', params: freshListing(), expect: ownerOnly(204) },
  {
    method: 'GET',
    route: '/api/listings/:id',
    case: 'expired listing: 410 to visitors, its owner still reads it (issue #44)',
    params: freshListing('expired'),
    expect: { anonymous: 410, owner: 200, other: 410 },
  },
  {
    method: 'POST',
    route: '/api/listings/:id/renew',
    params: freshListing('expired'),
    expect: ownerOnly(200),
  },
  { method: 'GET', route: '/api/favorites', expect: signedIn(200) },
  { method: 'GET', route: '/api/favorites/ids', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/favorites/:listingId',
    case: 'the owner cannot save their own listing',
    params: theListing,
    expect: { ...signedIn(204), owner: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/favorites/:listingId',
    params: theListing,
    expect: signedIn(204),
  },
];

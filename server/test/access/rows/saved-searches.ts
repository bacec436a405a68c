/** Saved searches (issue #44): each member's own; another's answers 404, as a missing one does. */
import { savedSearches } from '../../../db/schema/saved-searches.ts';
import { memberOnly, signedIn } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** A fresh saved search of the owner for each role, so a delete never meets the next role's. */
async function ownSearch(ctx: AccessContext) {
  const [row] = await ctx.database.db
    .insert(savedSearches)
    .values({
      userId: ctx.owner.userId,
      name: 'Rooms in Oakland',
      query: { page: 'browse', city: 'Oakland', has_image: false, featured: false },
      cityKey: 'oakland',
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('no saved search');
  return row.id;
}

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/saved-searches', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/saved-searches',
    json: { name: 'Jobs', page: 'browse', params: { category: 'jobs' } },
    expect: signedIn(201),
  },
  {
    method: 'PATCH',
    route: '/api/saved-searches/:id',
    params: ownSearch,
    json: { alert: 'daily' },
    expect: memberOnly(200),
  },
  {
    method: 'POST',
    route: '/api/saved-searches/:id/seen',
    params: ownSearch,
    expect: memberOnly(204),
  },
  {
    method: 'DELETE',
    route: '/api/saved-searches/:id',
    params: ownSearch,
    expect: memberOnly(204),
  },
];

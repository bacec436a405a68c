/**
 * Demo saved searches (issue #44): the first demo member (Selam) keeps three,
 * one per kind of alert, so /account/searches shows a living page on a fresh
 * site; the listings of the last three days that match count as new. Fixed
 * ids and ON CONFLICT DO NOTHING: a second run adds nothing.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { savedFilters } from '../../../shared/saved-searches.ts';
import { browseQuerySchema } from '../../../shared/schemas/listing-query.ts';
import { listings } from '../../db/schema/listings.ts';
import { savedSearches } from '../../db/schema/saved-searches.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeed } from '../demo/feature-seed.ts';
import { stableUuid } from '../demo/random.ts';
import { matchColumns, recordMatches } from './matching.ts';

const SEARCHES = [
  { name: 'Rooms in Oakland', params: { city: 'Oakland', category: 'housing' }, alert: 'instant' },
  { name: 'Jobs in Washington', params: { city: 'Washington', category: 'jobs' }, alert: 'daily' },
  { name: 'Injera and mesob', params: { q: 'injera' }, alert: 'off' },
] as const;

const DAY_MS = 86_400_000;

export const seedSavedSearchesDemo: FeatureSeed = async ({ db, now }) => {
  const member = DEMO_USERS[0]?.id;
  if (!member) return { savedSearches: 0 };
  const seen = new Date(now.getTime() - 3 * DAY_MS);
  const added = await db
    .insert(savedSearches)
    .values(
      SEARCHES.map((search) => {
        const filters = savedFilters(browseQuerySchema.parse(search.params), 'browse');
        return {
          id: stableUuid(`saved-search:${search.name}`),
          userId: member,
          name: search.name,
          query: filters,
          ...matchColumns(filters),
          alert: search.alert,
          lastSeenAt: seen,
          lastDigestAt: seen,
          createdAt: new Date(now.getTime() - 20 * DAY_MS),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: savedSearches.id });
  if (added.length === 0) return { savedSearches: 0 };
  // The last week's listings meet the searches as if just published (hits only: no alerts).
  const recent = await db
    .select({ id: listings.id, createdAt: listings.createdAt })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'active'),
        gte(listings.createdAt, new Date(now.getTime() - 7 * DAY_MS)),
      ),
    )
    .orderBy(desc(listings.createdAt));
  for (const listing of recent) await recordMatches(db, listing.id, listing.createdAt);
  return { savedSearches: added.length };
};

/**
 * Profiles saved before discovery measured distance (issue #40) have a city
 * but no coordinates, and a distance filter would leave them out of everyone's
 * discovery until their owners saved again. Once at start-up, each instance
 * places them with the gazetteer; running twice at once is harmless (the same
 * values), and a city the gazetteer does not know simply stays unplaced.
 */
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchProfiles } from '../../db/schema/match.ts';
import { cityCoordinates } from './service.ts';

/** Rows placed per statement. */
const BATCH = 500;

/** Gives coordinates to every profile whose city has none yet; returns how many it placed. */
export async function locateMatchProfiles(db: Db): Promise<number> {
  const unplaced = await db
    .select({
      userId: matchProfiles.userId,
      city: matchProfiles.city,
      country: matchProfiles.country,
    })
    .from(matchProfiles)
    .where(and(isNotNull(matchProfiles.city), isNull(matchProfiles.cityLat)));
  const placed = unplaced
    .map((row) => ({ userId: row.userId, ...cityCoordinates(row.city, row.country) }))
    .filter((row) => row.cityLat !== null && row.cityLon !== null);
  for (let start = 0; start < placed.length; start += BATCH) {
    const batch = placed.slice(start, start + BATCH);
    await db.execute(sql`
      UPDATE ${matchProfiles} AS p
         SET city_lat = v.lat, city_lon = v.lon
        FROM unnest(${sql.param(batch.map((r) => r.userId))}::text[],
                    ${sql.param(batch.map((r) => r.cityLat))}::float8[],
                    ${sql.param(batch.map((r) => r.cityLon))}::float8[]) AS v(user_id, lat, lon)
       WHERE p.user_id = v.user_id AND p.city_lat IS NULL`);
  }
  return placed.length;
}

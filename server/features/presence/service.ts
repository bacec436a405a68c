/**
 * Presence (docs/product.md#cities Presence cycle):
 * a signed-in user's page touches their row every 45 s while visible; the live
 * answer counts the rows seen in the last 5 minutes that have a city, per city,
 * placed with the offline gazetteer (never a third-party geocoder). A city the
 * gazetteer cannot place still counts in the total but has no map marker.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { MAP_TOP_CITIES, PRESENCE_WINDOW_MS } from '../../../shared/constants.ts';
import type { LivePresence, PresenceCity } from '../../../shared/presence.ts';
import type { Db } from '../../db/client.ts';
import { presence } from '../../db/schema/presence.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';

/** Rows seen within the window, by the database's clock (the one that wrote them). */
const recent = () =>
  gte(presence.lastSeen, sql`now() - make_interval(secs => ${PRESENCE_WINDOW_MS / 1000})`);

/**
 * Records that the user is here now, in `city` or else their profile's city.
 * Returns whether the live counts change because of it (the user was not
 * counted before, stops being counted, or moved city), so the caller can tell
 * listening pages.
 */
export async function touchPresence(
  db: Db,
  userId: string,
  city?: string | null,
): Promise<{ city: string; changed: boolean }> {
  const place = (city?.trim() || (await profileCity(db, userId)) || '').trim();
  // The row as it was and the upsert in one statement: the CTE reads the snapshot before the write.
  const result = await db.execute<{ old_city: string | null; was_recent: boolean | null }>(sql`
    WITH old AS (
      SELECT ${presence.city} AS city, ${recent()} AS recent FROM ${presence} WHERE ${presence.userId} = ${userId}
    ), touched AS (
      INSERT INTO ${presence} (user_id, city, last_seen) VALUES (${userId}, ${place}, now())
      ON CONFLICT (user_id) DO UPDATE SET city = EXCLUDED.city, last_seen = now()
      RETURNING 1
    )
    SELECT (SELECT city FROM old) AS old_city, (SELECT recent FROM old) AS was_recent,
           (SELECT count(*) FROM touched) AS touched`);
  const before = result.rows[0];
  const oldCity = before?.old_city?.trim() ?? '';
  const wasCounted = before?.was_recent === true && oldCity !== '';
  const isCounted = place !== '';
  const changed = wasCounted !== isCounted || (isCounted && oldCity !== place);
  return { city: place, changed };
}

async function profileCity(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ city: profiles.city })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.city ?? null;
}

/** The live answer: everyone seen in the window with a city, and the top cities with a map position. */
export async function livePresence(db: Db): Promise<LivePresence> {
  // Grouped by the whole text: 'Portland, OR' and 'Portland, ME' are two places;
  // spellings of one place ('Oakland', 'oakland, CA') meet again below, by position.
  const rows = await db
    .select({
      city: sql<string>`min(btrim(${presence.city}))`,
      count: sql<number>`count(*)::int`,
    })
    .from(presence)
    .where(and(recent(), sql`btrim(${presence.city}) <> ''`))
    .groupBy(sql`lower(btrim(${presence.city}))`)
    .orderBy(sql`count(*) DESC`);

  const gazetteer = getGazetteer();
  const placed = new Map<string, PresenceCity>();
  let total = 0;
  for (const row of rows) {
    total += row.count;
    const found = gazetteer.locate(row.city);
    if (!found) continue;
    const id = `${found.name}|${found.lat}|${found.lon}`;
    const same = placed.get(id);
    if (same) same.count += row.count;
    else placed.set(id, { city: found.name, count: row.count, lat: found.lat, lng: found.lon });
  }
  const cities = [...placed.values()]
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
    .slice(0, MAP_TOP_CITIES);
  return { total, cities };
}

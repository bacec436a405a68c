/**
 * Presence (spec core §4 Presence cycle, §7 touch_presence and live presence):
 * a signed-in user's page touches their row every 45 s while visible; the live
 * answer counts the rows seen in the last 5 minutes that have a city, per city,
 * placed with the offline gazetteer (never a third-party geocoder). A city the
 * gazetteer cannot place still counts in the total but has no map marker.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { MAP_TOP_CITIES, PRESENCE_WINDOW_MS } from '../../../shared/constants.ts';
import type { LivePresence, PresenceCity } from '../../../shared/presence.ts';
import type { Db } from '../../db/client.ts';
import { cityKey } from '../../db/schema/listings.ts';
import { presence } from '../../db/schema/presence.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';

/**
 * Records that the user is here now, in `city` or else their profile's city.
 * Returns whether the live counts change because of it (the user was not
 * counted before, or moved city), so the caller can tell listening pages.
 */
export async function touchPresence(
  db: Db,
  userId: string,
  city?: string | null,
): Promise<{ city: string; changed: boolean }> {
  const place = (city ?? (await profileCity(db, userId)) ?? '').trim();
  const [before] = await db
    .select({ city: presence.city, lastSeen: presence.lastSeen })
    .from(presence)
    .where(eq(presence.userId, userId));
  await db
    .insert(presence)
    .values({ userId, city: place, lastSeen: sql`now()` })
    .onConflictDoUpdate({ target: presence.userId, set: { city: place, lastSeen: sql`now()` } });
  const wasCounted =
    before !== undefined &&
    before.city.trim() !== '' &&
    Date.now() - before.lastSeen.getTime() < PRESENCE_WINDOW_MS;
  const isCounted = place !== '';
  const changed = wasCounted !== isCounted || (isCounted && before?.city.trim() !== place);
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
  const recent = and(
    gte(presence.lastSeen, sql`now() - make_interval(secs => ${PRESENCE_WINDOW_MS / 1000})`),
    sql`btrim(${presence.city}) <> ''`,
  );
  const key = cityKey(presence.city);
  const rows = await db
    .select({
      // One spelling of the city as people wrote it; the gazetteer names it properly.
      sample: sql<string>`min(btrim(${presence.city}))`,
      count: sql<number>`count(*)::int`,
    })
    .from(presence)
    .where(recent)
    .groupBy(key)
    .orderBy(sql`count(*) DESC`);

  const gazetteer = getGazetteer();
  const placed = new Map<string, PresenceCity>();
  let total = 0;
  for (const row of rows) {
    total += row.count;
    const found = gazetteer.locate(row.sample);
    if (!found) continue;
    // 'Washington' and 'Washington DC' are one place on the map.
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

/**
 * 'Nearest first' (issue #40: an Oakland member opened /market on Melbourne):
 * the reader's city first, then the other cities by distance, then listings
 * in places the gazetteer does not know. The listings' cities are few beside
 * the listings, so they are read once per request, placed with the in-memory
 * gazetteer and ranked here; the database then orders by that rank.
 */
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { distanceMetres } from '../../../shared/map-point.ts';
import type { Db } from '../../db/client.ts';
import { cityKey, listings } from '../../db/schema/listings.ts';
import { getGazetteer } from '../../platform/cities/gazetteer.ts';

/** More distinct cities than this among the matches: the rest count as unknown places. */
const MAX_RANKED_CITIES = 5_000;

/** The JS twin of cityKey(): the part before the first comma, trimmed, lower-cased. */
export function cityKeyOf(city: string): string {
  return (city.split(',')[0] ?? '').trim().toLowerCase();
}

type PlacedCity = { key: string; city: string; country: string | null };

/**
 * The city keys in the order they are shown: `near` first, then by distance
 * from it. Cities the gazetteer cannot place are left out (they come last).
 */
export function rankCities(near: string, cities: PlacedCity[]): string[] {
  const gazetteer = getGazetteer();
  const homeKey = cityKeyOf(near);
  const home = gazetteer.locate(near);
  const ranked: { key: string; distance: number }[] = [];
  for (const { key, city, country } of cities) {
    if (key === homeKey) {
      ranked.push({ key, distance: -1 });
      continue;
    }
    if (!home) continue;
    const place = gazetteer.locate(city, country ?? undefined);
    if (!place) continue;
    ranked.push({
      key,
      distance: distanceMetres(
        { lat: home.lat, lng: home.lon },
        { lat: place.lat, lng: place.lon },
      ),
    });
  }
  return ranked.sort((a, b) => a.distance - b.distance).map((city) => city.key);
}

/** The ORDER BY for nearest first among the listings `filters` find; newest first within a city. */
export async function nearestOrder(db: Db, filters: SQL[], near: string): Promise<SQL[]> {
  const key = cityKey(listings.city);
  const cities = await db
    .select({
      key: sql<string>`${key}`,
      city: sql<string>`min(${listings.city})`,
      country: sql<string | null>`min(${listings.country})`,
    })
    .from(listings)
    .where(and(...filters))
    .groupBy(key)
    .limit(MAX_RANKED_CITIES);
  const order = rankCities(near, cities);
  return [
    sql`array_position(${sql.param(order)}::text[], ${key}) ASC NULLS LAST`,
    desc(listings.createdAt),
    desc(listings.id),
  ];
}

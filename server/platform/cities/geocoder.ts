/**
 * Street addresses and cities to map positions, for the post form.
 * - With GEOCODER_URL (a Nominatim-compatible service), a street address is
 *   looked up there once: answers, misses included, are kept in the shared
 *   geocode_cache table for 30 days (Nominatim's usage policy asks clients to
 *   cache, and the form asks only on blur).
 * - Without it, or when the address is not found, the city's centre from the
 *   offline gazetteer stands in, so the lookup works with no network at all.
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { GeocodeReply } from '../../../shared/geocode.ts';
import type { GeocodeQuery } from '../../../shared/schemas/geocode.ts';
import type { Db } from '../../db/client.ts';
import { geocodeCache } from '../../db/schema/presence.ts';
import type { Logger } from '../logger.ts';
import { getGazetteer } from './gazetteer.ts';

const CACHE_DAYS = 30;
const TIMEOUT_MS = 5_000;
/** Nominatim's usage policy: at most one request a second (from this instance). */
const MIN_GAP_MS = 1_000;

type Position = { lat: number; lng: number };

export type Geocoder = { geocode(query: GeocodeQuery): Promise<GeocodeReply | null> };

export function createGeocoder(options: {
  /** Base URL of the Nominatim-compatible service; null for the gazetteer only. */
  url: string | null;
  db: Db;
  logger: Logger;
  /** Identifies this site to the service (its usage policy asks for one). */
  userAgent: string;
}): Geocoder {
  const { url, db, logger } = options;
  // Requests to the service leave one after another, a second apart.
  let queue: Promise<unknown> = Promise.resolve();
  let lastSent = 0;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(async () => {
      const wait = lastSent + MIN_GAP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastSent = Date.now();
      return work();
    });
    queue = turn.catch(() => {});
    return turn;
  };

  /** The service's answer: a position, null when it knows no such place, undefined when it could not be asked. */
  async function lookUp(text: string): Promise<Position | null | undefined> {
    if (!url) return undefined;
    // Kept by a digest: the table holds no one's address.
    const key = createHash('sha256')
      .update(text.toLowerCase().replace(/\s+/g, ' ').trim())
      .digest('base64url');
    const [cached] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
    if (cached && Date.now() - cached.createdAt.getTime() < CACHE_DAYS * 86_400_000) {
      return cached.lat !== null && cached.lng !== null
        ? { lat: cached.lat, lng: cached.lng }
        : null;
    }
    const search = new URL(`${url}/search`);
    search.search = new URLSearchParams({ format: 'json', limit: '1', q: text }).toString();
    let found: Position | null;
    try {
      const response = await inTurn(() =>
        fetch(search, {
          headers: { 'User-Agent': options.userAgent, 'Accept-Language': 'en' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      if (!response.ok) throw new Error(`answered ${response.status}`);
      found = firstPosition(await response.json());
    } catch (error) {
      // Not kept: the service may answer next time.
      logger.warn({ err: error }, 'Geocoder lookup failed');
      return undefined;
    }
    const row = { lat: found?.lat ?? null, lng: found?.lng ?? null };
    await db
      .insert(geocodeCache)
      .values({ query: key, ...row })
      .onConflictDoUpdate({ target: geocodeCache.query, set: { ...row, createdAt: new Date() } });
    // Now and then, forget answers past their time, so the table stays small.
    if (Math.random() < 0.01) {
      await db
        .delete(geocodeCache)
        .where(lt(geocodeCache.createdAt, sql`now() - make_interval(days => ${CACHE_DAYS})`));
    }
    return found;
  }

  return {
    async geocode({ address, city, country }) {
      if (address) {
        const found = await lookUp([address, city, country].filter(Boolean).join(', '));
        if (found) return { ...found, precision: 'address' };
      }
      if (!city) return null;
      const place = getGazetteer().locate(city, country || undefined);
      if (place)
        return { lat: place.lat, lng: place.lon, precision: 'city', country: place.country };
      const found = await lookUp([city, country].filter(Boolean).join(', '));
      return found ? { ...found, precision: 'city' } : null;
    },
  };
}

/** Nominatim answers `[{lat: "47.6", lon: "-122.3", ...}]`; anything else is no answer. */
function firstPosition(body: unknown): Position | null {
  if (!Array.isArray(body)) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
  const lat = Number(first?.lat);
  const lng = Number(first?.lon);
  if (!first || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

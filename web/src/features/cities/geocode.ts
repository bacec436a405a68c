/**
 * The post form's location lookup, through GET /api/cities/geocode (the
 * configured geocoder, or the offline gazetteer's city centres). City-only
 * answers are also kept in memory and in browser storage under
 * 'cityGeocodeCache', keyed by city name (docs/product.md#cities Geocode cache entry);
 * failing to read or write that storage is ignored (docs/product.md#cities).
 */
import { GEOCODE_CACHE_KEY, type GeocodeReply } from '@shared/geocode.ts';
import { apiFetch } from '../../app/api.ts';
import { safeStorage } from '../../app/storage.ts';

type CacheEntry = { lat: number; lng: number };

let memory: Record<string, CacheEntry> | undefined;

function cache(): Record<string, CacheEntry> {
  if (memory) return memory;
  try {
    const parsed = JSON.parse(safeStorage.get(GEOCODE_CACHE_KEY) ?? '{}') as unknown;
    memory = parsed && typeof parsed === 'object' ? (parsed as Record<string, CacheEntry>) : {};
  } catch (error) {
    console.warn('Geocode cache could not be read', error);
    memory = {};
  }
  return memory;
}

const cityKey = (city: string, country: string) =>
  [city, country]
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .join(', ');

export async function geocode(place: {
  address: string;
  city: string;
  country: string;
}): Promise<GeocodeReply | null> {
  const key = cityKey(place.city, place.country);
  const known = place.address ? undefined : cache()[key];
  if (known && Number.isFinite(known.lat) && Number.isFinite(known.lng)) {
    return { ...known, precision: 'city' };
  }
  const search = new URLSearchParams({
    address: place.address,
    city: place.city,
    country: place.country,
  });
  let found: GeocodeReply;
  try {
    found = await apiFetch<GeocodeReply>(`/cities/geocode?${search}`);
  } catch (error) {
    // docs/product.md#cities: geocoding failures are logged only.
    console.warn('Location lookup failed', error);
    return null;
  }
  if (found.precision === 'city' && key) {
    cache()[key] = { lat: found.lat, lng: found.lng };
    safeStorage.set(GEOCODE_CACHE_KEY, JSON.stringify(cache()));
  }
  return found;
}

/**
 * The post form's location lookup (spec core §4 Location): a street address
 * (with its city) or a city alone becomes a map position.
 */
import { z as zod } from 'zod';
import { safeText } from './text.ts';

const part = (max: number) => safeText().trim().max(max).optional().default('');

export const geocodeQuerySchema = zod
  .object({ address: part(300), city: part(120), country: part(80) })
  .refine((q) => q.address !== '' || q.city !== '', {
    message: 'Give an address or a city to look up.',
    path: ['city'],
  });
export type GeocodeQuery = zod.output<typeof geocodeQuerySchema>;

/**
 * 'address': the street address was found; 'city': the city's centre stands
 * in. `country` is the city's country when the gazetteer placed it.
 */
export type GeocodeReply = {
  lat: number;
  lng: number;
  precision: 'address' | 'city';
  country?: string;
};

/** Browser storage key of the city → position cache (spec core §9). */
export const GEOCODE_CACHE_KEY = 'cityGeocodeCache';

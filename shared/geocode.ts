/**
 * The post form's location lookup (docs/product.md#cities Location): a street address
 * (with its city) or a city alone becomes a map position.
 */

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

/** Browser storage key of the city → position cache (docs/product.md#cities). */
export const GEOCODE_CACHE_KEY = 'cityGeocodeCache';

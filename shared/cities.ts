/**
 * The city picker's search (GET /api/cities?q=): its query, its reply and the
 * text a chosen city leaves in the box, shared by the server and the web app.
 */

/** Longer than any city name with its country; anything longer is not a city being typed. */
export const CITY_QUERY_MAX_CHARS = 100;

/**
 * One city. `country` is the English country name; `region` is the state or
 * province code where the data has a readable one ('OR', 'ME', 'ON'), so the
 * list can tell Portland OR from Portland ME; otherwise null.
 */
export type CitySearchResult = {
  name: string;
  country: string;
  region: string | null;
  lat: number;
  lon: number;
};

export type CitySearchReply = { cities: CitySearchResult[] };

/** What the picker puts in the box: 'Portland, United States'. */
export function cityLabel(result: CitySearchResult): string {
  return `${result.name}, ${result.country}`;
}

/**
 * A small fixed gazetteer the demo seed places its listings with (the site's
 * own city search and geocoding use the world gazetteer on the server,
 * server/platform/cities). It knows the 12 US cities the post form suggests and the
 * diaspora cities the demo data uses; coordinates are GeoNames' (CC BY 4.0),
 * rounded to 4 decimals (about 10 m).
 */

export type Place = { name: string; country: string; lat: number; lng: number };

export const PLACES: readonly Place[] = [
  // The post form's city suggestions (CITY_SUGGESTIONS in listings.ts).
  { name: 'Washington', country: 'United States', lat: 38.8951, lng: -77.0364 },
  { name: 'Seattle', country: 'United States', lat: 47.6062, lng: -122.3321 },
  { name: 'Minneapolis', country: 'United States', lat: 44.98, lng: -93.2638 },
  { name: 'Oakland', country: 'United States', lat: 37.8044, lng: -122.2708 },
  { name: 'Los Angeles', country: 'United States', lat: 34.0522, lng: -118.2437 },
  { name: 'San Jose', country: 'United States', lat: 37.3394, lng: -121.895 },
  { name: 'Dallas', country: 'United States', lat: 32.7831, lng: -96.8067 },
  { name: 'Houston', country: 'United States', lat: 29.7633, lng: -95.3633 },
  { name: 'Atlanta', country: 'United States', lat: 33.749, lng: -84.388 },
  { name: 'Denver', country: 'United States', lat: 39.7392, lng: -104.9847 },
  { name: 'Las Vegas', country: 'United States', lat: 36.175, lng: -115.1372 },
  { name: 'Columbus', country: 'United States', lat: 39.9612, lng: -82.9988 },
  // Home cities.
  { name: 'Addis Ababa', country: 'Ethiopia', lat: 9.025, lng: 38.7469 },
  { name: 'Mekelle', country: 'Ethiopia', lat: 13.4967, lng: 39.4753 },
  { name: 'Asmara', country: 'Eritrea', lat: 15.3381, lng: 38.9318 },
  // The wider diaspora.
  { name: 'Toronto', country: 'Canada', lat: 43.7001, lng: -79.4163 },
  { name: 'Calgary', country: 'Canada', lat: 51.0501, lng: -114.0853 },
  { name: 'London', country: 'United Kingdom', lat: 51.5085, lng: -0.1257 },
  { name: 'Frankfurt', country: 'Germany', lat: 50.1155, lng: 8.6842 },
  { name: 'Stockholm', country: 'Sweden', lat: 59.3294, lng: 18.0687 },
  { name: 'Oslo', country: 'Norway', lat: 59.9127, lng: 10.7461 },
  { name: 'Amsterdam', country: 'Netherlands', lat: 52.374, lng: 4.8897 },
  { name: 'Rome', country: 'Italy', lat: 41.8919, lng: 12.5113 },
  { name: 'Tel Aviv', country: 'Israel', lat: 32.0809, lng: 34.7806 },
  { name: 'Dubai', country: 'United Arab Emirates', lat: 25.0773, lng: 55.3093 },
  { name: 'Nairobi', country: 'Kenya', lat: -1.2833, lng: 36.8167 },
  { name: 'Khartoum', country: 'Sudan', lat: 15.5518, lng: 32.5324 },
  { name: 'Melbourne', country: 'Australia', lat: -37.814, lng: 144.9633 },
];

/** Other spellings people type, including the Ge'ez names of the home cities. */
const ALIASES: Record<string, string> = {
  'washington dc': 'Washington',
  'washington d.c.': 'Washington',
  addis: 'Addis Ababa',
  'addis abeba': 'Addis Ababa',
  'ኣዲስ ኣበባ': 'Addis Ababa',
  'አዲስ አበባ': 'Addis Ababa',
  "mek'ele": 'Mekelle',
  mekele: 'Mekelle',
  makelle: 'Mekelle',
  መቐለ: 'Mekelle',
  asmera: 'Asmara',
  ኣስመራ: 'Asmara',
  አስመራ: 'Asmara',
  'frankfurt am main': 'Frankfurt',
  'tel aviv-yafo': 'Tel Aviv',
  roma: 'Rome',
};

/** Countries as people write them, for "City, Country" text. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'United States',
  'u.s.': 'United States',
  'u.s.a.': 'United States',
  'united states of america': 'United States',
  uk: 'United Kingdom',
  england: 'United Kingdom',
  uae: 'United Arab Emirates',
};

const MIN_CHARS = 2;

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `name` as a whole word: no letter or digit (of any script) right before or after it. */
const wholeWord = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');

type Hit = { place: Place; start: number; end: number; segment: boolean };

type Index = {
  /** Every name and alias, lowercase, with its place and whole-word pattern. */
  names: Map<string, { place: Place; pattern: RegExp }>;
  /** Country names and aliases, lowercase, with the country and pattern. */
  countries: { name: string; country: string; pattern: RegExp }[];
};

const indexes = new WeakMap<readonly Place[], Index>();

/** Built once per list of places (the seed looks up hundreds of listings). */
function indexOf(places: readonly Place[]): Index {
  const cached = indexes.get(places);
  if (cached) return cached;
  const names: Index['names'] = new Map();
  const add = (name: string, place: Place) => {
    if (!names.has(name)) names.set(name, { place, pattern: wholeWord(name) });
  };
  for (const place of places) add(normalize(place.name), place);
  for (const [alias, name] of Object.entries(ALIASES)) {
    const place = places.find((p) => p.name === name);
    if (place) add(alias, place);
  }
  const known = new Set(places.map((place) => place.country));
  const countries = [
    ...[...known].map((country) => [normalize(country), country] as const),
    ...Object.entries(COUNTRY_ALIASES).filter(([, country]) => known.has(country)),
  ].map(([name, country]) => ({ name, country, pattern: wholeWord(name) }));
  const index = { names, countries };
  indexes.set(places, index);
  return index;
}

/**
 * The known place a city or street address names, or null.
 *
 * Case and surrounding space do not matter. 'Oakland', 'oakland, ca' and
 * 'Oakland, United States' all find Oakland. In an address such as
 * '12 Telegraph Ave, Oakland, CA 94612' a known city named as a whole word is
 * found; when names overlap the longest wins ('San Jose' over 'Jose'), a
 * comma-separated part that is just the city ('..., Oakland, CA') beats a name
 * inside a street ('Washington St'), and otherwise the last one wins, since
 * addresses end with the city. A country named in the text must be the
 * place's ('London, Canada' is not London, United Kingdom).
 */
export function findPlace(text: string, places: readonly Place[] = PLACES): Place | null {
  const query = normalize(text);
  if (query.length < MIN_CHARS) return null;
  const { names, countries } = indexOf(places);

  let country: { name: string; country: string } | null = null;
  for (const candidate of countries) {
    candidate.pattern.lastIndex = 0;
    if (candidate.pattern.test(query) && (!country || candidate.name.length > country.name.length))
      country = candidate;
  }
  const fits = (place: Place) => !country || place.country === country.country;

  const exact = names.get(query);
  if (exact && fits(exact.place)) return exact.place;

  const segments = query.split(',').map((part) => part.trim());
  const hits: Hit[] = [];
  for (const [name, { place, pattern }] of names) {
    if (!fits(place)) continue;
    for (const match of query.matchAll(pattern)) {
      const start = match.index;
      hits.push({ place, start, end: start + name.length, segment: false });
    }
  }
  // Overlapping names: the longest one stands ('San Jose' hides 'Jose').
  const standing = hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other !== hit &&
          other.start <= hit.start &&
          other.end >= hit.end &&
          other.end - other.start > hit.end - hit.start,
      ),
  );
  for (const hit of standing) {
    const name = query.slice(hit.start, hit.end);
    hit.segment = segments.some((segment) => cityPart(segment) === name);
  }
  standing.sort(
    (a, b) =>
      Number(b.segment) - Number(a.segment) ||
      b.start - a.start ||
      b.end - b.start - (a.end - a.start),
  );
  return standing[0]?.place ?? null;
}

/** A comma-separated part without a trailing state code or postal code ('oakland ca 94612' → 'oakland'). */
function cityPart(segment: string): string {
  return segment.replace(/(\s+([a-z]{2}|\d[\d-]*))+$/u, '').trim();
}

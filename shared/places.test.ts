import { describe, expect, it } from 'vitest';
import { CITY_SUGGESTIONS, COUNTRY_SUGGESTIONS } from './listings.ts';
import { findPlace, PLACES, type Place } from './places.ts';

const DIASPORA_CITIES = [
  'Addis Ababa',
  'Asmara',
  'Mekelle',
  'Washington',
  'Seattle',
  'Oakland',
  'Minneapolis',
  'Toronto',
  'Calgary',
  'London',
  'Frankfurt',
  'Stockholm',
  'Tel Aviv',
  'Dubai',
  'Melbourne',
  'Nairobi',
  'Khartoum',
  'Rome',
  'Oslo',
  'Amsterdam',
  'Atlanta',
  'Dallas',
  'Los Angeles',
  'Denver',
  'Las Vegas',
  'Columbus',
  'Houston',
  'San Jose',
];

describe('PLACES', () => {
  it('knows every diaspora city of the demo data, once each', () => {
    const names = PLACES.map((place) => place.name);
    for (const city of DIASPORA_CITIES) expect(names).toContain(city);
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds every city the post form suggests, written as suggested', () => {
    for (const suggestion of CITY_SUGGESTIONS) {
      const place = findPlace(suggestion);
      expect(place, suggestion).not.toBeNull();
      expect(suggestion.startsWith(place?.name ?? '?')).toBe(true);
      expect(place?.country).toBe('United States');
    }
  });

  it('spells countries as the post form’s country suggestions do', () => {
    const suggested = new Set<string>(COUNTRY_SUGGESTIONS);
    const byCity = Object.fromEntries(PLACES.map((place) => [place.name, place.country]));
    expect(byCity).toMatchObject({
      Washington: 'United States',
      Toronto: 'Canada',
      London: 'United Kingdom',
      Frankfurt: 'Germany',
      Stockholm: 'Sweden',
      'Addis Ababa': 'Ethiopia',
      Asmara: 'Eritrea',
      'Tel Aviv': 'Israel',
      Dubai: 'United Arab Emirates',
      Melbourne: 'Australia',
    });
    for (const country of Object.values(byCity)) expect(country.trim()).toBe(country);
    expect([...suggested].every((country) => Object.values(byCity).includes(country))).toBe(true);
  });

  it('has coordinates in range with at most 4 decimals, and right in a few known cases', () => {
    for (const place of PLACES) {
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lng)).toBeLessThanOrEqual(180);
      expect(Math.round(place.lat * 1e4) / 1e4).toBe(place.lat);
      expect(Math.round(place.lng * 1e4) / 1e4).toBe(place.lng);
    }
    // Southern and western hemispheres have the right signs.
    expect(findPlace('Melbourne')).toMatchObject({ lat: expect.closeTo(-37.81, 1) });
    expect(findPlace('Nairobi')?.lat).toBeLessThan(0);
    expect(findPlace('Seattle')?.lng).toBeLessThan(-120);
    expect(findPlace('London')?.lng).toBeCloseTo(-0.13, 1);
    expect(findPlace('Asmara')).toMatchObject({
      lat: expect.closeTo(15.34, 1),
      lng: expect.closeTo(38.93, 1),
    });
  });
});

describe('findPlace', () => {
  it('matches a city name whatever its case and surrounding space', () => {
    expect(findPlace('Oakland')?.name).toBe('Oakland');
    expect(findPlace('  oakland ')?.name).toBe('Oakland');
    expect(findPlace('ADDIS ABABA')?.name).toBe('Addis Ababa');
  });

  it('matches "City, state" and "City, Country"', () => {
    expect(findPlace('oakland, ca')?.name).toBe('Oakland');
    expect(findPlace('Oakland, United States')?.name).toBe('Oakland');
    expect(findPlace('Washington, DC')).toMatchObject({
      name: 'Washington',
      country: 'United States',
    });
    expect(findPlace('Toronto, ON')?.name).toBe('Toronto');
    expect(findPlace('Tel Aviv, Israel')?.name).toBe('Tel Aviv');
  });

  it('finds the city named as a whole word in a street address', () => {
    expect(findPlace('12 Telegraph Ave, Oakland, CA 94612')?.name).toBe('Oakland');
    expect(findPlace('1600 Pennsylvania Ave NW, Washington, DC 20500')?.name).toBe('Washington');
    expect(findPlace('Bole Road, Addis Ababa, Ethiopia')?.name).toBe('Addis Ababa');
    expect(findPlace('Kaiserstraße 10, 60311 Frankfurt am Main')?.name).toBe('Frankfurt');
  });

  it('prefers the part that is the city over a street of the same name', () => {
    expect(findPlace('200 Washington St, Oakland, CA')?.name).toBe('Oakland');
    expect(findPlace('5 Oakland Ave, Washington, DC')?.name).toBe('Washington');
  });

  it('prefers the longest of overlapping names (San Jose over Jose)', () => {
    const places: Place[] = [
      { name: 'Jose', country: 'Nowhere', lat: 1, lng: 1 },
      { name: 'San Jose', country: 'United States', lat: 37.3394, lng: -121.895 },
    ];
    expect(findPlace('55 Market St, San Jose, CA 95113', places)?.name).toBe('San Jose');
    expect(findPlace('Jose', places)?.name).toBe('Jose');
    expect(findPlace('Santa Clara St, San Jose')?.name).toBe('San Jose');
  });

  it('matches whole words only', () => {
    expect(findPlace('Romeo Street')).toBeNull();
    expect(findPlace('Oaklandia')).toBeNull();
    expect(findPlace('Londonderry')).toBeNull();
  });

  it('knows common other spellings, Ge’ez ones included', () => {
    expect(findPlace("Mek'ele")?.name).toBe('Mekelle');
    expect(findPlace('ኣስመራ')?.name).toBe('Asmara');
    expect(findPlace('ኣዲስ ኣበባ')?.name).toBe('Addis Ababa');
    expect(findPlace('Washington DC')?.name).toBe('Washington');
  });

  it('refuses a place whose country differs from the one named', () => {
    expect(findPlace('London, Canada')).toBeNull();
    expect(findPlace('London, UK')?.name).toBe('London');
  });

  it('returns null for unknown text and for text shorter than 2 characters', () => {
    expect(findPlace('Springfield')).toBeNull();
    expect(findPlace('Ethiopia')).toBeNull();
    expect(findPlace('')).toBeNull();
    expect(findPlace('   ')).toBeNull();
    expect(findPlace('a')).toBeNull();
  });
});

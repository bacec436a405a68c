/**
 * The world-city search and the free-text city lookup: the ranking rules on
 * a few made-up cities, the rest on the real shipped data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cityLabel } from '../../../shared/cities.ts';
import { CITY_SEARCH_MAX_RESULTS } from '../../../shared/constants.ts';
import type { CitySupplement } from './ethiopic-names.ts';
import { type CityRecord, createGazetteer, type Gazetteer } from './gazetteer.ts';
import { normalizeCityText } from './normalize.ts';

const city = (name: string, population: number, more: Partial<CityRecord> = {}): CityRecord => ({
  name,
  country: 'US',
  adminCode: 'CA',
  population,
  lat: 1,
  lon: 2,
  ...more,
});

const names = (results: { name: string }[]) => results.map((r) => r.name);

describe('city text folding', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeCityText('  Zürich ')).toBe('zurich');
    expect(normalizeCityText('São Paulo')).toBe('sao paulo');
    expect(normalizeCityText("Mek'ele")).toBe('mekele');
    expect(normalizeCityText('Dek’emhāre')).toBe('dekemhare');
    expect(normalizeCityText('Washington, D.C.')).toBe('washington dc');
    expect(normalizeCityText('Saint-Étienne')).toBe('saint etienne');
  });

  it('folds letters that have no accent to strip', () => {
    expect(normalizeCityText('Straße')).toBe('strasse');
    expect(normalizeCityText('Tromsø')).toBe('tromso');
    expect(normalizeCityText('Ærøskøbing')).toBe('aeroskobing');
    expect(normalizeCityText('Łódź')).toBe('lodz');
    expect(normalizeCityText('Diyarbakır')).toBe('diyarbakir');
  });

  it('folds Ethiopic letters that sound alike, and the Tigrinya ones Amharic writes otherwise', () => {
    expect(normalizeCityText('ኣስመራ')).toBe(normalizeCityText('አስመራ'));
    expect(normalizeCityText('ሐረር')).toBe(normalizeCityText('ሀረር'));
    expect(normalizeCityText('ዓሰብ')).toBe(normalizeCityText('አሰብ'));
    expect(normalizeCityText('ኣኽሱም')).toBe(normalizeCityText('አክሱም'));
    expect(normalizeCityText('ድሬ፡ዳዋ')).toBe('ድሬ ዳዋ');
  });
});

describe('search ranking rules (made-up cities)', () => {
  const supplement: CitySupplement[] = [
    { city: 'Kappa', country: 'ER', names: ['Santa Alias', 'ቃፓ'] },
  ];
  const gazetteer = createGazetteer(
    [
      city('Sanford', 100),
      city('San Jose', 1_000),
      city('Old Santa', 1_000_000),
      city('Santa Santa', 10),
      city('Kappa', 5_000_000, { country: 'ER', adminCode: '05' }),
      city('Elsewhere', 9_000_000),
    ],
    supplement,
  );

  it('puts names starting with the query before later words and aliases, each by population', () => {
    expect(names(gazetteer.search('san'))).toEqual([
      'San Jose',
      'Sanford',
      'Santa Santa',
      'Kappa',
      'Old Santa',
    ]);
  });

  it('lists a city once even when several of its names match', () => {
    expect(names(gazetteer.search('santa'))).toEqual(['Santa Santa', 'Kappa', 'Old Santa']);
  });

  it('stops at the limit, keeping the best ranked', () => {
    expect(names(gazetteer.search('san', 2))).toEqual(['San Jose', 'Sanford']);
    expect(names(gazetteer.search('san', 4))).toEqual([
      'San Jose',
      'Sanford',
      'Santa Santa',
      'Kappa',
    ]);
  });

  it('finds a city by an Ethiopic alias prefix', () => {
    expect(names(gazetteer.search('ቃፓ'))).toEqual(['Kappa']);
    expect(names(gazetteer.search('ቃ'))).toEqual([]);
  });

  it('counts the supplement in its size and answers nothing for an unknown prefix', () => {
    expect(gazetteer.size).toBe(6);
    expect(gazetteer.search('zz')).toEqual([]);
  });
});

describe('world city search (shipped data)', () => {
  let world: Gazetteer;
  beforeAll(() => {
    world = createGazetteer();
  }, 30_000);

  it('knows the world: over 130,000 cities', () => {
    expect(world.size).toBeGreaterThan(130_000);
  });

  it('answers nothing under 2 characters, whitespace included', () => {
    expect(world.search('')).toEqual([]);
    expect(world.search('a')).toEqual([]);
    expect(world.search('   ')).toEqual([]);
    expect(world.search(' z ')).toEqual([]);
    expect(world.search('--')).toEqual([]);
  });

  it('trims the query', () => {
    expect(world.search('  zur  ')).toEqual(world.search('zur'));
  });

  it(`answers at most ${CITY_SEARCH_MAX_RESULTS} cities`, () => {
    expect(world.search('sa')).toHaveLength(CITY_SEARCH_MAX_RESULTS);
    expect(world.search('ma')).toHaveLength(CITY_SEARCH_MAX_RESULTS);
  });

  it('ranks the most populous first among names starting with the query', () => {
    const results = world.search('lon');
    expect(results[0]).toMatchObject({ name: 'London', country: 'United Kingdom' });
    expect(names(world.search('to')).slice(0, 2)).toEqual(['Tokyo', 'Toronto']);
  });

  it('finds a later word of a name after the names that start with the query', () => {
    expect(world.search('aviv')[0]).toMatchObject({ name: 'Tel Aviv', country: 'Israel' });
    const york = names(world.search('york', 100));
    expect(york).toContain('New York City');
    expect(york.indexOf('New York City')).toBeGreaterThan(york.indexOf('Yorkton'));
    expect(names(world.search('paulo'))).toContain('São Paulo');
  });

  it('ignores case and accents', () => {
    expect(world.search('zur')[0]).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
    expect(world.search('ZÜR')[0]?.name).toBe('Zürich');
    expect(world.search('sao p')[0]).toMatchObject({ name: 'São Paulo', country: 'Brazil' });
    expect(world.search('lodz')[0]).toMatchObject({ name: 'Łódź', country: 'Poland' });
  });

  it('finds Eritrean and Ethiopian cities by their Ge’ez names, from a prefix', () => {
    expect(world.search('ኣስ')[0]).toMatchObject({ name: 'Asmara', country: 'Eritrea' });
    expect(world.search('አስመራ')[0]?.name).toBe('Asmara');
    expect(world.search('መቐ')[0]).toMatchObject({ name: 'Mekelle', country: 'Ethiopia' });
    expect(world.search('አዲስ')[0]?.name).toBe('Addis Ababa');
    expect(world.search('ምጽዋ')[0]?.name).toBe('Massawa');
    expect(world.search('ሀረር')[0]?.name).toBe('Harar');
    expect(world.search('ላሊበላ')[0]?.name).toBe('Lalibela');
  });

  it('answers English aliases people type', () => {
    expect(world.search('asmera')[0]?.name).toBe('Asmara');
    expect(world.search('makelle')[0]?.name).toBe('Mekelle');
    expect(world.search('washington dc')[0]?.name).toBe('Washington, D.C.');
    expect(world.search('addis')[0]?.name).toBe('Addis Ababa');
  });

  it('gives the English country name, and the region only when it is a readable code', () => {
    const portlands = world.search('portland');
    expect(portlands[0]).toMatchObject({
      name: 'Portland',
      country: 'United States',
      region: 'OR',
    });
    expect(portlands.map((p) => p.region)).toContain('ME');
    expect(world.search('toronto')[0]).toMatchObject({ country: 'Canada', region: 'ON' });
    // GeoNames codes Addis Ababa's region '44': a number says nothing to a reader.
    expect(world.search('addis ababa')[0]).toMatchObject({ country: 'Ethiopia', region: null });
    const asmara = world.search('asmara')[0];
    expect(asmara?.lat).toBeCloseTo(15.34, 1);
    expect(asmara?.lon).toBeCloseTo(38.93, 1);
  });

  describe('locate', () => {
    it('places a city named alone, in any case, as the most populous of its namesakes', () => {
      for (const text of ['Oakland', 'oakland', ' OAKLAND ']) {
        expect(world.locate(text)).toMatchObject({
          name: 'Oakland',
          country: 'United States',
          region: 'CA',
        });
      }
      expect(world.locate('Portland')).toMatchObject({ region: 'OR' });
      expect(world.locate('Paris')).toMatchObject({ country: 'France' });
    });

    it('uses the text after the comma to choose among namesakes', () => {
      expect(world.locate('Oakland, CA')).toMatchObject({ name: 'Oakland', region: 'CA' });
      expect(world.locate('Oakland, United States')).toMatchObject({ region: 'CA' });
      expect(world.locate('Portland, ME')).toMatchObject({ name: 'Portland', region: 'ME' });
      expect(world.locate('Portland, Maine')).toMatchObject({ region: 'ME' });
      expect(world.locate('Paris, USA')).toMatchObject({ country: 'United States' });
      expect(world.locate('London, Canada')).toMatchObject({ country: 'Canada', region: 'ON' });
    });

    it('uses the country hint when the text does not say', () => {
      expect(world.locate('London', 'CA')).toMatchObject({ country: 'Canada' });
      expect(world.locate('Paris', 'United States')).toMatchObject({ country: 'United States' });
      expect(world.locate('Portland, ME', 'Australia')).toMatchObject({ region: 'ME' });
    });

    it('places aliases and Ge’ez names', () => {
      expect(world.locate('addis')).toMatchObject({ name: 'Addis Ababa', country: 'Ethiopia' });
      expect(world.locate('ኣስመራ')).toMatchObject({ name: 'Asmara', country: 'Eritrea' });
      expect(world.locate('Washington DC')).toMatchObject({
        name: 'Washington, D.C.',
        region: 'DC',
      });
      expect(world.locate('Washington, D.C.')?.region).toBe('DC');
      expect(world.locate('Washington, PA')).toMatchObject({ name: 'Washington', region: 'PA' });
    });

    it('places the label the picker leaves in the box on the same city', () => {
      for (const q of ['asm', 'washington', 'portland', 'zur']) {
        const picked = world.search(q)[0];
        if (!picked) throw new Error(`nothing for ${q}`);
        expect(world.locate(cityLabel(picked))).toEqual(picked);
      }
    });

    it('answers null for text that names no city', () => {
      expect(world.locate('xqzzyplonk')).toBeNull();
      expect(world.locate('')).toBeNull();
      expect(world.locate(' , ,')).toBeNull();
      // A prefix is not a name: the lookup only takes whole names.
      expect(world.locate('Oaklan')).toBeNull();
    });
  });
});

describe('cityLabel', () => {
  it('is the name and the country', () => {
    expect(
      cityLabel({ name: 'Asmara', country: 'Eritrea', region: null, lat: 15.3, lon: 38.9 }),
    ).toBe('Asmara, Eritrea');
  });
});

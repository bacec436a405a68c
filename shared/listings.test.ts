import { describe, expect, it } from 'vitest';
import {
  CITY_SUGGESTIONS,
  COUNTRY_SUGGESTIONS,
  cityOrUnknown,
  composeDescription,
  jobKindFor,
  normalizeWebsite,
  parseTags,
  pickContact,
  priceToCents,
  splitDescription,
} from './listings.ts';

describe('details block round trip (edit form)', () => {
  it('reads back the block composeDescription wrote, for each category', () => {
    const stored = composeDescription('Near the subway.', 'housing', {
      housing: { bedrooms: 2, furnished: true },
    });
    expect(splitDescription(stored, 'housing')).toEqual({
      text: 'Near the subway.',
      details: { Bedrooms: '2', Furnished: 'Yes' },
    });
    const mentor = composeDescription('Bio', 'mentor', {
      mentor: { displayName: 'Dawit', priceCents: 4000 },
    });
    expect(splitDescription(mentor, 'mentor').details).toEqual({
      Mentor: 'Dawit',
      Price: '$40/session',
    });
  });

  it("keeps an author's own '---' and bullets as text when they are not the category's details", () => {
    const community = 'Notes\n---\n• Bring: food';
    expect(splitDescription(community, 'community')).toEqual({ text: community, details: {} });
    const jobs = 'Shift work\n---\n• Bedrooms: 2';
    expect(splitDescription(jobs, 'jobs').text).toBe(jobs);
  });
});

describe('posting rules (docs/product.md#listings)', () => {
  it('splits tags on comma or #, trims, drops empties, keeps at most 10', () => {
    expect(parseTags('  rent, #Oakland ,,#  , furnished ')).toEqual([
      'rent',
      'Oakland',
      'furnished',
    ]);
    expect(parseTags('#a#b,c')).toEqual(['a', 'b', 'c']);
    expect(parseTags(Array.from({ length: 14 }, (_, i) => `t${i}`).join(','))).toHaveLength(10);
    expect(parseTags('')).toEqual([]);
  });

  it("adds 'https://' to a website unless it starts with 'http'", () => {
    expect(normalizeWebsite('habesha.example')).toBe('https://habesha.example');
    expect(normalizeWebsite('http://habesha.example')).toBe('http://habesha.example');
    expect(normalizeWebsite('https://habesha.example')).toBe('https://habesha.example');
    expect(normalizeWebsite('   ')).toBeNull();
  });

  it('turns a price into cents: optional, non-numeric is empty, ×100 rounded, 0 sent as null', () => {
    expect(priceToCents('12.345')).toBe(1235);
    expect(priceToCents('1500')).toBe(150000);
    expect(priceToCents(20)).toBe(2000);
    expect(priceToCents('abc')).toBeNull();
    expect(priceToCents('')).toBeNull();
    expect(priceToCents('0')).toBeNull();
    expect(priceToCents(null)).toBeNull();
    expect(priceToCents('-5')).toBeNull();
  });

  it("saves a listing without a city as 'Unknown'", () => {
    expect(cityOrUnknown('')).toBe('Unknown');
    expect(cityOrUnknown('  ')).toBe('Unknown');
    expect(cityOrUnknown(null)).toBe('Unknown');
    expect(cityOrUnknown(' Asmara ')).toBe('Asmara');
  });

  it("makes a job a gig when its subcategory starts with 'gig_'", () => {
    expect(jobKindFor('gig_creative')).toBe('gig');
    expect(jobKindFor('education')).toBe('regular');
  });

  it('keeps one contact, by priority phone, WhatsApp, Telegram, email; only when a value is present', () => {
    expect(pickContact({ email: 'a@b.org', telegram: '@selam', phone: '+1 555' })).toEqual({
      method: 'phone',
      value: '+1 555',
    });
    expect(pickContact({ email: 'a@b.org', whatsapp: ' +251 911 ' })).toEqual({
      method: 'whatsapp',
      value: '+251 911',
    });
    expect(pickContact({ phone: '  ', telegram: '@selam' })).toEqual({
      method: 'telegram',
      value: '@selam',
    });
    expect(pickContact({})).toBeNull();
  });

  it('appends category details as a bulleted block after a separator line', () => {
    expect(
      composeDescription('Bright room near the station.', 'housing', {
        housing: { bedrooms: 2, bathrooms: 1, furnished: true, availableFrom: '2026-12-01' },
      }),
    ).toBe(
      'Bright room near the station.\n---\n• Bedrooms: 2\n• Bathrooms: 1\n• Furnished: Yes\n• Available from: 2026-12-01',
    );
    expect(
      composeDescription('Help with CVs.', 'mentor', {
        mentor: { topics: ['career', 'tech'], languages: ['en', 'ti'], priceCents: 4000 },
      }),
    ).toBe(
      'Help with CVs.\n---\n• Topics: career, tech\n• Languages: en, ti\n• Price: $40/session',
    );
    expect(
      composeDescription('Looking for friends.', 'match', {
        match: { age: 29, gender: 'female', seeking: 'other' },
      }),
    ).toContain('• Seeking: Any');
    expect(
      composeDescription('Sofa', 'marketplace', {
        marketplace: { condition: 'like-new', brand: ' ', model: '' },
      }),
    ).toBe('Sofa\n---\n• Condition: like-new');
    expect(composeDescription('Hello', 'community', {})).toBe('Hello');
  });

  it('offers 12 US cities and 10 countries as suggestions', () => {
    expect(CITY_SUGGESTIONS).toHaveLength(12);
    expect(COUNTRY_SUGGESTIONS).toHaveLength(10);
  });
});

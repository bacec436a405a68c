/**
 * Every text field and query value of the shared schemas refuses control
 * characters (safeText), and date fields refuse days that do not exist.
 */

import { describe, expect, it } from 'vitest';
import type { z as zod } from 'zod';
import { DATE_INVALID } from './listing-input.ts';
import { profileUpdateSchema } from './schemas/auth.ts';
import { citySearchQuerySchema } from './schemas/cities.ts';
import { donationCheckoutSchema } from './schemas/donations.ts';
import { geocodeQuerySchema } from './schemas/geocode.ts';
import { listingInputSchema } from './schemas/listing-input.ts';
import {
  browseQuerySchema,
  countsQuerySchema,
  homeQuerySchema,
  reportSchema,
} from './schemas/listing-query.ts';
import { moderationActionSchema, suspendMemberSchema } from './schemas/moderation.ts';
import { presenceTouchSchema } from './schemas/presence.ts';
import { clientMessageSchema } from './schemas/realtime.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text.ts';
import { isCalendarDate } from './time.ts';

const listing = {
  title: 'A room',
  category: 'housing',
  subcategory: 'rooms_shared',
  city: 'Oakland',
  contact: { phone: '+1 555 0100' },
};

/** [schema, a valid value, a path to a text field in it]. */
const FIELDS: [string, zod.ZodType, Record<string, unknown>, string[]][] = [
  ...[
    'title',
    'description',
    'city',
    'country',
    'website_url',
    'street_address',
    'subcategory',
  ].map(
    (field) =>
      [`listing ${field}`, listingInputSchema, listing, [field]] as [
        string,
        zod.ZodType,
        Record<string, unknown>,
        string[],
      ],
  ),
  ...['phone', 'whatsapp', 'telegram', 'email'].map(
    (field) =>
      [`listing contact.${field}`, listingInputSchema, listing, ['contact', field]] as [
        string,
        zod.ZodType,
        Record<string, unknown>,
        string[],
      ],
  ),
  ['listing available_date', listingInputSchema, listing, ['available_date']],
  [
    'listing details.jobs.employer',
    listingInputSchema,
    { ...listing, details: { jobs: {} } },
    ['details', 'jobs', 'employer'],
  ],
  ['browse q', browseQuerySchema, {}, ['q']],
  ['browse city', browseQuerySchema, {}, ['city']],
  ['browse sub', browseQuerySchema, {}, ['sub']],
  ['home city', homeQuerySchema, {}, ['city']],
  ['counts city', countsQuerySchema, {}, ['city']],
  ['counts category', countsQuerySchema, {}, ['category']],
  ['report details', reportSchema, { details: 'Scam' }, ['details']],
  // A report's reason is one of a list (shared/moderation.ts), no longer free text.
  ['moderation note', moderationActionSchema, { action: 'dismiss' }, ['note']],
  ['suspension reason', suspendMemberSchema, { length: '1d', reason: 'Spam' }, ['reason']],
  ['profile display_name', profileUpdateSchema, { display_name: 'Saba' }, ['display_name']],
  ['profile city', profileUpdateSchema, { display_name: 'Saba' }, ['city']],
  ['presence city', presenceTouchSchema, {}, ['city']],
  ['geocode address', geocodeQuerySchema, { city: 'Oakland' }, ['address']],
  ['geocode city', geocodeQuerySchema, { city: 'Oakland' }, ['city']],
  ['geocode country', geocodeQuerySchema, { city: 'Oakland' }, ['country']],
  ['city search q', citySearchQuerySchema, {}, ['q']],
  ['donation email', donationCheckoutSchema, { amount: 500 }, ['email']],
  [
    'realtime channel',
    clientMessageSchema,
    { type: 'subscribe', channel: 'presence' },
    ['channel'],
  ],
];

function withValue(base: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(base);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at[key] = { ...((at[key] as Record<string, unknown>) ?? {}) };
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1) as string] = value;
  return copy;
}

describe('control characters are refused in every shared text field', () => {
  it.each(FIELDS)('%s', (_name, schema, valid, path) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const control of ['\u0000', '\u0001', '\u001B', '\u007F']) {
      const parsed = schema.safeParse(withValue(valid, path, `ab${control}c`));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
        CONTROL_CHARACTERS_MESSAGE,
      );
    }
  });

  it('keeps line breaks and tabs in multi-line text', () => {
    const parsed = listingInputSchema.safeParse({ ...listing, description: 'One\nTwo\r\n\tThree' });
    expect(parsed.success).toBe(true);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-13-01', false],
    ['2026-01-00', false],
    ['9999-99-99', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2026-1-5', false],
    ['2026-01-05T00:00', false],
  ])('%s is a real day: %s', (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it('are checked in available_date and details.housing.availableFrom, with a clear message', () => {
    for (const input of [
      { ...listing, available_date: '2026-02-31' },
      { ...listing, details: { housing: { availableFrom: '0000-01-01' } } },
    ]) {
      const parsed = listingInputSchema.safeParse(input);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([DATE_INVALID]);
    }
    expect(listingInputSchema.parse({ ...listing, available_date: '' }).available_date).toBeNull();
  });
});

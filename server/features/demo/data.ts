/**
 * Who and where the demo data is: a dozen members with Habesha names, each
 * posting around a few diaspora cities, and the local currency and price
 * level of every city. Emails are on `demo.habesha.local`, a domain that
 * cannot receive mail, so nobody mistakes them for real people.
 */
import { z as zod } from 'zod';
import { CURRENCIES, type Currency } from '../../../shared/constants.ts';
import citiesJson from './content/cities.json' with { type: 'json' };
import membersJson from './content/members.json' with { type: 'json' };
import { checkedDemoContent } from './content-file.ts';

export const DEMO_EMAIL_DOMAIN = 'demo.habesha.local';
/** Demo accounts can sign in with this password (outside production) or by email link. */
export const DEMO_PASSWORD = 'demo-password';
/** Every demo user id starts with this, so demo rows are easy to find (and remove). */
export const DEMO_USER_PREFIX = 'demo_user_';

export type DemoUser = {
  id: string;
  name: string;
  email: string;
  gender: 'male' | 'female';
  age: number;
  /** Home city first: the profile's city. */
  cities: readonly string[];
  /** Joined this many days ago. */
  joinedDaysAgo: number;
};

/** The demo members (content/members.json); their ids and addresses follow from their place and name. */
const PEOPLE = checkedDemoContent(
  'content/members.json',
  zod.array(
    zod.strictObject({
      name: zod.string().min(1),
      gender: zod.enum(['male', 'female']),
      age: zod.number().int().positive(),
      cities: zod.array(zod.string()).min(1),
    }),
  ),
  membersJson,
);

export const DEMO_USERS: readonly DemoUser[] = PEOPLE.map(({ name, gender, age, cities }, i) => ({
  id: `${DEMO_USER_PREFIX}${String(i + 1).padStart(2, '0')}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@${DEMO_EMAIL_DOMAIN}`,
  gender,
  age,
  cities,
  joinedDaysAgo: 70 + i * 9,
}));

const demoCitySchema = zod.strictObject({
  /** As in shared/places.ts. */
  name: zod.string().min(1),
  currency: zod.enum(CURRENCIES),
  /** Local prices relative to US prices (rents, wages, goods). */
  priceLevel: zod.number().positive(),
  /** Relative share of the listings. */
  weight: zod.number().positive(),
  /** The city's name in Ge'ez script, for Tigrinya titles. */
  ti: zod.string().min(1),
  /** A fictional phone number prefix (see contactPhone). */
  phone: zod.enum(['nanp', 'uk', 'au', 'other']),
});

export type DemoCity = zod.output<typeof demoCitySchema>;

/** Every city gets listings; the big diaspora hubs get more (content/cities.json). */
export const DEMO_CITIES: readonly DemoCity[] = checkedDemoContent(
  'content/cities.json',
  zod.array(demoCitySchema),
  citiesJson,
);

/** Units of each currency per US dollar (rounded; demo prices only). */
export const PER_USD: Record<Currency, number> = { USD: 1, EUR: 0.9, CAD: 1.35, ETB: 130 };

/** Largest price the post form accepts back on edit (10 million in any currency). */
export const MAX_PRICE_UNITS = 9_500_000;

/**
 * Who and where the demo data is: a dozen members with Habesha names, each
 * posting around a few diaspora cities, and the local currency and price
 * level of every city. Emails are on `demo.habesha.local`, a domain that
 * cannot receive mail, so nobody mistakes them for real people.
 */
import type { Currency } from '../../../shared/constants.ts';

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

const PEOPLE: [string, 'male' | 'female', number, string[]][] = [
  ['Selam Tesfay', 'female', 29, ['Oakland', 'San Jose', 'Los Angeles', 'Las Vegas']],
  ['Dawit Gebremedhin', 'male', 34, ['Washington', 'Atlanta', 'Columbus']],
  ['Hanna Kidane', 'female', 26, ['Seattle', 'Denver', 'Oakland']],
  ['Yonas Haile', 'male', 38, ['Toronto', 'Calgary']],
  ['Meron Abraha', 'female', 31, ['London', 'Amsterdam']],
  ['Samuel Tekle', 'male', 42, ['Frankfurt', 'Rome', 'Amsterdam']],
  ['Helen Berhe', 'female', 27, ['Addis Ababa', 'Mekelle', 'Nairobi']],
  ['Filmon Ghebreab', 'male', 33, ['Asmara', 'Khartoum', 'Addis Ababa']],
  ['Rahel Weldemichael', 'female', 36, ['Stockholm', 'Oslo']],
  ['Biniam Asfaha', 'male', 30, ['Minneapolis', 'Dallas', 'Houston', 'Columbus']],
  ['Senait Mehari', 'female', 28, ['Tel Aviv', 'Dubai']],
  ['Abel Tsegaye', 'male', 35, ['Melbourne', 'Dubai', 'Washington']],
];

export const DEMO_USERS: readonly DemoUser[] = PEOPLE.map(([name, gender, age, cities], i) => ({
  id: `${DEMO_USER_PREFIX}${String(i + 1).padStart(2, '0')}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@${DEMO_EMAIL_DOMAIN}`,
  gender,
  age,
  cities,
  joinedDaysAgo: 70 + i * 9,
}));

export type DemoCity = {
  /** As in shared/places.ts. */
  name: string;
  currency: Currency;
  /** Local prices relative to US prices (rents, wages, goods). */
  priceLevel: number;
  /** Relative share of the listings. */
  weight: number;
  /** The city's name in Ge'ez script, for Tigrinya titles. */
  ti: string;
  /** A fictional phone number prefix (see contactPhone). */
  phone: 'nanp' | 'uk' | 'au' | 'other';
};

/** Every city gets listings; the big diaspora hubs get more. */
export const DEMO_CITIES: readonly DemoCity[] = [
  { name: 'Washington', currency: 'USD', priceLevel: 1, weight: 24, ti: 'ዋሽንግተን', phone: 'nanp' },
  { name: 'Oakland', currency: 'USD', priceLevel: 1.05, weight: 20, ti: 'ኦክላንድ', phone: 'nanp' },
  { name: 'Seattle', currency: 'USD', priceLevel: 1.05, weight: 20, ti: 'ሲያትል', phone: 'nanp' },
  {
    name: 'Addis Ababa',
    currency: 'ETB',
    priceLevel: 0.3,
    weight: 22,
    ti: 'ኣዲስ ኣበባ',
    phone: 'other',
  },
  { name: 'Asmara', currency: 'USD', priceLevel: 0.3, weight: 14, ti: 'ኣስመራ', phone: 'other' },
  { name: 'Toronto', currency: 'CAD', priceLevel: 1, weight: 18, ti: 'ቶሮንቶ', phone: 'nanp' },
  { name: 'London', currency: 'EUR', priceLevel: 1.05, weight: 16, ti: 'ለንደን', phone: 'uk' },
  {
    name: 'Frankfurt',
    currency: 'EUR',
    priceLevel: 0.9,
    weight: 12,
    ti: 'ፍራንክፈርት',
    phone: 'other',
  },
  {
    name: 'Minneapolis',
    currency: 'USD',
    priceLevel: 0.9,
    weight: 14,
    ti: 'ሚኒያፖሊስ',
    phone: 'nanp',
  },
  {
    name: 'Stockholm',
    currency: 'EUR',
    priceLevel: 0.95,
    weight: 10,
    ti: 'ስቶክሆልም',
    phone: 'other',
  },
  { name: 'Tel Aviv', currency: 'USD', priceLevel: 1, weight: 10, ti: 'ቴል ኣቪቭ', phone: 'other' },
  { name: 'Dubai', currency: 'USD', priceLevel: 0.95, weight: 10, ti: 'ዱባይ', phone: 'other' },
  { name: 'Melbourne', currency: 'USD', priceLevel: 0.9, weight: 10, ti: 'መልበርን', phone: 'au' },
  { name: 'Atlanta', currency: 'USD', priceLevel: 0.85, weight: 10, ti: 'ኣትላንታ', phone: 'nanp' },
  {
    name: 'Los Angeles',
    currency: 'USD',
    priceLevel: 1.1,
    weight: 10,
    ti: 'ሎስ ኣንጀለስ',
    phone: 'nanp',
  },
  { name: 'Dallas', currency: 'USD', priceLevel: 0.85, weight: 8, ti: 'ዳላስ', phone: 'nanp' },
  { name: 'Denver', currency: 'USD', priceLevel: 0.9, weight: 8, ti: 'ዴንቨር', phone: 'nanp' },
  { name: 'Houston', currency: 'USD', priceLevel: 0.8, weight: 8, ti: 'ሂዩስተን', phone: 'nanp' },
  { name: 'San Jose', currency: 'USD', priceLevel: 1.15, weight: 8, ti: 'ሳን ሆዜ', phone: 'nanp' },
  { name: 'Calgary', currency: 'CAD', priceLevel: 0.9, weight: 6, ti: 'ካልጋሪ', phone: 'nanp' },
  { name: 'Las Vegas', currency: 'USD', priceLevel: 0.85, weight: 6, ti: 'ላስ ቬጋስ', phone: 'nanp' },
  { name: 'Columbus', currency: 'USD', priceLevel: 0.8, weight: 6, ti: 'ኮሎምበስ', phone: 'nanp' },
  { name: 'Mekelle', currency: 'ETB', priceLevel: 0.25, weight: 6, ti: 'መቐለ', phone: 'other' },
  { name: 'Nairobi', currency: 'USD', priceLevel: 0.4, weight: 6, ti: 'ናይሮቢ', phone: 'other' },
  { name: 'Rome', currency: 'EUR', priceLevel: 0.85, weight: 6, ti: 'ሮማ', phone: 'other' },
  {
    name: 'Amsterdam',
    currency: 'EUR',
    priceLevel: 0.95,
    weight: 6,
    ti: 'ኣምስተርዳም',
    phone: 'other',
  },
  { name: 'Oslo', currency: 'EUR', priceLevel: 1.05, weight: 4, ti: 'ኦስሎ', phone: 'other' },
  { name: 'Khartoum', currency: 'USD', priceLevel: 0.3, weight: 4, ti: 'ካርቱም', phone: 'other' },
];

/** Units of each currency per US dollar (rounded; demo prices only). */
export const PER_USD: Record<Currency, number> = { USD: 1, EUR: 0.9, CAD: 1.35, ETB: 130 };

/** Largest price the post form accepts back on edit (10 million in any currency). */
export const MAX_PRICE_UNITS = 9_500_000;

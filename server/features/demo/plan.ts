/**
 * The demo set as plain rows, computed without I/O: the same rows on every
 * run (fixed ids, seeded randomness), only dates move with `now`.
 */
import {
  BROWSE_TREE,
  POSTING_FORM_SUBCATEGORIES,
  TOP_CATEGORIES,
  type TopCategory,
} from '../../../shared/categories.ts';
import { MAX_TAGS } from '../../../shared/constants.ts';
import type { CategoryDetails, ContactMethod } from '../../../shared/listings.ts';
import { composeDescription } from '../../../shared/listings.ts';
import { formatPrice } from '../../../shared/money.ts';
import { findPlace, type Place } from '../../../shared/places.ts';
import { thumbnailKey, urlForKey } from '../../platform/media/keys.ts';
import { CONTENT, type DemoEntry, JOB_EMPLOYERS, TIGRINYA_TITLES } from './content.ts';
import {
  DEMO_CITIES,
  DEMO_USERS,
  type DemoCity,
  type DemoUser,
  MAX_PRICE_UNITS,
  PER_USD,
} from './data.ts';
import { SCENES_PER_CATEGORY } from './photos.ts';
import { createRandom, type Random, stableUuid } from './random.ts';

/** Listings per category (about 300 in all). */
export const LISTINGS_PER_CATEGORY: Record<TopCategory, number> = {
  housing: 54,
  jobs: 60,
  services: 46,
  community: 42,
  mentor: 28,
  marketplace: 44,
  match: 26,
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings were posted over the last 60 days. */
const SPREAD_DAYS = 60;
const FEATURED_SHARE = 0.08;
const TIGRINYA_SHARE = 0.1;
const PHOTO_SHARE = 0.7;
const HIDDEN_CONTACT_SHARE = 0.12;
/** Keys of demo photos start with this fixed timestamp (1 January 2025). */
const PHOTO_KEY_EPOCH = 1_735_689_600_000;

export const DEMO_NOTE = '(Demo listing)';

export type PlannedPhoto = {
  key: string;
  thumbnailKey: string;
  category: TopCategory;
  variant: number;
};

export type PlannedListing = {
  id: string;
  userId: string;
  title: string;
  description: string;
  priceCents: number | null;
  currency: string;
  city: string;
  country: string;
  category: TopCategory;
  subcategory: string;
  tags: string[];
  images: string[];
  photos: PlannedPhoto[];
  locationLat: number;
  locationLng: number;
  contactHidden: boolean;
  availableDate: string | null;
  status: 'active';
  isFeatured: boolean;
  views: number;
  createdAt: Date;
  updatedAt: Date;
  contact: { method: ContactMethod; value: string };
};

export type DemoPlan = {
  users: readonly DemoUser[];
  listings: PlannedListing[];
};

export function planDemoData(now: Date = new Date()): DemoPlan {
  const slots = categorySlots();
  const cities = citySequence(slots.length);
  const tigrinya = tigrinyaSlots(slots);
  const listings = slots.map((slot, index) =>
    planListing(index, slot, cities[index] as DemoCity, tigrinya.has(index), now),
  );
  return { users: DEMO_USERS, listings };
}

type Slot = { category: TopCategory; subcategory: string; entry: DemoEntry };

/**
 * Each category's listings go round its subcategories, so all get some: the
 * post form's list, then those only the browse tree has (the marketplace's
 * services, home_garden, jobs_gigs and tickets, which /market filters by).
 */
function categorySlots(): Slot[] {
  const slots: Slot[] = [];
  for (const category of TOP_CATEGORIES) {
    const subcategories = [
      ...new Set([...POSTING_FORM_SUBCATEGORIES[category], ...BROWSE_TREE[category]]),
    ].filter((sub) => (CONTENT[category][sub]?.length ?? 0) > 0);
    for (let i = 0; i < LISTINGS_PER_CATEGORY[category]; i++) {
      const subcategory = subcategories[i % subcategories.length] as string;
      const entries = CONTENT[category][subcategory] ?? [];
      const round = Math.floor(i / subcategories.length);
      slots.push({ category, subcategory, entry: entries[round % entries.length] as DemoEntry });
    }
  }
  return slots;
}

/** Cities in proportion to their weight (every city at least once), in a fixed shuffled order. */
function citySequence(count: number): DemoCity[] {
  const total = DEMO_CITIES.reduce((sum, city) => sum + city.weight, 0);
  const shares = DEMO_CITIES.map((city) => ({
    city,
    exact: (city.weight / total) * count,
  }));
  const counts = shares.map((share) => Math.max(1, Math.floor(share.exact)));
  // Hand out what is left by largest remainder.
  const order = shares
    .map((share, i) => ({ i, remainder: share.exact - Math.floor(share.exact) }))
    .sort((a, b) => b.remainder - a.remainder);
  let left = count - counts.reduce((sum, n) => sum + n, 0);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const i = order[k]?.i ?? 0;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  const sequence = DEMO_CITIES.flatMap((city, i) => Array<DemoCity>(counts[i] ?? 0).fill(city));
  return createRandom('demo-cities').sample(sequence, count);
}

/** About one listing in ten, among subcategories that have a Tigrinya title. */
function tigrinyaSlots(slots: Slot[]): Set<number> {
  const eligible = slots
    .map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => TIGRINYA_TITLES[`${slot.category}/${slot.subcategory}`]);
  const count = Math.round(slots.length * TIGRINYA_SHARE);
  return new Set(
    createRandom('demo-tigrinya')
      .sample(eligible, count)
      .map(({ index }) => index),
  );
}

function planListing(
  index: number,
  slot: Slot,
  city: DemoCity,
  inTigrinya: boolean,
  now: Date,
): PlannedListing {
  const rng = createRandom(`demo-listing/${index}`);
  const { category, subcategory, entry } = slot;
  const place = placeOf(city.name);
  const owner = ownerFor(rng, city.name);
  const createdAt = new Date(now.getTime() - rng.next() * SPREAD_DAYS * DAY_MS);
  const details = detailsFor(rng, slot, city, owner, now);
  const mentorPrice = category === 'mentor' ? price(entry, { ...city, currency: 'USD' }) : null;
  const text = `${entry.text} ${DEMO_NOTE}`;
  const isFeatured = rng.chance(FEATURED_SHARE);
  const photos = rng.chance(PHOTO_SHARE) ? photosFor(rng, owner, category) : [];
  const title = inTigrinya
    ? rng
        .pick(TIGRINYA_TITLES[`${category}/${subcategory}`] ?? [entry.title])
        .replaceAll('{city}', city.ti)
    : entry.title.replaceAll('{city}', city.name);
  const availableDate = details.housing?.availableFrom ?? null;
  return {
    id: stableUuid(`habesha-demo-listing/${index}`),
    userId: owner.id,
    title,
    description: composeDescription(text, category, details),
    priceCents: category === 'mentor' ? mentorPrice : price(entry, city),
    // The post form saves mentor prices in US dollars (see listings/values.ts).
    currency: category === 'mentor' ? 'USD' : city.currency,
    city: place.name,
    country: place.country,
    category,
    subcategory,
    tags: [...new Set(entry.tags ?? [])].slice(0, MAX_TAGS),
    images: photos.map((photo) => urlForKey(photo.key)),
    photos,
    ...jitter(rng, place),
    contactHidden: rng.chance(HIDDEN_CONTACT_SHARE),
    availableDate,
    status: 'active',
    isFeatured,
    // Few listings are viewed a lot; featured ones more.
    views: Math.min(500, Math.floor(rng.next() ** 2 * 420) + (isFeatured ? rng.int(40, 80) : 0)),
    createdAt,
    updatedAt: createdAt,
    contact: contactFor(rng, owner, city),
  };
}

function placeOf(name: string): Place {
  const place = findPlace(name);
  if (!place) throw new Error(`Demo city ${name} is not in shared/places.ts`);
  return place;
}

/** Someone who lives around the city posts there; their home city most often. */
function ownerFor(rng: Random, city: string): DemoUser {
  const home = DEMO_USERS.filter((user) => user.cities[0] === city);
  const around = DEMO_USERS.filter((user) => user.cities.includes(city));
  if (home.length > 0 && (around.length === home.length || rng.chance(0.7))) return rng.pick(home);
  return rng.pick(around.length > 0 ? around : DEMO_USERS);
}

/** Within about 3 km of the centre, so markers do not sit on one point. */
function jitter(rng: Random, place: Place) {
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const dLat = (rng.next() - 0.5) * 0.05;
  const dLng = ((rng.next() - 0.5) * 0.05) / Math.max(0.2, Math.cos((place.lat * Math.PI) / 180));
  return { locationLat: round(place.lat + dLat), locationLng: round(place.lng + dLng) };
}

/** A round local price: two significant figures, halves allowed (1850, 65000, 24). */
function niceRound(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const step = Math.max(1, 10 ** (Math.floor(Math.log10(value)) - 1) / 2);
  return Math.round(value / step) * step;
}

function localAmount(usd: number, city: Pick<DemoCity, 'currency' | 'priceLevel'>): number {
  return Math.min(MAX_PRICE_UNITS, niceRound(usd * city.priceLevel * PER_USD[city.currency]));
}

/** The entry's price range, placed by a fixed draw, in the city's currency (cents); none at 0. */
function price(entry: DemoEntry, city: Pick<DemoCity, 'currency' | 'priceLevel' | 'name'>) {
  if (!entry.price) return null;
  const [low, high] = entry.price;
  if (high <= 0) return null;
  const rng = createRandom(`demo-price/${entry.title}/${city.name}`);
  return localAmount(low + rng.next() * (high - low), city) * 100;
}

function money(units: number, currency: string): string {
  return formatPrice(units * 100, currency);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function detailsFor(
  rng: Random,
  slot: Slot,
  city: DemoCity,
  owner: DemoUser,
  now: Date,
): CategoryDetails {
  const { category, subcategory, entry } = slot;
  switch (category) {
    case 'housing': {
      const beds = entry.beds;
      return {
        housing: {
          bedrooms: beds ? beds : null,
          bathrooms: beds ? (beds >= 3 ? 2 : 1) : null,
          furnished: (entry.tags ?? []).includes('furnished') || rng.chance(0.3),
          availableFrom: isoDate(new Date(now.getTime() + rng.int(0, 45) * DAY_MS)),
        },
      };
    }
    case 'jobs': {
      const [usd, unit] = entry.pay ?? [20, 'h'];
      const amount = money(localAmount(usd, city), city.currency);
      return {
        jobs: {
          jobKind: subcategory.startsWith('gig_') ? 'gig' : 'regular',
          employer: JOB_EMPLOYERS[subcategory] ? rng.pick(JOB_EMPLOYERS[subcategory]) : null,
          employment: entry.employment ?? null,
          pay: unit === 'h' ? `${amount}/hr` : unit === 'y' ? `${amount}/year` : `${amount} total`,
          remoteOk: entry.remote === true,
        },
      };
    }
    case 'mentor': {
      const local =
        city.name === 'Frankfurt'
          ? 'German'
          : city.name === 'Stockholm'
            ? 'Swedish'
            : ['Dubai', 'Khartoum'].includes(city.name)
              ? 'Arabic'
              : null;
      const languages = ['English', 'Tigrinya', rng.chance(0.5) ? 'Amharic' : null, local].filter(
        (language): language is string => language !== null,
      );
      return {
        mentor: {
          displayName: owner.name,
          topics: [...(entry.topics ?? [])],
          languages,
          priceCents: price(entry, { ...city, currency: 'USD' }),
        },
      };
    }
    case 'marketplace':
      return {
        marketplace: {
          condition: entry.condition ?? 'good',
          brand: entry.brand ?? null,
          model: entry.model ?? null,
        },
      };
    case 'match': {
      const opposite = owner.gender === 'male' ? 'female' : 'male';
      return {
        match: {
          age: owner.age,
          gender: owner.gender,
          seeking: subcategory === 'dating' ? opposite : 'other',
        },
      };
    }
    default:
      return {};
  }
}

/**
 * One to three of the category's scenes, stored under the owner's own folder;
 * the same scene of the same owner has one key, shared by their listings.
 */
function photosFor(rng: Random, owner: DemoUser, category: TopCategory): PlannedPhoto[] {
  const categoryIndex = TOP_CATEGORIES.indexOf(category);
  const variants = rng.sample(
    Array.from({ length: SCENES_PER_CATEGORY }, (_, i) => i),
    rng.int(1, 3),
  );
  return variants.map((variant) => {
    const key = `u_${owner.id}/${PHOTO_KEY_EPOCH + categoryIndex * 100 + variant}_demo${category}${variant}.webp`;
    return { key, thumbnailKey: thumbnailKey(key), category, variant };
  });
}

const AU_FICTIONAL = ['006', '156', '157', '158', '159'] as const;
const AREA_CODES: Record<string, string> = {
  Washington: '202',
  Oakland: '510',
  Seattle: '206',
  Toronto: '416',
  Minneapolis: '612',
  Atlanta: '404',
  'Los Angeles': '213',
  Dallas: '214',
  Denver: '303',
  Houston: '713',
  'San Jose': '408',
  Calgary: '403',
  'Las Vegas': '702',
  Columbus: '614',
};

/**
 * A number from the ranges reserved for fiction: 555-01xx in North America,
 * 07700 900xxx in the UK, 0491 570 xxx in Australia; elsewhere +1 555 01xx.
 */
function phoneNumber(rng: Random, city: DemoCity): string {
  const two = String(rng.int(0, 99)).padStart(2, '0');
  switch (city.phone) {
    case 'nanp':
      return `+1 ${AREA_CODES[city.name] ?? '555'} 555 01${two}`;
    case 'uk':
      return `+44 7700 900${String(rng.int(0, 999)).padStart(3, '0')}`;
    case 'au':
      return `+61 491 570 ${rng.pick(AU_FICTIONAL)}`;
    default:
      return `+1 555 01${two}`;
  }
}

function contactFor(
  rng: Random,
  owner: DemoUser,
  city: DemoCity,
): { method: ContactMethod; value: string } {
  const roll = rng.next();
  if (roll < 0.35) return { method: 'phone', value: phoneNumber(rng, city) };
  if (roll < 0.65) return { method: 'whatsapp', value: phoneNumber(rng, city) };
  if (roll < 0.8) {
    const handle = owner.name.toLowerCase().split(' ')[0] ?? 'member';
    return { method: 'telegram', value: `@habesha_demo_${handle}` };
  }
  return { method: 'email', value: owner.email };
}

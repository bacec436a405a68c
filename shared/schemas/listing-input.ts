/** A listing's input schema: what the post form sends and the API accepts. */
import { z as zod } from 'zod';
import {
  BROWSE_TREE,
  POSTING_FORM_SUBCATEGORIES,
  TOP_CATEGORIES,
  type TopCategory,
} from '../categories.ts';
import { CURRENCIES, MAX_PHOTOS, MAX_TAGS } from '../constants.ts';
import {
  DATE_INVALID,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  MEDIA_URL_PATTERN,
} from '../listing-input.ts';
import {
  CONTACT_METHODS,
  EMPLOYMENT_TYPES,
  GENDERS,
  MARKETPLACE_CONDITIONS,
  normalizeWebsite,
  SEEKING,
} from '../listings.ts';
import { isCalendarDate } from '../time.ts';
import { nameText, safeText } from './text.ts';

const text = (max: number) => safeText().trim().max(max, `Must be at most ${max} characters`);

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || undefined);

const requiredText = (max: number, message: string) =>
  safeText({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const count = (max: number) => zod.number().int().min(0, 'Must be 0 or more').max(max).nullish();

/** A real calendar day, YYYY-MM-DD (2026-02-31 or 0000-01-01 are refused, not stored). */
const isoDate = safeText()
  .refine((value) => value === '' || isCalendarDate(value), DATE_INVALID)
  .nullish()
  .transform((value) => value || null);

const commaList = zod.array(text(60)).max(20).default([]);

const detailsSchema = zod.object({
  housing: zod
    .object({
      bedrooms: count(50),
      bathrooms: count(50),
      furnished: zod.boolean().optional(),
      availableFrom: isoDate,
    })
    .optional(),
  jobs: zod
    .object({
      employer: optionalText(LISTING_LIMITS.shortText),
      employment: zod.enum(EMPLOYMENT_TYPES).nullish(),
      pay: optionalText(LISTING_LIMITS.shortText),
      remoteOk: zod.boolean().optional(),
    })
    .optional(),
  mentor: zod
    .object({
      displayName: nameText()
        .trim()
        .max(LISTING_LIMITS.shortText, `Must be at most ${LISTING_LIMITS.shortText} characters`)
        .nullish()
        .transform((value) => value || undefined),
      bio: optionalText(LISTING_LIMITS.bio),
      topics: commaList,
      languages: commaList,
      priceCents: zod.number().int().min(0).max(100_000_000).nullish(),
    })
    .optional(),
  marketplace: zod
    .object({
      condition: zod.enum(MARKETPLACE_CONDITIONS).nullish(),
      brand: optionalText(LISTING_LIMITS.shortText),
      model: optionalText(LISTING_LIMITS.shortText),
    })
    .optional(),
  match: zod
    .object({
      age: zod.number().int().min(18, 'You must be 18 or older').max(120).nullish(),
      gender: zod.enum(GENDERS).nullish(),
      seeking: zod.enum(SEEKING).nullish(),
    })
    .optional(),
});

export type ListingDetailsInput = zod.input<typeof detailsSchema>;

const contactSchema = zod.object({
  phone: optionalText(LISTING_LIMITS.contact),
  whatsapp: optionalText(LISTING_LIMITS.contact),
  telegram: optionalText(LISTING_LIMITS.contact),
  email: safeText()
    .trim()
    .max(LISTING_LIMITS.contact)
    .nullish()
    .transform((value) => value || undefined)
    .pipe(zod.email('Enter a valid email address').optional()),
});

/** A subcategory is accepted from either tree (browse or posting form) of its category. */
function subcategoryFits(category: TopCategory, subcategory: string): boolean {
  return (
    BROWSE_TREE[category].includes(subcategory) ||
    POSTING_FORM_SUBCATEGORIES[category].includes(subcategory)
  );
}

export const listingInputSchema = zod
  .object({
    title: requiredText(LISTING_LIMITS.title, LISTING_MESSAGES.titleRequired),
    description: text(LISTING_LIMITS.description).default(''),
    category: zod.enum(TOP_CATEGORIES, 'Choose a category'),
    subcategory: safeText({ error: LISTING_MESSAGES.subcategoryRequired })
      .trim()
      .min(1, LISTING_MESSAGES.subcategoryRequired)
      .max(LISTING_LIMITS.shortText),
    price_cents: zod.number().int().min(0, 'Price cannot be negative').max(1_000_000_000).nullish(),
    currency: zod.enum(CURRENCIES).default('USD'),
    /** Empty → 'Unknown' (docs/product.md#listings); the post panel itself asks for a city. */
    city: text(LISTING_LIMITS.city).nullish(),
    country: optionalText(LISTING_LIMITS.country),
    tags: zod
      .array(text(LISTING_LIMITS.tag))
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
      .default([])
      // Tags are kept in lower case, so '#Injera' and 'injera' are one tag and search finds both.
      .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()).filter(Boolean))]),
    /** 'https://' is added unless it starts with 'http' (docs/product.md#listings). */
    website_url: safeText()
      .trim()
      .max(LISTING_LIMITS.website)
      .nullish()
      .transform((value) => normalizeWebsite(value ?? '') ?? undefined)
      .pipe(
        zod
          .url({ protocol: /^https?$/, error: 'Enter a website address like https://example.com' })
          .optional(),
      ),
    location_lat: zod.number().min(-90).max(90).nullish(),
    location_lng: zod.number().min(-180).max(180).nullish(),
    street_address: optionalText(LISTING_LIMITS.address),
    contact_hidden: zod.boolean().default(false),
    available_date: isoDate,
    details: detailsSchema.default({}),
    contact: contactSchema.prefault({}),
    /** Photos already stored (kept on edit); new files come with the request. */
    images: zod
      .array(safeText().regex(MEDIA_URL_PATTERN, 'Not a photo of this site'))
      .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`)
      .default([]),
  })
  .superRefine((input, ctx) => {
    const fail = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (input.subcategory && !subcategoryFits(input.category, input.subcategory)) {
      fail(['subcategory'], LISTING_MESSAGES.subcategoryRequired);
    }
    if (!CONTACT_METHODS.some((method) => input.contact[method])) {
      fail(['contact'], LISTING_MESSAGES.contactRequired);
    }
    const { mentor, marketplace, match } = input.details;
    if (input.category === 'mentor') {
      if (!mentor?.displayName)
        fail(['details', 'mentor', 'displayName'], LISTING_MESSAGES.displayNameRequired);
      if (!mentor?.bio) fail(['details', 'mentor', 'bio'], LISTING_MESSAGES.bioRequired);
    }
    if (input.category === 'marketplace' && !marketplace?.condition) {
      fail(['details', 'marketplace', 'condition'], LISTING_MESSAGES.conditionRequired);
    }
    if (input.category === 'match') {
      if (match?.age == null) fail(['details', 'match', 'age'], LISTING_MESSAGES.ageRequired);
      if (!match?.gender) fail(['details', 'match', 'gender'], LISTING_MESSAGES.genderRequired);
      if (!match?.seeking) fail(['details', 'match', 'seeking'], LISTING_MESSAGES.seekingRequired);
    }
  });

export type ListingInput = zod.input<typeof listingInputSchema>;

export type ValidListingInput = zod.output<typeof listingInputSchema>;

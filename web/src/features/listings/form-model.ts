/**
 * The post/edit form's state and rules (docs/product.md#listings): what each field holds,
 * which messages a submit can raise, how the form's strings become the API's
 * listing payload, and how a saved listing fills the form again for editing.
 * Pure functions, unit-tested; the panel only renders them.
 */
import { isGig, POSTING_FORM_SUBCATEGORIES, type TopCategory } from '@shared/categories.ts';
import type { Currency } from '@shared/constants.ts';
import { LISTING_MESSAGES, type ListingReply } from '@shared/listing-input.ts';
import { parseTags, priceToCents, splitDescription } from '@shared/listings.ts';
import type { ListingInput } from '@shared/schemas/listing-input.ts';

export type ListingFormValues = {
  /** '' until the member chooses one (a new post starts with none). */
  category: TopCategory | '';
  subcategory: string;
  title: string;
  description: string;
  price: string;
  currency: Currency;
  city: string;
  country: string;
  streetAddress: string;
  lat: number | null;
  lng: number | null;
  tags: string;
  website: string;
  phone: string;
  whatsapp: string;
  telegram: string;
  email: string;
  contactHidden: boolean;
  // housing
  bedrooms: string;
  bathrooms: string;
  furnished: boolean;
  availableFrom: string;
  // jobs
  jobKind: 'regular' | 'gig';
  employer: string;
  employment: string;
  pay: string;
  remoteOk: boolean;
  // mentor
  mentorName: string;
  mentorBio: string;
  mentorTopics: string;
  mentorLanguages: string;
  mentorPrice: string;
  // marketplace
  condition: string;
  brand: string;
  model: string;
  // match
  age: string;
  gender: string;
  seeking: string;
};

/** The fields a submit can flag, each with its spec message. */
export type ErrorField =
  | 'category'
  | 'title'
  | 'subcategory'
  | 'city'
  | 'contact'
  | 'mentorName'
  | 'mentorBio'
  | 'condition'
  | 'age'
  | 'gender'
  | 'seeking';

/** Field → message (English, as in the spec; the panel translates it). */
export type FormErrors = Partial<Record<ErrorField | string, string>>;

export function emptyForm(category: TopCategory | '' = ''): ListingFormValues {
  return {
    category,
    subcategory: '',
    title: '',
    description: '',
    price: '',
    currency: 'USD',
    city: '',
    country: '',
    streetAddress: '',
    lat: null,
    lng: null,
    tags: '',
    website: '',
    phone: '',
    whatsapp: '',
    telegram: '',
    email: '',
    contactHidden: false,
    bedrooms: '',
    bathrooms: '',
    furnished: false,
    availableFrom: '',
    jobKind: 'regular',
    employer: '',
    employment: '',
    pay: '',
    remoteOk: false,
    mentorName: '',
    mentorBio: '',
    mentorTopics: '',
    mentorLanguages: '',
    mentorPrice: '',
    condition: '',
    brand: '',
    model: '',
    age: '',
    gender: '',
    seeking: '',
  };
}

/** The subcategories the form offers; for jobs, those of the chosen kind (gig_* or regular). */
export function subcategoryOptions(
  category: TopCategory | '',
  jobKind: ListingFormValues['jobKind'] = 'regular',
): readonly string[] {
  if (!category) return [];
  const all = POSTING_FORM_SUBCATEGORIES[category];
  if (category !== 'jobs') return all;
  return all.filter((sub) => isGig(sub) === (jobKind === 'gig'));
}

/** Which error a field's edit clears: contact fields share one message. */
export function errorFieldFor(
  field: keyof ListingFormValues,
): ErrorField | keyof ListingFormValues {
  return field === 'phone' || field === 'whatsapp' || field === 'telegram' || field === 'email'
    ? 'contact'
    : field;
}

/** docs/product.md#listings submit checks, in the order the form shows them. */
/** Whether any contact field has a value (the form needs at least one). */
export function hasContact(
  values: Pick<ListingFormValues, 'phone' | 'whatsapp' | 'telegram' | 'email'>,
): boolean {
  return [values.phone, values.whatsapp, values.telegram, values.email].some(
    (value) => value.trim() !== '',
  );
}

export function validateForm(values: ListingFormValues): FormErrors {
  const errors: FormErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (!values.category) errors.category = LISTING_MESSAGES.categoryRequired;
  if (blank(values.title)) errors.title = LISTING_MESSAGES.titleRequired;
  if (blank(values.subcategory)) errors.subcategory = LISTING_MESSAGES.subcategoryRequired;
  if (blank(values.city)) errors.city = LISTING_MESSAGES.cityRequired;
  if (!hasContact(values)) errors.contact = LISTING_MESSAGES.contactRequired;
  if (values.category === 'mentor') {
    if (blank(values.mentorName)) errors.mentorName = LISTING_MESSAGES.displayNameRequired;
    if (blank(values.mentorBio)) errors.mentorBio = LISTING_MESSAGES.bioRequired;
  }
  if (values.category === 'marketplace' && blank(values.condition)) {
    errors.condition = LISTING_MESSAGES.conditionRequired;
  }
  if (values.category === 'match') {
    if (blank(values.age)) errors.age = LISTING_MESSAGES.ageRequired;
    if (blank(values.gender)) errors.gender = LISTING_MESSAGES.genderRequired;
    if (blank(values.seeking)) errors.seeking = LISTING_MESSAGES.seekingRequired;
  }
  return errors;
}

/** A whole number ≥ 0 from a text input, or null (bedrooms and bathrooms minimum 0). */
function count(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const orNull = (text: string) => text.trim() || null;

/** The API payload for the form's values (docs/product.md#listings rules applied where the form owns them). */
export function toListingInput(values: ListingFormValues, keptImages: string[]): ListingInput {
  const details: ListingInput['details'] = {};
  switch (values.category) {
    case 'housing':
      details.housing = {
        bedrooms: count(values.bedrooms),
        bathrooms: count(values.bathrooms),
        furnished: values.furnished,
        availableFrom: orNull(values.availableFrom),
      };
      break;
    case 'jobs':
      details.jobs = {
        employer: orNull(values.employer),
        employment: (orNull(values.employment) as 'full' | null) ?? null,
        pay: orNull(values.pay),
        remoteOk: values.remoteOk,
      };
      break;
    case 'mentor':
      details.mentor = {
        displayName: orNull(values.mentorName),
        bio: orNull(values.mentorBio),
        topics: list(values.mentorTopics),
        languages: list(values.mentorLanguages),
        priceCents: priceToCents(values.mentorPrice),
      };
      break;
    case 'marketplace':
      details.marketplace = {
        condition: (orNull(values.condition) as 'new' | null) ?? null,
        brand: orNull(values.brand),
        model: orNull(values.model),
      };
      break;
    case 'match':
      details.match = {
        age: count(values.age),
        gender: (orNull(values.gender) as 'male' | null) ?? null,
        seeking: (orNull(values.seeking) as 'male' | null) ?? null,
      };
      break;
  }
  const hasPrice = values.category !== 'mentor' && values.category !== 'match';
  return {
    title: values.title.trim(),
    description: values.category === 'mentor' ? '' : values.description.trim(),
    // validateForm has made sure one was chosen.
    category: values.category as TopCategory,
    subcategory: values.subcategory,
    price_cents: hasPrice ? priceToCents(values.price) : null,
    currency: values.currency,
    city: values.city.trim(),
    country: orNull(values.country),
    street_address: orNull(values.streetAddress),
    location_lat: values.lat,
    location_lng: values.lng,
    tags: parseTags(values.tags),
    website_url: orNull(values.website),
    contact_hidden: values.contactHidden,
    details,
    contact: {
      phone: orNull(values.phone),
      whatsapp: orNull(values.whatsapp),
      telegram: orNull(values.telegram),
      email: orNull(values.email),
    },
    images: keptImages,
  };
}

const centsToText = (cents: number | null) => (cents ? String(cents / 100) : '');

/** Fills the form from a saved listing (edit mode), reading the details block back. */
export function formFromListing(listing: ListingReply): ListingFormValues {
  const { text, details } = splitDescription(listing.description, listing.category);
  const form = emptyForm(listing.category);
  const yes = (label: string) => details[label] === 'Yes';
  const contact = listing.contact;
  Object.assign(form, {
    subcategory: listing.subcategory ?? '',
    title: listing.title,
    description: text,
    price: centsToText(listing.price_cents),
    currency: listing.currency as Currency,
    city: listing.city === 'Unknown' ? '' : listing.city,
    country: listing.country ?? '',
    streetAddress: listing.street_address ?? '',
    lat: listing.location_lat,
    lng: listing.location_lng,
    tags: listing.tags.join(', '),
    website: listing.website_url ?? '',
    contactHidden: listing.contact_hidden,
    [contact?.contact_method ?? 'phone']: contact?.contact_value ?? '',
  });
  switch (listing.category) {
    case 'housing':
      Object.assign(form, {
        bedrooms: details.Bedrooms ?? '',
        bathrooms: details.Bathrooms ?? '',
        furnished: yes('Furnished'),
        availableFrom: details['Available from'] ?? listing.available_date ?? '',
      });
      break;
    case 'jobs':
      Object.assign(form, {
        jobKind: isGig(listing.subcategory) ? 'gig' : 'regular',
        employer: details.Employer ?? '',
        employment: details.Employment ?? '',
        pay: details.Pay ?? '',
        remoteOk: yes('Remote OK'),
      });
      break;
    case 'mentor':
      Object.assign(form, {
        mentorName: details.Mentor ?? '',
        mentorBio: text,
        description: '',
        mentorTopics: details.Topics ?? '',
        mentorLanguages: details.Languages ?? '',
        mentorPrice: centsToText(listing.price_cents),
        price: '',
      });
      break;
    case 'marketplace':
      Object.assign(form, {
        condition: details.Condition ?? '',
        brand: details.Brand ?? '',
        model: details.Model ?? '',
      });
      break;
    case 'match':
      Object.assign(form, {
        age: details.Age ?? '',
        gender: details.Gender ?? '',
        seeking: details.Seeking === 'Any' ? 'other' : (details.Seeking ?? ''),
      });
      break;
  }
  return form;
}

/** Where a server field error belongs in the form (its paths follow the API payload). */
export function formFieldForApiPath(path: string): string {
  const map: Record<string, string> = {
    'details.mentor.displayName': 'mentorName',
    'details.mentor.bio': 'mentorBio',
    'details.marketplace.condition': 'condition',
    'details.match.age': 'age',
    'details.match.gender': 'gender',
    'details.match.seeking': 'seeking',
    'details.housing.bedrooms': 'bedrooms',
    'details.housing.bathrooms': 'bathrooms',
    'contact.email': 'email',
    website_url: 'website',
    price_cents: 'price',
    street_address: 'streetAddress',
  };
  return map[path] ?? path;
}

/**
 * Posting rules of docs/product.md#listings, shared by the post panel and the API: tags,
 * website, price, the category details block, and the single saved contact.
 * Pure functions, so both sides apply exactly the same rule.
 */
import { isGig, type TopCategory } from './categories.ts';
import { MAX_TAGS } from './constants.ts';
import { formatPrice } from './money.ts';

/** 'held': a moderator is reviewing it, or removed it (issue #39); only its owner sees it. */
export const LISTING_STATUSES = ['active', 'inactive', 'deleted', 'held', 'expired'] as const;
export const CONTACT_METHODS = ['phone', 'whatsapp', 'telegram', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const EMPLOYMENT_TYPES = ['full', 'part', 'contract', 'temp', 'intern'] as const;
export const MARKETPLACE_CONDITIONS = ['new', 'like-new', 'good', 'fair'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
/** 'other' is labelled 'Any' in the form. */
export const SEEKING = ['male', 'female', 'other'] as const;

/** Offered in the post form's city input (spec: a fixed list of 12 US cities). */
export const CITY_SUGGESTIONS = [
  'Washington, DC',
  'Seattle, WA',
  'Minneapolis, MN',
  'Oakland, CA',
  'Los Angeles, CA',
  'San Jose, CA',
  'Dallas, TX',
  'Houston, TX',
  'Atlanta, GA',
  'Denver, CO',
  'Las Vegas, NV',
  'Columbus, OH',
] as const;

/** Offered in the post form's country input (spec: a fixed list of 10 countries). */
export const COUNTRY_SUGGESTIONS = [
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'Sweden',
  'Ethiopia',
  'Eritrea',
  'Israel',
  'United Arab Emirates',
  'Australia',
] as const;

export const UNKNOWN_CITY = 'Unknown';

/** Tags: split on comma or '#', trimmed, empties dropped, at most 10. */
export function parseTags(input: string): string[] {
  return input
    .split(/[,#]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
    .slice(0, MAX_TAGS);
}

/** Website: 'https://' is added unless the address starts with 'http'; empty stays empty. */
export function normalizeWebsite(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  return url.startsWith('http') ? url : `https://${url}`;
}

/** Price: optional; non-numeric counts as empty; dollars × 100 rounded; 0 is sent as null. */
export function priceToCents(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const value = typeof input === 'number' ? input : Number(String(input).trim() || Number.NaN);
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return cents === 0 ? null : cents;
}

/** No city → 'Unknown'. */
export function cityOrUnknown(city: string | null | undefined): string {
  return city?.trim() || UNKNOWN_CITY;
}

/** A job's kind follows its subcategory: gig_* is a gig, the rest regular work. */
export function jobKindFor(subcategory: string | null | undefined): 'gig' | 'regular' {
  return isGig(subcategory) ? 'gig' : 'regular';
}

export type ContactFields = {
  phone?: string;
  whatsapp?: string;
  telegram?: string;
  email?: string;
};

/** Only one contact is saved: the first present of phone, WhatsApp, Telegram, email. */
export function pickContact(
  fields: ContactFields,
): { method: ContactMethod; value: string } | null {
  for (const method of CONTACT_METHODS) {
    const value = fields[method]?.trim();
    if (value) return { method, value };
  }
  return null;
}

export type CategoryDetails = {
  housing?: {
    bedrooms?: number | null;
    bathrooms?: number | null;
    furnished?: boolean;
    availableFrom?: string | null;
  };
  jobs?: {
    jobKind?: 'gig' | 'regular';
    employer?: string | null;
    employment?: string | null;
    pay?: string | null;
    remoteOk?: boolean;
  };
  mentor?: {
    displayName?: string | null;
    topics?: string[];
    languages?: string[];
    priceCents?: number | null;
  };
  marketplace?: { condition?: string | null; brand?: string | null; model?: string | null };
  match?: { age?: number | null; gender?: string | null; seeking?: string | null };
};

/** The line that separates the description from the details block. */
export const DETAILS_SEPARATOR = '---';

const yesNo = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? 'Yes' : 'No';

/** The category's details as "Label: value" lines (empty values left out). */
export function detailLines(category: TopCategory, details: CategoryDetails): string[] {
  const entries: [string, unknown][] = (() => {
    switch (category) {
      case 'housing': {
        const d = details.housing ?? {};
        return [
          ['Bedrooms', d.bedrooms],
          ['Bathrooms', d.bathrooms],
          ['Furnished', yesNo(d.furnished)],
          ['Available from', d.availableFrom],
        ];
      }
      case 'jobs': {
        const d = details.jobs ?? {};
        return [
          [
            'Job type',
            d.jobKind === 'gig' ? 'Gig' : d.jobKind === 'regular' ? 'Regular' : undefined,
          ],
          ['Employer', d.employer],
          ['Employment', d.employment],
          ['Pay', d.pay],
          ['Remote OK', yesNo(d.remoteOk)],
        ];
      }
      case 'mentor': {
        const d = details.mentor ?? {};
        return [
          ['Mentor', d.displayName],
          ['Topics', d.topics?.join(', ')],
          ['Languages', d.languages?.join(', ')],
          ['Price', d.priceCents ? `${formatPrice(d.priceCents)}/session` : undefined],
        ];
      }
      case 'marketplace': {
        const d = details.marketplace ?? {};
        return [
          ['Condition', d.condition],
          ['Brand', d.brand],
          ['Model', d.model],
        ];
      }
      case 'match': {
        const d = details.match ?? {};
        return [
          ['Age', d.age],
          ['Gender', d.gender],
          ['Seeking', d.seeking === 'other' ? 'Any' : d.seeking],
        ];
      }
      default:
        return [];
    }
  })();
  return entries
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(([label, value]) => `• ${label}: ${String(value).trim()}`);
}

/**
 * The description as stored: the text, then (when there are details) a
 * separator line and the category details as a bulleted block.
 */
export function composeDescription(
  description: string,
  category: TopCategory,
  details: CategoryDetails,
): string {
  const text = description.trim();
  const lines = detailLines(category, details);
  if (lines.length === 0) return text;
  return [text, DETAILS_SEPARATOR, ...lines].filter((part) => part !== '').join('\n');
}

const DETAIL_LINE = /^• ([^:]+): (.*)$/;

/** The labels each category's details block uses (see detailLines). */
const DETAIL_LABELS: Record<TopCategory, readonly string[]> = {
  housing: ['Bedrooms', 'Bathrooms', 'Furnished', 'Available from'],
  jobs: ['Job type', 'Employer', 'Employment', 'Pay', 'Remote OK'],
  mentor: ['Mentor', 'Topics', 'Languages', 'Price'],
  marketplace: ['Condition', 'Brand', 'Model'],
  match: ['Age', 'Gender', 'Seeking'],
  services: [],
  community: [],
};

/**
 * The reverse of composeDescription, for the edit form: the text before the
 * details block, and the block's values by label. A description without a
 * well-formed block is all text.
 */
export function splitDescription(
  stored: string,
  category: TopCategory,
): { text: string; details: Record<string, string> } {
  const lines = stored.split('\n');
  const separator = lines.lastIndexOf(DETAILS_SEPARATOR);
  const block = separator === -1 ? [] : lines.slice(separator + 1);
  // Only a block of this category's own labels is a details block; anything else is the author's text.
  const labels = DETAIL_LABELS[category];
  const isDetail = (line: string) => labels.includes(DETAIL_LINE.exec(line)?.[1] ?? '');
  if (block.length === 0 || !block.every(isDetail)) {
    return { text: stored, details: {} };
  }
  const details: Record<string, string> = {};
  for (const line of block) {
    const [, label, value] = DETAIL_LINE.exec(line) ?? [];
    if (label && value !== undefined) details[label] = value;
  }
  return { text: lines.slice(0, separator).join('\n'), details };
}

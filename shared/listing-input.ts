/**
 * What a client sends to create or update a listing, and what the API sends
 * back (docs/product.md#listings Listing). The zod
 * schema is the API's boundary check; its messages are the spec's own, so an
 * API client sees the same words the post panel shows.
 */

import type { TopCategory } from './categories.ts';
import type { CategoryDetails, ContactMethod } from './listings.ts';
import type { Moderated } from './moderation.ts';
import type { ValidListingInput } from './schemas/listing-input.ts';

/** The spec's messages (docs/product.md#listings, docs/product.md#listings), in English; the web app translates them. */
export const LISTING_MESSAGES = {
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
  cityRequired: 'City is required',
  contactRequired: 'At least one contact method is required',
  displayNameRequired: 'Display name is required',
  bioRequired: 'Bio is required',
  conditionRequired: 'Condition is required',
  ageRequired: 'Age is required',
  genderRequired: 'Gender is required',
  seekingRequired: 'Seeking preference is required',
  fillRequired: 'Please fill in all required fields',
  signInToPost: 'Please sign in to post a listing',
  postFailed: 'Failed to post listing. Please try again.',
  posted: 'Posted successfully!',
  updated: 'Updated successfully!',
  deleteConfirm: 'Delete this listing? This action cannot be undone.',
  deleted: 'Listing deleted successfully',
  deleteFailed: 'Failed to delete listing',
  loadOwnFailed: 'Failed to load your listings',
  locationCleared: 'Location cleared',
  locationFound: '📍 Location found on map!',
  cityLocationFound: '📍 City location found on map!',
} as const;

export type ListingMessage = (typeof LISTING_MESSAGES)[keyof typeof LISTING_MESSAGES];

/** Field lengths the database and the pages are comfortable with. */
export const LISTING_LIMITS = {
  title: 140,
  description: 5000,
  city: 120,
  country: 80,
  tag: 40,
  website: 500,
  address: 300,
  contact: 200,
  shortText: 120,
  bio: 2000,
} as const;

/** API clients only: the form's date picker cannot produce an impossible date. */
export const DATE_INVALID = 'Use a real date like 2026-12-01';

/** Media URLs the server itself issued (see server/platform/media). */
export const MEDIA_URL_PATTERN = /^\/media\/u_[A-Za-z0-9_-]+\/\d+_[a-z0-9]+\.webp$/;

/** The details of the listing's own category only, in the shape composeDescription takes. */
export function detailsForCategory(input: ValidListingInput): CategoryDetails {
  const { details, category } = input;
  switch (category) {
    case 'housing':
      return { housing: details.housing };
    case 'jobs':
      return { jobs: { ...details.jobs, jobKind: jobKindFromSubcategory(input.subcategory) } };
    case 'mentor':
      return {
        mentor: {
          displayName: details.mentor?.displayName,
          topics: details.mentor?.topics,
          languages: details.mentor?.languages,
          priceCents: details.mentor?.priceCents,
        },
      };
    case 'marketplace':
      return { marketplace: details.marketplace };
    case 'match':
      return { match: details.match };
    default:
      return {};
  }
}

function jobKindFromSubcategory(subcategory: string): 'gig' | 'regular' {
  return subcategory.startsWith('gig_') ? 'gig' : 'regular';
}

/** A listing's one contact, as the API returns it. */
export type ListingContactReply = {
  id: string;
  contact_method: ContactMethod;
  contact_value: string;
  created_at: string;
};

/** A listing as the API returns it (docs/product.md#listings). */
export type ListingReply = {
  id: string;
  user_id: string;
  title: string;
  description: string;
  price_cents: number | null;
  currency: string;
  city: string;
  country: string | null;
  category: TopCategory;
  subcategory: string | null;
  tags: string[];
  images: string[];
  website_url: string | null;
  location_lat: number | null;
  location_lng: number | null;
  /** Only in the owner's own view. */
  street_address?: string | null;
  /** Only in the owner's own view: when it was posted or last renewed (it expires LISTING_EXPIRY_DAYS later). */
  renewed_at?: string;
  contact_hidden: boolean;
  available_date: string | null;
  status: string;
  is_featured: boolean;
  views: number;
  created_at: string;
  updated_at: string;
  /**
   * The contact, or null when there is none or the reader may not see it
   * (signed out, or contact_hidden and not the owner).
   */
  contact: ListingContactReply | null;
  /**
   * Who posted it, on the read of one listing (not in browse pages): the display
   * name, or null when they chose none (never their email), and when they joined.
   */
  seller?: { name: string | null; member_since: string };
} & Partial<Moderated>;

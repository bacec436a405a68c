/**
 * From a validated listing payload to the row stored (docs/product.md#listings): city
 * 'Unknown' when empty, category details appended to the description, mentor
 * bio as the description and its price in USD cents, one contact by priority.
 */
import { detailsForCategory } from '../../../shared/listing-input.ts';
import { cityOrUnknown, composeDescription, pickContact } from '../../../shared/listings.ts';
import type { ValidListingInput } from '../../../shared/schemas/listing-input.ts';
import type { listings } from '../../db/schema/listings.ts';

export type ListingValues = Omit<
  typeof listings.$inferInsert,
  'id' | 'userId' | 'images' | 'status' | 'isFeatured' | 'views' | 'createdAt' | 'updatedAt'
>;

export function listingValues(input: ValidListingInput): ListingValues {
  const isMentor = input.category === 'mentor';
  const text = isMentor ? (input.details.mentor?.bio ?? '') : input.description;
  const priceCents = isMentor ? input.details.mentor?.priceCents : input.price_cents;
  const availableDate =
    input.category === 'housing'
      ? (input.details.housing?.availableFrom ?? input.available_date)
      : input.available_date;
  return {
    title: input.title,
    description: composeDescription(text, input.category, detailsForCategory(input)),
    // A price of 0 is no price (docs/product.md#listings).
    priceCents: priceCents || null,
    currency: isMentor ? 'USD' : input.currency,
    city: cityOrUnknown(input.city),
    country: input.country ?? null,
    category: input.category,
    subcategory: input.subcategory,
    tags: input.tags,
    websiteUrl: input.website_url ?? null,
    locationLat: input.location_lat ?? null,
    locationLng: input.location_lng ?? null,
    streetAddress: input.street_address ?? null,
    contactHidden: input.contact_hidden,
    availableDate: availableDate ?? null,
  };
}

/** The one contact kept: phone, then WhatsApp, Telegram, email. */
export function contactValues(input: ValidListingInput) {
  return pickContact(input.contact);
}

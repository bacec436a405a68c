/**
 * Turns listing rows into API replies, showing each reader what policy.ts
 * lets them see: the contact only for signed-in readers (and, when
 * contact_hidden, only for the owner); the street address and the exact map
 * point only for the owner (everyone else sees the point on a grid of about
 * 500 m, shared/map-point.ts).
 */

import type { TopCategory } from '../../../shared/categories.ts';
import type { ListingReply } from '../../../shared/listing-input.ts';
import type { ContactMethod } from '../../../shared/listings.ts';
import { publicMapPoint } from '../../../shared/map-point.ts';
import { shownModeration } from '../../../shared/moderation.ts';
import type { Listing, ListingRead } from '../../db/schema/listings.ts';
import { isOwner, mayReadContact, type Reader } from './policy.ts';

export type ContactRow = {
  id: string;
  contactMethod: string;
  contactValue: string;
  createdAt: Date;
};

export function toListingReply(
  listing: ListingRead,
  contact: ContactRow | null | undefined,
  reader: Reader,
): ListingReply {
  const ownerReads = isOwner(listing, reader);
  return {
    id: listing.id,
    user_id: listing.userId,
    title: listing.title,
    description: listing.description,
    price_cents: listing.priceCents,
    currency: listing.currency,
    city: listing.city,
    country: listing.country,
    category: listing.category as TopCategory,
    subcategory: listing.subcategory,
    tags: listing.tags,
    images: listing.images,
    website_url: listing.websiteUrl,
    ...mapPointFor(listing, ownerReads),
    ...(ownerReads
      ? {
          street_address: listing.streetAddress,
          // Only its owner ever gets a held listing: why it is held, and the moderator's note.
          moderation: shownModeration(listing.moderation),
          moderation_note: listing.moderationNote,
        }
      : {}),
    contact_hidden: listing.contactHidden,
    available_date: listing.availableDate,
    status: listing.status,
    is_featured: listing.isFeatured,
    views: listing.views,
    created_at: listing.createdAt.toISOString(),
    updated_at: listing.updatedAt.toISOString(),
    contact:
      contact && mayReadContact(listing, reader)
        ? {
            id: contact.id,
            contact_method: contact.contactMethod as ContactMethod,
            contact_value: contact.contactValue,
            created_at: contact.createdAt.toISOString(),
          }
        : null,
  };
}

/** The exact point for the owner; for everyone else the public one (about 500 m grid). */
export function mapPointFor(
  listing: Pick<Listing, 'locationLat' | 'locationLng'>,
  isOwner: boolean,
): { location_lat: number | null; location_lng: number | null } {
  const { locationLat: lat, locationLng: lng } = listing;
  if (lat === null || lng === null) return { location_lat: null, location_lng: null };
  const shown = isOwner ? { lat, lng } : publicMapPoint({ lat, lng });
  return { location_lat: shown.lat, location_lng: shown.lng };
}

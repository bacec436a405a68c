/**
 * The member card (issue #41): what anyone, signed in or not, may read about a
 * member met in city chat, a forum, the mentor directory or Match, with
 * 'Message'. Never contact details: no email, no phone, no address.
 */
import type { PersonRef } from './people.ts';

/** How many of the member's listings the card shows (newest first). */
export const MEMBER_CARD_LISTINGS = 3;

export type MemberCardListing = {
  id: string;
  title: string;
  price_cents: number | null;
  currency: string;
  city: string;
  /** The first photo's URL (the card shows its thumbnail), or null. */
  image: string | null;
};

export type MemberCard = {
  member: PersonRef & {
    /** Their profile's city, or null. */
    city: string | null;
    /** When they joined (ISO). */
    member_since: string;
    /** Their newest active listings, up to MEMBER_CARD_LISTINGS. */
    listings: MemberCardListing[];
    /** All their active listings. */
    listing_count: number;
  };
  /**
   * Null signed out (the card's 'Message' leads to sign-in). `can_message`
   * is false for oneself and across a block either way (who blocked is not said).
   */
  viewer: { self: boolean; can_message: boolean } | null;
};

export const MEMBER_CARD_MESSAGES = { missing: 'That member does not exist' } as const;

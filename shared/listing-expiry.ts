/**
 * Listing expiry (issue #44): a listing expires LISTING_EXPIRY_DAYS (server
 * config, 45 by default) after it was posted or last renewed; its owner is
 * told a week before, and renews it with one click.
 */

/** How long before its expiry the owner is told. */
export const EXPIRY_REMINDER_DAYS = 7;

/** The day a listing expires: `days` after it was posted or last renewed. */
export function expiresAt(renewedAt: Date, days: number): Date {
  return new Date(renewedAt.getTime() + days * 86_400_000);
}

/** Where the expiry email's one-click Renew lands: My Listings renews it for its signed-in owner. */
export const renewPath = (listingId: string) => `/account/listings?renew=${listingId}`;

export const EXPIRY_MESSAGES = {
  expired: 'This listing has expired',
} as const;

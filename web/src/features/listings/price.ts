import { formatPrice } from '@shared/money.ts';

/**
 * A listing's price as the spec shows it: only when present and non-zero, in
 * en-US currency format in the listing's currency (USD by default), no '.00' when whole.
 */
export function formatListingPrice(
  listing: { price_cents: number | null; currency?: string | null },
  options: { perMonth?: boolean } = {},
): string | null {
  if (!listing.price_cents) return null;
  const amount = formatPrice(listing.price_cents, listing.currency || 'USD');
  return options.perMonth ? `${amount}/mo` : amount;
}

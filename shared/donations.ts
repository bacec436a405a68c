/**
 * Donation rules shared by the dialog and the API (docs/product.md#donations Donation).
 * The spec shows no bounds; the server sets them so that a typo ($0.05, or
 * $50,000 for $50.000) is caught before the card page, with a clear message.
 */

import { DONATION_DEFAULT_CENTS, DONATION_PRESETS_CENTS } from './constants.ts';
import { dollarsToCents, formatCents } from './money.ts';

export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;

export { DONATION_DEFAULT_CENTS, DONATION_PRESETS_CENTS };

export const DONATION_AMOUNT_MESSAGE = `Donation amount must be between ${formatCents(DONATION_MIN_CENTS)} and ${formatCents(DONATION_MAX_CENTS)}.`;

/**
 * The amount to charge: the custom amount typed (decimal dollars, rounded to
 * cents) when it is a number, otherwise the selected preset.
 */
export function chooseDonationCents(customAmount: string, presetCents: number): number {
  return dollarsToCents(customAmount) ?? presetCents;
}

export function isDonationAmountAllowed(cents: number): boolean {
  return Number.isInteger(cents) && cents >= DONATION_MIN_CENTS && cents <= DONATION_MAX_CENTS;
}

export const DONATION_EMAIL_MESSAGE = 'Enter a valid email address, or leave it empty.';

export type DonationCheckoutReply = { url: string };

/** The `amt` query value of /donate/success (cents); null when missing or not a plausible amount. */
export function parseSuccessAmount(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const cents = Number(raw);
  return cents > 0 && cents <= DONATION_MAX_CENTS ? cents : null;
}

/**
 * The browse page's 'Support' pop-up (issue #40): at most once a week to a
 * visitor, and never again once they have donated. What the browser
 * remembers: when it last showed, and whether a donation went through.
 */
export const SUPPORT_POPUP_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;
export type SupportPopupMemory = { shownAt: number | null; donated: boolean };

/** What the browser stored, read leniently: anything unreadable is a first visit. */
export function parseSupportPopupMemory(raw: string | null): SupportPopupMemory {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<SupportPopupMemory>;
    return {
      shownAt:
        typeof value.shownAt === 'number' && Number.isFinite(value.shownAt) ? value.shownAt : null,
      donated: value.donated === true,
    };
  } catch {
    return { shownAt: null, donated: false };
  }
}

/** Whether the pop-up may show now: never after a donation; else once a week at most. */
export function supportPopupDue(memory: SupportPopupMemory, now: number): boolean {
  if (memory.donated) return false;
  if (memory.shownAt === null) return true;
  // A time ahead of now (a clock set back) counts as just shown.
  return now - memory.shownAt >= SUPPORT_POPUP_INTERVAL_MS;
}

import { describe, expect, it } from 'vitest';
import {
  chooseDonationCents,
  DONATION_DEFAULT_CENTS,
  DONATION_PRESETS_CENTS,
  isDonationAmountAllowed,
  parseSuccessAmount,
  parseSupportPopupMemory,
  SUPPORT_POPUP_INTERVAL_MS,
  supportPopupDue,
} from './donations.ts';
import { dollarsToCents, formatCents } from './money.ts';
import { donationCheckoutSchema } from './schemas/donations.ts';

describe('donation amount (docs/product.md#donations)', () => {
  it('offers $5, $10 and $20, with $5 by default', () => {
    expect(DONATION_PRESETS_CENTS).toEqual([500, 1000, 2000]);
    expect(DONATION_DEFAULT_CENTS).toBe(500);
  });

  it('parses a custom amount as decimal dollars rounded to cents', () => {
    expect(chooseDonationCents('12.5', 500)).toBe(1250);
    expect(chooseDonationCents(' 7 ', 500)).toBe(700);
    expect(chooseDonationCents('3.999', 500)).toBe(400);
    expect(chooseDonationCents('.5', 500)).toBe(50);
    expect(chooseDonationCents('0.125', 500)).toBe(13);
  });

  it('uses the selected preset when the custom amount is empty or not a number', () => {
    expect(chooseDonationCents('', 1000)).toBe(1000);
    expect(chooseDonationCents('   ', 2000)).toBe(2000);
    expect(chooseDonationCents('ten', 1000)).toBe(1000);
    expect(chooseDonationCents('1e3', 500)).toBe(500);
    expect(chooseDonationCents('-5', 500)).toBe(500);
    expect(chooseDonationCents('.', 500)).toBe(500);
  });

  it('allows $1 to $10,000', () => {
    expect(isDonationAmountAllowed(99)).toBe(false);
    expect(isDonationAmountAllowed(100)).toBe(true);
    expect(isDonationAmountAllowed(1_000_000)).toBe(true);
    expect(isDonationAmountAllowed(1_000_001)).toBe(false);
    expect(isDonationAmountAllowed(150.5)).toBe(false);
  });

  it('validates the checkout request: cents in bounds, optional email', () => {
    expect(donationCheckoutSchema.parse({ amount: 500 })).toEqual({ amount: 500, email: null });
    expect(donationCheckoutSchema.parse({ amount: 500, email: '' })).toEqual({
      amount: 500,
      email: null,
    });
    expect(donationCheckoutSchema.parse({ amount: 500, email: 'a@b.org' })).toEqual({
      amount: 500,
      email: 'a@b.org',
    });
    expect(donationCheckoutSchema.safeParse({ amount: 50 }).error?.issues[0]?.message).toBe(
      'Donation amount must be between $1.00 and $10,000.00.',
    );
    expect(donationCheckoutSchema.safeParse({ amount: '500' }).success).toBe(false);
    expect(donationCheckoutSchema.safeParse({ amount: 500, email: 'nope' }).success).toBe(false);
  });
});

describe('money', () => {
  it('formats cents as en-US currency', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(2000, 'eur')).toBe('€20.00');
  });

  it('reads dollars as typed, or null', () => {
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });
});

describe('/donate/success amount', () => {
  it('reads amt in cents', () => {
    expect(parseSuccessAmount('500')).toBe(500);
    expect(parseSuccessAmount('1000000')).toBe(1_000_000);
  });

  it('ignores a missing or invalid amt (thanks without an amount)', () => {
    for (const raw of [null, '', 'abc', '5.00', '-500', '0', '99999999999', '1000001']) {
      expect(parseSuccessAmount(raw), String(raw)).toBeNull();
    }
  });
});

describe("the browse page's Support pop-up (issue #40)", () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const day = 24 * 60 * 60 * 1000;

  it('shows to a visitor who has not seen it, then not again for a week', () => {
    expect(SUPPORT_POPUP_INTERVAL_MS).toBe(7 * day);
    expect(supportPopupDue({ shownAt: null, donated: false }, now)).toBe(true);
    expect(supportPopupDue({ shownAt: now - 1000, donated: false }, now)).toBe(false);
    expect(supportPopupDue({ shownAt: now - 6 * day, donated: false }, now)).toBe(false);
    expect(supportPopupDue({ shownAt: now - 7 * day, donated: false }, now)).toBe(true);
    // A clock set back does not bring it early.
    expect(supportPopupDue({ shownAt: now + day, donated: false }, now)).toBe(false);
  });

  it('never shows after a donation', () => {
    expect(supportPopupDue({ shownAt: null, donated: true }, now)).toBe(false);
    expect(supportPopupDue({ shownAt: now - 30 * day, donated: true }, now)).toBe(false);
  });

  it('reads what the browser stored leniently', () => {
    expect(parseSupportPopupMemory(null)).toEqual({ shownAt: null, donated: false });
    expect(parseSupportPopupMemory('not json')).toEqual({ shownAt: null, donated: false });
    expect(parseSupportPopupMemory('{"shownAt":"x","donated":"yes"}')).toEqual({
      shownAt: null,
      donated: false,
    });
    expect(parseSupportPopupMemory(`{"shownAt":${now},"donated":true}`)).toEqual({
      shownAt: now,
      donated: true,
    });
  });
});

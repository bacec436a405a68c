import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './constants.ts';
import { formatCents, formatPrice, groupDigits } from './money.ts';

const AMOUNTS = [0, 1, 5, 99, 100, 1250, 99_999, 100_000, 123_456, 30_500_000, 123_456_789_012];

describe('money written by hand, as en-US Intl writes it (issue #20)', () => {
  it.each(CURRENCIES)(
    '%s: formatCents always with cents, formatPrice without zero cents',
    (code) => {
      for (const cents of AMOUNTS) {
        const always = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
        expect(formatCents(cents, code)).toBe(always.format(cents / 100));
        expect(formatCents(cents, code.toLowerCase())).toBe(always.format(cents / 100));
        const digits = cents % 100 === 0 ? 0 : 2;
        const price = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: code,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatPrice(cents, code)).toBe(price.format(cents / 100));
      }
    },
  );

  it('other currencies and odd amounts go to Intl', () => {
    expect(formatCents(123_456, 'JPY')).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(1234.56),
    );
    expect(formatPrice(120_000, 'GBP')).toBe('£1,200');
    expect(formatPrice(-500)).toBe('-$5');
    expect(formatCents(12.5)).toBe('$0.13');
  });

  it('counts in digit groups as Intl writes them', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 9_007_199_254_740_991, -1234, 12.5]) {
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    }
  });
});

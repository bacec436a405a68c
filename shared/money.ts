import { numberFormat } from './intl.ts';

/**
 * What en-US puts before an amount in each of the site's currencies, as Intl
 * writes it. Prices in these are written here by hand: the first currency
 * formatter a page builds loads Intl's currency data, about 60 ms of a
 * phone's first render on /browse (issue #20). Other codes go to Intl.
 * money.test.ts holds every one to Intl's own output.
 */
const PREFIXES: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  CAD: 'CA$',
  ETB: 'ETB\u00a0',
};

/**
 * A whole number in en-US digit groups ('1,234,567'), without building an
 * Intl formatter (see PREFIXES); anything else (negative, fractional) as Intl writes it.
 */
export function groupDigits(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) return numberFormat('en-US').format(whole);
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `cents` in en-US currency format, with cents always or only when there are some. */
function money(cents: number, currency: string, alwaysCents: boolean): string {
  const code = currency.toUpperCase();
  const prefix = PREFIXES[code];
  if (prefix !== undefined && Number.isSafeInteger(cents) && cents >= 0) {
    const rest = cents % 100;
    const fraction = alwaysCents || rest !== 0 ? `.${String(rest).padStart(2, '0')}` : '';
    return `${prefix}${groupDigits(Math.floor(cents / 100))}${fraction}`;
  }
  const digits = cents % 100 !== 0 ? 2 : 0;
  const options: Intl.NumberFormatOptions = alwaysCents
    ? { style: 'currency', currency: code }
    : {
        style: 'currency',
        currency: code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      };
  return numberFormat('en-US', options).format(cents / 100);
}

/** Money is stored in cents (integers) and shown in en-US currency format (docs/product.md#listings). */
export function formatCents(cents: number, currency = 'USD'): string {
  return money(cents, currency, true);
}

/**
 * A price as people read it (issue #23): en-US format in its own currency, without
 * cents when they are zero ('$305,000', '$12.50'). Donations keep formatCents ('$5.00').
 */
export function formatPrice(cents: number, currency = 'USD'): string {
  return money(cents, currency, false);
}

/** Decimal dollars (as typed) to whole cents, rounded; null when it is not a number. */
export function dollarsToCents(input: string): number | null {
  const trimmed = input.trim();
  if (trimmed === '' || !/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '.') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

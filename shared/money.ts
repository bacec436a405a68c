import { numberFormat } from './intl.ts';

/** Money is stored in cents (integers) and shown in en-US currency format (spec core §5). */
export function formatCents(cents: number, currency = 'USD'): string {
  return numberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/**
 * A price as people read it (issue #23): en-US format in its own currency, without
 * cents when they are zero ('$305,000', '$12.50'). Donations keep formatCents ('$5.00').
 */
export function formatPrice(cents: number, currency = 'USD'): string {
  const whole = cents % 100 === 0;
  return numberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** Decimal dollars (as typed) to whole cents, rounded; null when it is not a number. */
export function dollarsToCents(input: string): number | null {
  const trimmed = input.trim();
  if (trimmed === '' || !/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '.') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('Intl formatters built once per locale and options', () => {
  it('reuses a formatter for the same options and formats as Intl does', () => {
    const price = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(price);
    expect(price.format(12.5)).toBe('$12.50');
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(price);
    const day = new Date(2026, 10, 25, 14, 5);
    expect(dateTimeFormat('en-US', { dateStyle: 'long' }).format(day)).toBe(
      day.toLocaleDateString('en-US', { dateStyle: 'long' }),
    );
    expect(dateTimeFormat('en-US', { dateStyle: 'long' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'long' }),
    );
  });
});

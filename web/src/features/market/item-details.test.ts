import { composeDescription } from '@shared/listings.ts';
import { describe, expect, it } from 'vitest';
import { itemDetails } from './item-details.ts';

describe('a marketplace item’s condition, brand and model (docs/product.md#marketplace details block)', () => {
  it('reads them from the block the post form composes, and keeps the text apart', () => {
    const stored = composeDescription('Works perfectly.\nComes with a case.', 'marketplace', {
      marketplace: { condition: 'like-new', brand: 'Apple', model: 'iPhone 13' },
    });
    expect(itemDetails(stored)).toEqual({
      text: 'Works perfectly.\nComes with a case.',
      facts: [
        { key: 'condition', value: 'like-new' },
        { key: 'brand', value: 'Apple' },
        { key: 'model', value: 'iPhone 13' },
      ],
    });
  });

  it('shows brand and model only when present', () => {
    const stored = composeDescription('Solid wood.', 'marketplace', {
      marketplace: { condition: 'fair', brand: null, model: '' },
    });
    expect(itemDetails(stored).facts).toEqual([{ key: 'condition', value: 'fair' }]);
  });

  it('leaves a description without a well-formed block as it is', () => {
    const text = 'My notes\n---\n• Colour: red';
    expect(itemDetails(text)).toEqual({ text, facts: [] });
    expect(itemDetails('')).toEqual({ text: '', facts: [] });
  });

  it('gives only facts when the description is nothing but the block', () => {
    const stored = composeDescription('', 'marketplace', { marketplace: { condition: 'new' } });
    expect(itemDetails(stored)).toEqual({ text: '', facts: [{ key: 'condition', value: 'new' }] });
  });
});

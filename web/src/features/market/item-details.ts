/**
 * A marketplace listing's condition, brand and model live in the details
 * block of its description (docs/product.md#marketplace), written by composeDescription;
 * splitDescription, its reverse in the same shared file, reads them back so
 * the page shows them as fields and the description without the block.
 */
import { splitDescription } from '@shared/listings.ts';

export type ItemFact = { key: 'condition' | 'brand' | 'model'; value: string };

const LABELS: [ItemFact['key'], string][] = [
  ['condition', 'Condition'],
  ['brand', 'Brand'],
  ['model', 'Model'],
];

export function itemDetails(description: string): { text: string; facts: ItemFact[] } {
  const { text, details } = splitDescription(description, 'marketplace');
  const facts = LABELS.flatMap(([key, label]) => {
    const value = details[label]?.trim();
    return value ? [{ key, value }] : [];
  });
  return { text: text.trim(), facts };
}

/** A saved search's filters in words ('“sofa” in Oakland · Furniture · up to $200'), in the reader's language. */
import { categoryLabel, isTopCategory, subcategoryLabel } from '@shared/categories.ts';
import type { Language } from '@shared/preferences.ts';
import type { SavedSearchFilters } from '@shared/saved-searches.ts';
import type { TFunction } from 'i18next';

export function filterSummary(
  filters: SavedSearchFilters,
  t: TFunction,
  language: Language,
): string {
  const parts: string[] = [];
  if (filters.q) parts.push(t('summary.words', { q: filters.q }));
  if (filters.city) parts.push(t('summary.inCity', { city: filters.city }));
  if (filters.category && isTopCategory(filters.category)) {
    parts.push(categoryLabel(filters.category, language));
    if (filters.sub) parts.push(subcategoryLabel(filters.sub, language));
  }
  const currency = filters.currency ?? 'USD';
  if (filters.min !== undefined)
    parts.push(t('summary.from', { min: `${filters.min} ${currency}` }));
  if (filters.max !== undefined)
    parts.push(t('summary.upTo', { max: `${filters.max} ${currency}` }));
  if (filters.has_image) parts.push(t('summary.photos'));
  if (filters.featured) parts.push(t('summary.featured'));
  return parts.length > 0 ? parts.join(' · ') : t('summary.all');
}

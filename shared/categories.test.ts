import { describe, expect, it } from 'vitest';
import {
  BROWSE_TREE,
  CATEGORY_LABELS,
  categoryLabel,
  fallbackLabel,
  isGig,
  isSubcategoryOf,
  POSTING_FORM_SUBCATEGORIES,
  SUBCATEGORY_LABELS,
  subcategoryLabel,
  TOP_CATEGORIES,
} from './categories.ts';

describe('category trees (docs/product.md#listings)', () => {
  it('has the seven top categories in the spec order', () => {
    expect(TOP_CATEGORIES).toEqual([
      'housing',
      'jobs',
      'services',
      'community',
      'mentor',
      'marketplace',
      'match',
    ]);
  });

  it('keeps both trees where the browse tree and the posting form disagree', () => {
    expect(BROWSE_TREE.mentor).toEqual([
      'language',
      'health',
      'career',
      'tech',
      'finance',
      'immigration',
      'business',
    ]);
    expect(POSTING_FORM_SUBCATEGORIES.mentor).toEqual([
      'language',
      'health',
      'career',
      'finance',
      'education',
      'immigration',
      'business',
      'tech',
      'life',
    ]);
    expect(BROWSE_TREE.marketplace).toEqual([
      'electronics',
      'furniture',
      'vehicles',
      'clothing',
      'services',
      'home_garden',
      'jobs_gigs',
      'tickets',
    ]);
    expect(POSTING_FORM_SUBCATEGORIES.marketplace).toEqual([
      'electronics',
      'furniture',
      'clothing',
      'books',
      'vehicles',
      'home',
      'sports',
      'other',
    ]);
    expect(BROWSE_TREE.match).toEqual(['friends', 'dating', 'networking']);
    expect(POSTING_FORM_SUBCATEGORIES.match).toEqual([
      'dating',
      'friendship',
      'networking',
      'activity',
    ]);
  });

  it('has the spec counts of subcategories for the shared categories', () => {
    expect(BROWSE_TREE.housing).toHaveLength(9);
    expect(BROWSE_TREE.jobs).toHaveLength(39);
    expect(BROWSE_TREE.services).toHaveLength(21);
    expect(BROWSE_TREE.community).toHaveLength(16);
    expect(POSTING_FORM_SUBCATEGORIES.jobs).toBe(BROWSE_TREE.jobs);
  });

  it('labels every top category and every subcategory of both trees in EN and TI', () => {
    for (const category of TOP_CATEGORIES) {
      expect(CATEGORY_LABELS[category].en).not.toBe('');
      expect(CATEGORY_LABELS[category].ti).toMatch(/[\u1200-\u137F]/);
      for (const sub of [...BROWSE_TREE[category], ...POSTING_FORM_SUBCATEGORIES[category]]) {
        expect(SUBCATEGORY_LABELS[sub], sub).toBeDefined();
        expect(SUBCATEGORY_LABELS[sub]?.ti, sub).toMatch(/[\u1200-\u137F]/);
      }
    }
  });

  it('labels in the chosen language', () => {
    expect(categoryLabel('housing', 'en')).toBe('Housing');
    expect(categoryLabel('housing', 'ti')).toBe('መንበሪ ገዛ');
    expect(subcategoryLabel('lost_found', 'en')).toBe('Lost & Found');
  });

  it('shows a key without a label with underscores replaced by spaces', () => {
    expect(fallbackLabel('some_new_thing')).toBe('some new thing');
    expect(subcategoryLabel('some_new_thing', 'ti')).toBe('some new thing');
    expect(categoryLabel('not_a_category', 'en')).toBe('not a category');
  });

  it("treats a subcategory starting with 'gig_' as a gig", () => {
    expect(isGig('gig_creative')).toBe(true);
    expect(isGig('software_qa_dba')).toBe(false);
    expect(isGig('biggig_x')).toBe(false);
    expect(isGig(null)).toBe(false);
    expect(isGig(undefined)).toBe(false);
  });

  it('tells whether a subcategory belongs to a category in a given tree', () => {
    expect(isSubcategoryOf('marketplace', 'books', 'form')).toBe(true);
    expect(isSubcategoryOf('marketplace', 'books', 'browse')).toBe(false);
    expect(isSubcategoryOf('housing', 'apartments')).toBe(true);
    expect(isSubcategoryOf('housing', 'gig_crew')).toBe(false);
  });
});

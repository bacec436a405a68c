import type { ListingReply } from '@shared/listing-input.ts';
import { composeDescription } from '@shared/listings.ts';
import { listingInputSchema } from '@shared/schemas/listing-input.ts';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  errorFieldFor,
  formFromListing,
  hasContact,
  type ListingFormValues,
  subcategoryOptions,
  toListingInput,
  validateForm,
} from './form-model.ts';

const filled = (changes: Partial<ListingFormValues>): ListingFormValues => ({
  ...emptyForm('housing'),
  title: 'Room in Seattle',
  subcategory: 'rooms_shared',
  city: 'Seattle, WA',
  phone: '+1 206 555 0100',
  ...changes,
});

/** What the form sends for a filled form with these changes (no photos). */
const payloadOf = (changes: Partial<ListingFormValues>) => toListingInput(filled(changes), []);

describe('post form validation (docs/product.md#listings)', () => {
  it('gives each required field its spec message', () => {
    expect(validateForm(emptyForm('housing'))).toEqual({
      title: 'Title is required',
      subcategory: 'Subcategory is required',
      city: 'City is required',
      contact: 'At least one contact method is required',
    });
    expect(validateForm(filled({ title: '   ', city: ' ' }))).toEqual({
      title: 'Title is required',
      city: 'City is required',
    });
  });

  it('asks mentor, marketplace and match for their own required fields', () => {
    expect(validateForm(filled({ category: 'mentor', subcategory: 'tech' }))).toEqual({
      mentorName: 'Display name is required',
      mentorBio: 'Bio is required',
    });
    expect(validateForm(filled({ category: 'marketplace', subcategory: 'books' }))).toEqual({
      condition: 'Condition is required',
    });
    expect(validateForm(filled({ category: 'match', subcategory: 'dating' }))).toEqual({
      age: 'Age is required',
      gender: 'Gender is required',
      seeking: 'Seeking preference is required',
    });
  });

  it('accepts any one contact method, and an edit of any contact field clears the contact error', () => {
    for (const method of ['phone', 'whatsapp', 'telegram', 'email'] as const) {
      const values = filled({ phone: '', [method]: 'x' });
      expect(validateForm(values).contact).toBeUndefined();
      expect(errorFieldFor(method)).toBe('contact');
    }
    expect(errorFieldFor('title')).toBe('title');
  });

  it('offers the form’s own subcategory lists, and for jobs those of the chosen kind', () => {
    expect(subcategoryOptions('marketplace')).toContain('books');
    expect(subcategoryOptions('match')).toEqual(['dating', 'friendship', 'networking', 'activity']);
    expect(subcategoryOptions('jobs', 'gig').every((sub) => sub.startsWith('gig_'))).toBe(true);
    expect(subcategoryOptions('jobs', 'regular')).toContain('software_qa_dba');
    expect(subcategoryOptions('jobs', 'regular').some((sub) => sub.startsWith('gig_'))).toBe(false);
  });
});

describe('form → API payload (docs/product.md#listings posting rules)', () => {
  it('applies the price, tag and contact rules and passes the server schema', () => {
    const input = payloadOf({
      price: '12.345',
      tags: ' rent, #seattle ,, #',
      website: 'habesha.example',
      bedrooms: '-1',
      bathrooms: '1',
    });
    expect(input).toMatchObject({
      price_cents: 1235,
      tags: ['rent', 'seattle'],
      details: { housing: { bedrooms: null, bathrooms: 1 } },
    });
    const parsed = listingInputSchema.parse(input);
    expect(parsed.website_url).toBe('https://habesha.example');
    expect(payloadOf({ price: 'free' }).price_cents).toBeNull();
    expect(payloadOf({ price: '0' }).price_cents).toBeNull();
  });

  it('sends a mentor’s bio and price through the mentor details, not the general fields', () => {
    const input = payloadOf({
      category: 'mentor',
      subcategory: 'tech',
      description: 'ignored',
      price: '99',
      mentorName: 'Dawit',
      mentorBio: 'I help with interviews.',
      mentorTopics: 'resumes, interviews',
      mentorLanguages: 'English,Tigrinya',
      mentorPrice: '40',
    });
    expect(input).toMatchObject({ description: '', price_cents: null });
    expect(input.details?.mentor).toEqual({
      displayName: 'Dawit',
      bio: 'I help with interviews.',
      topics: ['resumes', 'interviews'],
      languages: ['English', 'Tigrinya'],
      priceCents: 4000,
    });
  });
});

describe('saved listing → edit form', () => {
  const reply = (changes: Partial<ListingReply>): ListingReply => ({
    id: 'id',
    user_id: 'u',
    title: 'T',
    description: '',
    price_cents: 150000,
    currency: 'CAD',
    city: 'Toronto',
    country: 'Canada',
    category: 'housing',
    subcategory: 'apartments',
    tags: ['a', 'b'],
    images: [],
    website_url: null,
    location_lat: 43.65,
    location_lng: -79.38,
    contact_hidden: true,
    available_date: null,
    status: 'active',
    is_featured: false,
    views: 0,
    created_at: '',
    updated_at: '',
    contact: { id: 'c', contact_method: 'telegram', contact_value: '@abeba', created_at: '' },
    ...changes,
  });

  it('reads the details block back into the category fields', () => {
    const description = composeDescription('Near the subway.', 'housing', {
      housing: { bedrooms: 2, bathrooms: 1, furnished: true, availableFrom: '2026-12-01' },
    });
    expect(formFromListing(reply({ description }))).toMatchObject({
      description: 'Near the subway.',
      price: '1500',
      currency: 'CAD',
      bedrooms: '2',
      bathrooms: '1',
      furnished: true,
      availableFrom: '2026-12-01',
      telegram: '@abeba',
      phone: '',
      tags: 'a, b',
      contactHidden: true,
      lat: 43.65,
    });
  });

  it('restores match seeking "Any" and a gig job’s kind', () => {
    const match = composeDescription('', 'match', {
      match: { age: 30, gender: 'female', seeking: 'other' },
    });
    expect(
      formFromListing(reply({ category: 'match', subcategory: 'dating', description: match })),
    ).toMatchObject({ age: '30', gender: 'female', seeking: 'other' });
    expect(
      formFromListing(reply({ category: 'jobs', subcategory: 'gig_labor', description: '' })),
    ).toMatchObject({ jobKind: 'gig' });
  });
});

describe('a contact of the new post (issue #40: the member’s email is filled in)', () => {
  it('counts any filled contact field, spaces alone being none', () => {
    expect(hasContact(emptyForm('marketplace'))).toBe(false);
    expect(hasContact({ ...emptyForm('marketplace'), email: '  ' })).toBe(false);
    expect(hasContact({ ...emptyForm('marketplace'), email: 'me@example.org' })).toBe(true);
    expect(hasContact({ ...emptyForm('marketplace'), telegram: '@me' })).toBe(true);
  });
});

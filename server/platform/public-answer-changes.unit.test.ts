import { describe, expect, it } from 'vitest';
import { keptThroughNewListing } from './public-answer-changes.ts';

const browse = (query: object) => `browse ${JSON.stringify(query)}`;

describe('what a new listing leaves kept', () => {
  const kept = keptThroughNewListing('community');

  it('keeps other listings’ own answers and owners, and the mentors’ answers', () => {
    expect(kept('listing 6a1c1b7e-0000-4000-8000-000000000001')).toBe(true);
    expect(kept('owner 6a1c1b7e-0000-4000-8000-000000000001')).toBe(true);
    expect(kept('mentors home')).toBe(true);
    expect(kept('mentors {"topic":"Data Science"}')).toBe(true);
  });

  it('keeps a browse page filtered to another category, for readers and for its owners', () => {
    expect(kept(browse({ city: 'Oakland', category: 'housing', sort: 'newest' }))).toBe(true);
    expect(kept(`owners ${browse({ category: 'jobs', sort: 'newest' })}`)).toBe(true);
  });

  it('drops whatever may list the new listing', () => {
    expect(kept(browse({ city: 'Oakland', category: 'community', sort: 'newest' }))).toBe(false);
    expect(kept(browse({ city: 'Oakland', sort: 'newest' }))).toBe(false);
    expect(kept(`owners ${browse({ sort: 'newest' })}`)).toBe(false);
    for (const key of [
      'home Oakland',
      'home ',
      'counts {"city":"Oakland"}',
      'map {"city":"Oakland"}',
      'similar 6a1c1b7e-0000-4000-8000-000000000001',
      'seller 6a1c1b7e-0000-4000-8000-000000000001',
      'page:/browse?city=Oakland|lang:en|wide',
      'page:/l/6a1c1b7e-0000-4000-8000-000000000001|lang:en|wide',
    ]) {
      expect(kept(key), key).toBe(false);
    }
  });
});

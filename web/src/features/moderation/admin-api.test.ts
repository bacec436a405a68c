import { describe, expect, it } from 'vitest';
import { filtersSearch, type QueueParams } from './admin-api.ts';

describe("a filtered admin list's address", () => {
  const queue: QueueParams = { kind: null, status: 'open', sort: 'newest', page: 3 };
  const defaults = { status: 'open', sort: 'newest' };

  it('keeps only the filters that are set and not their defaults, the page last', () => {
    expect(filtersSearch(queue, { page: 2, kind: 'listing' }, defaults).toString()).toBe(
      'kind=listing&page=2',
    );
    expect(filtersSearch(queue, { status: 'resolved', page: 4 }, defaults).toString()).toBe(
      'status=resolved&page=4',
    );
  });

  it('goes back to page 1 (no page in the address) when a filter changes', () => {
    expect(filtersSearch(queue, { sort: 'most' }, defaults).toString()).toBe('sort=most');
    expect(filtersSearch({ q: 'abeba', page: 5 }, { q: 'selam' }).toString()).toBe('q=selam');
  });

  it('keeps the other filters when only the page changes', () => {
    expect(filtersSearch({ admin: 'a1', member: null, page: 1 }, { page: 2 }).toString()).toBe(
      'admin=a1&page=2',
    );
  });
});

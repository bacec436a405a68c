import { describe, expect, it } from 'vitest';
import { createQueryClient, SERVED_FRESH_MS } from './providers.tsx';

describe('the query cache of a page the server drew', () => {
  it('keeps the answers it came with fresh, so the first render does not ask again; others are stale at once', () => {
    const client = createQueryClient(new Map([['["mentors"]', 1000]]));
    client.setQueryData(['mentors'], { mentors: [] }, { updatedAt: 1000 });
    client.setQueryData(['listings'], { listings: [] }, { updatedAt: 1000 });
    const served = client.getQueryCache().find({ queryKey: ['mentors'] });
    const other = client.getQueryCache().find({ queryKey: ['listings'] });
    const staleTime = client.getDefaultOptions().queries?.staleTime as (query: unknown) => number;
    expect(staleTime(served)).toBe(SERVED_FRESH_MS);
    expect(staleTime(other)).toBe(0);
    // Read again since: the new answer is an ordinary one.
    client.setQueryData(['mentors'], { mentors: [] }, { updatedAt: 2000 });
    expect(staleTime(served)).toBe(0);
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TypedValues, useTypedFilters } from './useMarketFilters.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const empty: TypedValues = { q: '', city: '', min: '', max: '' };

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the typed marketplace filters (kept in the URL)', () => {
  it('writes fields typed one after another together, once typing stops, trimmed', async () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useTypedFilters(empty, commit));
    act(() => result.current.set('min', '250'));
    await wait(200);
    act(() => result.current.set('max', '400'));
    act(() => result.current.set('q', ' phone '));
    await wait(399);
    expect(commit).not.toHaveBeenCalled();
    await wait(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith({ min: '250', max: '400', q: 'phone' });
    await wait(1_000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('writes at once on flush (Enter), and not again after', async () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useTypedFilters(empty, commit));
    act(() => result.current.set('city', 'Oakland'));
    act(() => result.current.flush());
    expect(commit).toHaveBeenCalledWith({ city: 'Oakland' });
    await wait(1_000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('follows the URL when it changes from elsewhere (Clear Filters, back button)', async () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useTypedFilters(url, commit), {
      initialProps: { url: { ...empty, q: 'sofa', min: '100' } },
    });
    expect(result.current.drafts.q).toBe('sofa');
    rerender({ url: empty });
    expect(result.current.drafts).toEqual(empty);
    await wait(1_000);
    expect(commit).not.toHaveBeenCalled();
  });
});

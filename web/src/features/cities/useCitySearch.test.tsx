// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCitySearch } from './useCitySearch.ts';

const asmara = { name: 'Asmara', country: 'Eritrea', region: null, lat: 15.33805, lon: 38.93184 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function answer(body: unknown, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

/** Lets the debounce run out and the answer arrive. */
async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('city search as the picker types (docs/product.md#cities Search and display)', () => {
  it('does not search under 2 trimmed characters', async () => {
    const fetch = answer({ cities: [asmara] });
    const { result } = renderHook(() => useCitySearch(' a '));
    await settle(1_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.results).toEqual([]);
  });

  it('waits 200 ms after the last keystroke, then asks once for the trimmed text', async () => {
    const fetch = answer({ cities: [asmara] });
    const { result, rerender } = renderHook(({ text }) => useCitySearch(text), {
      initialProps: { text: 'As' },
    });
    await settle(150);
    rerender({ text: 'Asm ' });
    await settle(199);
    expect(fetch).not.toHaveBeenCalled();
    await settle(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/cities?q=Asm');
    expect(result.current).toEqual({ results: [asmara], forText: 'Asm', searching: false });
  });

  it("offers the typed text as 'Manual Entry' at 0, 0 when the search fails", async () => {
    answer({ error: { code: 'x', message: 'down' } }, 500);
    const { result } = renderHook(() => useCitySearch('Atlantis'));
    await settle(200);
    expect(result.current.results).toEqual([
      { name: 'Atlantis', country: 'Manual Entry', region: null, lat: 0, lon: 0 },
    ]);
  });
});

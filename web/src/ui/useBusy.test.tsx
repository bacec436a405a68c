// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBusy } from './useBusy.ts';

afterEach(cleanup);

/** A promise and the means to settle it from the test. */
function pending() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('a busy flag while a request runs', () => {
  it('is true while the work runs and false once it has succeeded', async () => {
    const { result } = renderHook(() => useBusy());
    const work = pending();
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current[1](() => work.promise);
    });
    expect(result.current[0]).toBe(true);
    await act(async () => {
      work.resolve();
      await done;
    });
    expect(result.current[0]).toBe(false);
  });

  it('stays busy while the failure is handled, then is false again', async () => {
    const { result } = renderHook(() => useBusy());
    const handling = pending();
    const onFailure = vi.fn(() => handling.promise);
    let done: Promise<void> | undefined;
    await act(async () => {
      done = result.current[1](() => Promise.reject(new Error('refused')), onFailure);
    });
    expect(onFailure).toHaveBeenCalledWith(new Error('refused'));
    expect(result.current[0]).toBe(true);
    await act(async () => {
      handling.resolve();
      await done;
    });
    expect(result.current[0]).toBe(false);
  });

  it('throws a failure on to the caller when there is no handler, and is no longer busy', async () => {
    const { result } = renderHook(() => useBusy());
    await act(async () => {
      await expect(result.current[1](() => Promise.reject(new Error('refused')))).rejects.toThrow(
        'refused',
      );
    });
    expect(result.current[0]).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBusy } from './useBusy.ts';

afterEach(cleanup);

/** A promise the test settles when it chooses. */
function pending() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Runs `work` through the hook: `busy()` reads the flag now, `done` is the run's promise. */
async function run(work: () => Promise<unknown>, onFailure?: (error: unknown) => unknown) {
  const { result } = renderHook(() => useBusy());
  let done: Promise<void> = Promise.resolve();
  await act(async () => {
    done = result.current[1](work, onFailure);
    // Handled here so a rejection waits for the test's own expect, not Vitest's unhandled-error check.
    done.catch(() => undefined);
  });
  return { busy: () => result.current[0], done };
}

/** Settles the step the run is waiting on, then waits for the run to end. */
async function finish(step: { resolve: () => void }, done: Promise<void>) {
  await act(async () => {
    step.resolve();
    await done;
  });
}

describe('a busy flag while a request runs', () => {
  it('is true while the work runs and false once it has succeeded', async () => {
    const work = pending();
    const { busy, done } = await run(() => work.promise);
    expect(busy()).toBe(true);
    await finish(work, done);
    expect(busy()).toBe(false);
  });

  it('stays busy while the failure is handled, then is false again', async () => {
    const handling = pending();
    const onFailure = vi.fn(() => handling.promise);
    const { busy, done } = await run(() => Promise.reject(new Error('refused')), onFailure);
    expect(onFailure).toHaveBeenCalledWith(new Error('refused'));
    expect(busy()).toBe(true);
    await finish(handling, done);
    expect(busy()).toBe(false);
  });

  it('throws a failure on to the caller when there is no handler, and is no longer busy', async () => {
    const { busy, done } = await run(() => Promise.reject(new Error('refused')));
    await act(async () => {
      await expect(done).rejects.toThrow('refused');
    });
    expect(busy()).toBe(false);
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from './fake-intersection-observer.ts';
import { AHEAD, useNearViewport } from './useNearViewport.ts';

function Part({ afterIdle }: { afterIdle?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ afterIdle });
  return (
    <div ref={ref} data-testid="part">
      {near ? 'the part' : 'placeholder'}
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('parts made when the reader comes near them (issue #20)', () => {
  // First in the file: whether the reader has scrolled is the app's, kept for
  // its life, and the scroll here counts for every test after it.
  it('before the reader scrolls, makes a part only in view; the first scroll widens the watch to a screen ahead', async () => {
    const observers = installFakeIntersectionObserver();
    render(<Part />);
    const part = screen.getByTestId('part');
    expect(observers.marginsOf(part)).toEqual(['0px']);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observers.marginsOf(part)).toEqual([AHEAD]);
    expect(part.textContent).toBe('placeholder');
    await act(async () => observers.report(part, true));
    expect(part.textContent).toBe('the part');
  });

  it('once the reader has scrolled, shows the placeholder until the part is within a screen of the viewport, then stays made', async () => {
    const observers = installFakeIntersectionObserver();
    render(<Part />);
    const part = screen.getByTestId('part');
    expect(part.textContent).toBe('placeholder');
    expect(observers.marginsOf(part)).toEqual([AHEAD]);
    await act(async () => observers.report(part, false));
    expect(part.textContent).toBe('placeholder');
    await act(async () => observers.report(part, true));
    expect(part.textContent).toBe('the part');
    // Made once for good: nothing watches it any more.
    expect(observers.watched(part)).toBe(false);
  });

  it('with afterIdle, starts watching only once the browser is idle', async () => {
    const observers = installFakeIntersectionObserver();
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(<Part afterIdle />);
    const part = screen.getByTestId('part');
    expect(observers.watched(part)).toBe(false);
    await act(async () => idle());
    expect(observers.watched(part)).toBe(true);
    await act(async () => observers.report(part, true));
    expect(part.textContent).toBe('the part');
  });

  it('is made at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByTestId('part').textContent).toBe('the part');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterCodeFiles, prefetchLaterCodeWhenIdle } from './later-code.ts';

describe('fetching the code of parts opened later (issue #20)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  const prefetched = () =>
    [...document.head.querySelectorAll('link')].map((link) => [
      link.rel,
      link.getAttribute('href'),
      link.crossOrigin,
    ]);

  it('reads the chunks the page names', () => {
    document.head.innerHTML = '<meta name="later-code" content="PostPanel-a1 Toaster-b2">';
    expect(laterCodeFiles()).toEqual(['/assets/PostPanel-a1.js', '/assets/Toaster-b2.js']);
  });

  it('asks for each as a prefetch, in the mode a module import uses, one per idle period', () => {
    document.head.innerHTML = '<meta name="later-code" content="A-1 B-2">';
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    prefetchLaterCodeWhenIdle();
    expect(prefetched()).toEqual([]);
    const period = { didTimeout: false, timeRemaining: () => 50 };
    idle.shift()?.(period);
    expect(prefetched()).toEqual([['prefetch', '/assets/A-1.js', 'anonymous']]);
    idle.shift()?.(period);
    expect(prefetched()).toEqual([
      ['prefetch', '/assets/A-1.js', 'anonymous'],
      ['prefetch', '/assets/B-2.js', 'anonymous'],
    ]);
    // None is asked for after the last.
    expect(idle).toHaveLength(0);
  });

  it('asks for nothing when the page names nothing (the development server)', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    prefetchLaterCodeWhenIdle();
    expect(idle).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

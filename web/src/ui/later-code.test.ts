// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { prefetchLaterCode } from './later-code.ts';

describe('fetching the code of parts opened later (issue #20)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for each chunk the page names as a prefetch, in the mode a module import uses', () => {
    document.head.innerHTML = '<meta name="later-code" content="PostPanel-a1 Toaster-b2">';
    prefetchLaterCode();
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['prefetch', '/assets/PostPanel-a1.js', 'anonymous'],
      ['prefetch', '/assets/Toaster-b2.js', 'anonymous'],
    ]);
  });

  it('asks for nothing when the page names nothing (the development server)', () => {
    prefetchLaterCode();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { browseReadPreload } from './browse-preload.ts';

describe("/browse's HTML names its first read (issue #20)", () => {
  it('on /browse and /browse/, with the address the page asks for, escaped for HTML', () => {
    const link =
      '<link rel="preload" as="fetch" href="/api/listings?city=Oakland&#38;q=a+%3Cb%3E&#38;sort=newest" crossorigin="anonymous" />';
    const search = new URLSearchParams('city=Oakland&q=a%20<b>');
    expect(browseReadPreload('/browse', search)).toBe(link);
    expect(browseReadPreload('/browse/', search)).toBe(link);
  });

  it('on no other page', () => {
    for (const path of ['/', '/browsex', '/browse/more', '/market', '/l/abc'])
      expect(browseReadPreload(path, new URLSearchParams())).toBeNull();
  });
});

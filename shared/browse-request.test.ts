import { describe, expect, it } from 'vitest';
import { browseApiParams, browseReadPath, browseStateFrom } from './browse-request.ts';

const readFor = (query: string, offset?: number) =>
  browseReadPath(browseApiParams(browseStateFrom(new URLSearchParams(query))), offset);

describe("/browse's read from its address (the page and the server's preload write the same)", () => {
  it('a bare /browse reads the newest first', () => {
    expect(readFor('')).toBe('/listings?sort=newest');
    expect(readFor('', 60)).toBe('/listings?sort=newest&offset=60');
  });

  it('keeps the search and filters, drops unknown or empty values', () => {
    expect(readFor('city=Oakland&category=housing&sub=rooms&q=a%20b&featured=1&today=1&x=y')).toBe(
      '/listings?city=Oakland&category=housing&sub=rooms&q=a+b&featured=1&today=1&sort=newest',
    );
    expect(readFor('category=nonsense&sort=nonsense&has_image=0&q=')).toBe('/listings?sort=newest');
  });

  it('names a currency only with a price range (USD unless chosen)', () => {
    expect(readFor('currency=EUR')).toBe('/listings?sort=newest');
    expect(readFor('min=5')).toBe('/listings?min=5&currency=USD&sort=newest');
    expect(readFor('max=9&currency=EUR')).toBe('/listings?max=9&currency=EUR&sort=newest');
    expect(readFor('max=9&currency=XYZ')).toBe('/listings?max=9&currency=USD&sort=newest');
  });
});

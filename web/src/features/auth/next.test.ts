import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_PATH } from './client.ts';
import { authPageFor, callbackFor, isSafePath, postIntentOf, safeNext } from './next.ts';

describe('the return path after sign-in (no open redirect)', () => {
  it('keeps paths on this site, with their query and hash', () => {
    for (const path of ['/l/3f2a', '/browse?city=Oakland&post=new', '/inbox#top', '/']) {
      expect(isSafePath(path), path).toBe(true);
      expect(safeNext(path)).toBe(path);
    }
  });

  it('refuses anything that leaves the site, and goes home instead', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'l/relative',
      '',
      null,
      undefined,
    ]) {
      expect(isSafePath(path), String(path)).toBe(false);
      expect(safeNext(path)).toBe('/');
    }
  });

  it('puts the path in the emailed link’s callbackURL, encoded; home needs none', () => {
    expect(callbackFor('/l/3f2a?post=new')).toBe(
      `${AUTH_CALLBACK_PATH}?next=${encodeURIComponent('/l/3f2a?post=new')}`,
    );
    expect(callbackFor('/')).toBe(AUTH_CALLBACK_PATH);
    expect(callbackFor('//evil.example')).toBe(AUTH_CALLBACK_PATH);
  });

  it('hands the path on between the sign-in and sign-up pages; home and other sites need none', () => {
    expect(authPageFor('/auth/register', '/l/3f2a?x=1')).toBe(
      `/auth/register?next=${encodeURIComponent('/l/3f2a?x=1')}`,
    );
    expect(authPageFor('/auth/login', '/')).toBe('/auth/login');
    expect(authPageFor('/auth/register', '//evil.example')).toBe('/auth/register');
  });
});

describe('the post-panel request in a page’s query', () => {
  it('opens the panel for ?post=new, in a top category for ?post=<category>, else not at all', () => {
    expect(postIntentOf('?post=new')).toEqual({});
    expect(postIntentOf('?q=sofa&post=marketplace')).toEqual({ category: 'marketplace' });
    expect(postIntentOf('?post=spaceships')).toBeNull();
    expect(postIntentOf('?q=sofa')).toBeNull();
  });
});

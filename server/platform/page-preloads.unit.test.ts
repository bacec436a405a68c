import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  modulePreloadLinks,
  pageModuleFor,
  pagePreloadLinks,
  pageStringFiles,
  TIGRINYA_STRINGS,
} from './page-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_query.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_query.js': { file: 'assets/query.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js', '_dates.js'] },
  '_dates.js': { file: 'assets/dates.js' },
  'src/features/browse/BrowsePage.tsx': {
    file: 'assets/BrowsePage.js',
    imports: ['_react.js', '_card.js'],
  },
  'src/features/mentors/MentorOnboardingPage.tsx': { file: 'assets/MentorOnboarding.js' },
  'src/features/mentors/MentorDetailPage.tsx': { file: 'assets/MentorDetail.js' },
};

describe("a page's code named in its HTML (issue #20)", () => {
  it("names the page's chunk and what it imports, not what the entry already names", () => {
    const links = pagePreloadLinks(manifest, '/browse');
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/BrowsePage.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dates.js">',
    ]);
  });

  it('finds the page as the router does: fixed segments before open ones', () => {
    expect(pageModuleFor('/')).toBe('src/features/home/HomePage.tsx');
    expect(pageModuleFor('/l/7d0db273-b6fc-4ef4-8629-099abb0373a8')).toBe(
      'src/features/listings/ListingPage.tsx',
    );
    expect(pageModuleFor('/mentor/onboarding')).toBe(
      'src/features/mentors/MentorOnboardingPage.tsx',
    );
    expect(pageModuleFor('/mentor/42')).toBe('src/features/mentors/MentorDetailPage.tsx');
    expect(pageModuleFor('/forums/topic/9')).toBe('src/features/forums/TopicPage.tsx');
    expect(pageModuleFor('/forums/housing')).toBe('src/features/forums/BoardPage.tsx');
    expect(pageModuleFor('/browse/')).toBe('src/features/browse/BrowsePage.tsx');
  });

  it('names nothing for a path no page has, or a build that is not there', () => {
    expect(pageModuleFor('/no/such/page')).toBeUndefined();
    expect(pagePreloadLinks(manifest, '/no/such/page')).toBe('');
    expect(pagePreloadLinks({}, '/browse')).toBe('');
    expect(pagePreloadLinks(manifest, '/account/saved')).toBe('');
  });
});

describe("Tigrinya's strings named in a page drawn in Tigrinya", () => {
  it('names their chunk, which the web app loads from the module the server names', () => {
    const withStrings = {
      ...manifest,
      [TIGRINYA_STRINGS]: { file: 'assets/locales-ti.js', imports: ['_react.js'] },
    };
    expect(modulePreloadLinks(withStrings, TIGRINYA_STRINGS)).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/locales-ti.js">',
    );
    expect(existsSync(path.join('web', TIGRINYA_STRINGS))).toBe(true);
  });
});

describe("a page's strings named with its code (issue #38: areas that come with their pages)", () => {
  const withAreas = {
    ...manifest,
    'src/features/forums/ForumsPage.tsx': { file: 'assets/ForumsPage.js' },
    'src/i18n/en/forums.json': { file: 'assets/forums-en.js' },
    'src/i18n/ti/forums.json': { file: 'assets/forums-ti.js' },
  };

  it('names the English strings of a page drawn in English, and both for Tigrinya', () => {
    expect(pagePreloadLinks(withAreas, '/forums')).toContain('/assets/forums-en.js');
    expect(pagePreloadLinks(withAreas, '/forums')).not.toContain('forums-ti');
    const tigrinya = pagePreloadLinks(withAreas, '/forums', 'ti');
    expect(tigrinya).toContain('/assets/ForumsPage.js');
    expect(tigrinya).toContain('/assets/forums-en.js');
    expect(tigrinya).toContain('/assets/forums-ti.js');
  });

  it('names files that exist, and none for a first-load page', () => {
    for (const file of pageStringFiles('/mentor/42', 'ti')) {
      expect(existsSync(path.join('web', file)), file).toBe(true);
    }
    expect(pageStringFiles('/mentor/42', 'ti')).toHaveLength(2);
    expect(pageStringFiles('/browse', 'ti')).toEqual([]);
    expect(pageStringFiles('/', 'en')).toEqual([]);
  });
});

/**
 * Plurals through the catalogue (issue #40: the account-deleted toast said
 * '1 listings'): a count beside a noun has _one and _other forms in both
 * languages, and i18next picks the form by each language's rules.
 */

import { PAGE_AREAS } from '@shared/page-modules.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from './index.ts';
import { byArea, en, type Tree } from './locales.ts';
import { loadAreas } from './page-areas.ts';

/** The first load's areas and those that come with their pages (page-areas.ts). */
const english: Tree = {
  ...en,
  ...byArea(
    import.meta.glob<{ default: Tree }>('./en/{chat,forums,market,match,mentors,settings}.json', {
      eager: true,
    }),
  ),
};

/** Every key and its English text, dotted. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/**
 * Numbers beside a plural noun that are never one: the newest thousands
 * searched, the hourly and daily limits (named constants), a match's age.
 */
const NEVER_ONE = new Set([
  'browse.shortSearch',
  'match.errors.tooManyDecisions',
  'match.errors.tooManyIdentityChanges',
  'match.profile.age',
]);

describe('plurals', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAreas(PAGE_AREAS);
  });

  it('every "{{number}} <plural noun>" of the English catalogue is a plural key', () => {
    const loose = entries(english).filter(
      ([key, text]) =>
        // Any value but a name or an amount ('{{name}} is blocked' is no count).
        /\{\{(?!name\}|amount\})\w+\}\} (more )?[a-z]+s\b/.test(text) &&
        !/_(one|other)$/.test(key) &&
        !NEVER_ONE.has(key),
    );
    expect(loose).toEqual([]);
  });

  it.each([
    ['settings.removedCounts.listings', 1, '1 listing', '1 መወዓውዒ'],
    ['settings.removedCounts.listings', 3, '3 listings', '3 መወዓውዒታት'],
    ['settings.removedCounts.photos', 0, '0 photos', '0 ስእሊ'],
    ['match.profile.moreAnswers', 1, 'And 1 more answer...', 'ካልእ 1 መልሲ...'],
    ['match.profile.moreAnswers', 4, 'And 4 more answers...', 'ካልኦት 4 መልስታት...'],
  ])('%s with %i reads "%s" and in Tigrinya "%s"', async (key, count, english, tigrinya) => {
    await switchLanguage('en');
    expect(i18n.t(key, { count })).toBe(english);
    await switchLanguage('ti');
    expect(i18n.t(key, { count })).toBe(tigrinya);
  });
});

import { PAGE_AREAS, PAGE_STRING_AREAS } from '@shared/page-modules.ts';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from './index.ts';
import { en } from './locales.ts';
import { ti } from './locales-ti.ts';
import { AREA_FILES, loadAreas } from './page-areas.ts';

const GEEZ = /[\u1200-\u137F]/;

describe('string areas that come with their pages (issue #38)', () => {
  it('are not in the first-load catalogues, and each has a file per language', () => {
    for (const area of PAGE_AREAS) {
      expect(en[area], area).toBeUndefined();
      expect(ti[area], area).toBeUndefined();
    }
    expect(Object.keys(AREA_FILES).sort()).toEqual(
      PAGE_AREAS.flatMap((area) => [`./en/${area}.json`, `./ti/${area}.json`]).sort(),
    );
    expect(new Set(Object.values(PAGE_STRING_AREAS).flat())).toEqual(new Set(PAGE_AREAS));
  });

  it('join the one namespace when loaded, in the language shown, and follow a switch', async () => {
    await initI18n('en');
    expect(i18n.exists('forums.title')).toBe(false);
    await loadAreas(['forums']);
    expect(i18n.t('forums.title')).toBe('Forums');
    // The first-load strings stay (the area is merged into the bundle, not put in its place).
    expect(i18n.t('nav.signIn')).toBe('Sign in');
    await switchLanguage('ti');
    expect(i18n.t('forums.title')).toMatch(GEEZ);
    expect(i18n.t('nav.signIn')).toMatch(GEEZ);
    await loadAreas(['chat']);
    expect(i18n.t('chat.title')).toMatch(GEEZ);
    await switchLanguage('en');
    expect(i18n.t('chat.title')).not.toMatch(GEEZ);
  });
});

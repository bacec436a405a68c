import { MODERATION_MESSAGES } from '@shared/moderation.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from './index.ts';
import { en, LATER_AREAS, type Tree } from './locales.ts';
import { ti } from './locales-ti.ts';

const files = import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

beforeAll(async () => {
  await initI18n('en');
});

describe('areas loaded with their pages (the admin pages, issue #39)', () => {
  it('are not in the first-load catalogues', () => {
    for (const area of LATER_AREAS) {
      expect(en[area], area).toBeUndefined();
      expect(ti[area], area).toBeUndefined();
    }
  });

  it("give every English string a Tigrinya one, in Ge'ez script", () => {
    for (const area of LATER_AREAS) {
      const english = files[`./en/${area}.json`]?.default;
      const tigrinya = files[`./ti/${area}.json`]?.default;
      expect(keys(tigrinya).sort()).toEqual(keys(english).sort());
      for (const key of keys(tigrinya)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Tree)[part], tigrinya);
        expect(value, key).toMatch(/[\u1200-\u137F]/);
      }
    }
    expect(files['./en/admin.json']?.default.adminsOnly).toBe(MODERATION_MESSAGES.adminsOnly);
  });

  it('load as a namespace when a page asks, in the language shown', async () => {
    await i18n.loadNamespaces('admin');
    expect(i18n.t('reports.title', { ns: 'admin' })).toBe('Reports');
    await switchLanguage('ti');
    expect(i18n.t('adminsOnly', { ns: 'admin' })).toMatch(/[\u1200-\u137F]/);
    // The first-load strings are still Tigrinya's own, not the admin file's.
    expect(i18n.t('nav.signIn')).toMatch(/[\u1200-\u137F]/);
    await switchLanguage('en');
    expect(i18n.t('adminsOnly', { ns: 'admin' })).toBe(MODERATION_MESSAGES.adminsOnly);
  });
});

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, initI18n, isShown, switchLanguage } from './index.ts';

beforeAll(async () => {
  // English is bundled: shown as soon as it is asked for, without waiting (main.tsx takes over then).
  const started = initI18n('en');
  expect(isShown('en')).toBe(true);
  expect(isShown('ti')).toBe(false);
  await started;
  // Sample keys beside the real catalogues, to check the set-up's rules on known text.
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      test: {
        greet: 'Hello {{name}}',
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        onlyEnglish: 'English only',
        colon: 'Time: {{time}}',
      },
    },
    true,
  );
});

describe('the i18next set-up', () => {
  it('is the i18next instance react-i18next reads', () => {
    expect(i18n).toBe(i18next);
  });

  it('reads dotted keys of the catalogues and fills {{values}} as they are (React escapes)', () => {
    expect(i18n.t('nav.post')).toBe('+ Post');
    expect(i18n.t('test.greet', { name: '<b>Selam</b>' })).toBe('Hello <b>Selam</b>');
    expect(i18n.t('test.colon', { time: '10:30' })).toBe('Time: 10:30');
  });

  it('chooses the plural form by the language rules, given a numeric count', () => {
    expect(i18n.t('test.items', { count: 1 })).toBe('1 item');
    expect(i18n.t('test.items', { count: 0 })).toBe('0 items');
    expect(i18n.t('test.items', { count: 5 })).toBe('5 items');
  });

  it("loads Tigrinya's strings only when Tigrinya is chosen, then falls back to English, the default value, the key", async () => {
    expect(i18n.hasResourceBundle('ti', 'translation')).toBe(false);
    await switchLanguage('ti');
    expect(i18n.hasResourceBundle('ti', 'translation')).toBe(true);
    expect(currentLanguage()).toBe('ti');
    expect(i18n.t('nav.signIn')).toMatch(/[\u1200-\u137F]/);
    expect(i18n.t('test.onlyEnglish')).toBe('English only');
    expect(i18n.t('missing.key', { defaultValue: 'Default' })).toBe('Default');
    expect(i18n.t('missing.key', 'Given as a string')).toBe('Given as a string');
    expect(i18n.t('missing.key')).toBe('missing.key');
    await switchLanguage('en');
    expect(i18n.t('nav.signIn')).toBe('Sign in');
  });
});

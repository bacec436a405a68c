import { describe, expect, it } from 'vitest';
import { i18n, translate } from './translate.ts';

i18n.addLanguage('en', {
  greet: 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  plain: 'Plain',
  onlyEnglish: 'English only',
  nested: { deep: 'Deep' },
});
i18n.addLanguage('ti', {
  greet: 'ሰላም {{name}}',
  items_one: '{{count}} ኣቕሓ',
  items_other: '{{count}} ኣቕሑ',
  plain: 'ቀሊል',
  nested: { deep: 'ዓሚቕ' },
});

describe('translate', () => {
  it('reads dotted keys and fills {{values}} as they are', () => {
    expect(translate('en', 'nested.deep')).toBe('Deep');
    expect(translate('en', 'greet', { name: '<b>Selam</b>' })).toBe('Hello <b>Selam</b>');
    expect(translate('en', 'greet')).toBe('Hello {{name}}');
  });

  it('chooses the plural form by the language rules, given a numeric count', () => {
    expect(translate('en', 'items', { count: 1 })).toBe('1 item');
    expect(translate('en', 'items', { count: 0 })).toBe('0 items');
    expect(translate('en', 'items', { count: 5 })).toBe('5 items');
    // Tigrinya says 'one' for 0 and 1.
    expect(translate('ti', 'items', { count: 0 })).toBe('0 ኣቕሓ');
    expect(translate('ti', 'items', { count: 2 })).toBe('2 ኣቕሑ');
    // A count given as formatted text fills the value without choosing a form.
    expect(translate('en', 'plain', { count: '60,000' })).toBe('Plain');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    expect(translate('ti', 'onlyEnglish')).toBe('English only');
    expect(translate('ti', 'missing.key', { defaultValue: 'Default' })).toBe('Default');
    expect(translate('en', 'missing.key', 'Given as a string')).toBe('Given as a string');
    expect(translate('en', 'missing.key')).toBe('missing.key');
    expect(translate('en', 'nested')).toBe('nested');
  });

  it('tells subscribers when the language shown changes, only to a language it has', () => {
    const seen: string[] = [];
    const stop = i18n.subscribe(() => seen.push(i18n.language));
    i18n.setLanguage('ti');
    i18n.setLanguage('ti');
    expect(i18n.t('plain')).toBe('ቀሊል');
    i18n.setLanguage('en');
    stop();
    i18n.setLanguage('ti');
    expect(seen).toEqual(['ti', 'en']);
    i18n.setLanguage('en');
  });
});

/**
 * i18next set up with both languages bundled (they are small, and a visitor
 * switching language must not wait for a download). English is the fallback:
 * a key missing in Tigrinya shows its English text, never the raw key.
 */
import { DEFAULT_LANGUAGE, type Language } from '@shared/preferences.ts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, ti } from './locales.ts';

export const resources = { en: { translation: en }, ti: { translation: ti } } as const;

export function initI18n(language: Language) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return i18n;
}

export { i18n };

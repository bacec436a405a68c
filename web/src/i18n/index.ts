/**
 * i18next with English bundled (the fallback: a key missing in Tigrinya shows
 * its English text, never the raw key) and Tigrinya loaded on demand, so a
 * first visit in English never downloads the Tigrinya strings (issue #20).
 * A Tigrinya visitor's start-up waits for them (main.tsx) before the first
 * render; switching language shows the new one as soon as it has arrived.
 */
import { DEFAULT_LANGUAGE, type Language } from '@shared/preferences.ts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales.ts';

/** Adds a language's strings to i18next unless they are there already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { ti } = await import('./locales-ti.ts');
  i18n.addResourceBundle('ti', 'translation', ti, true, true);
}

/** Loads the language's strings if needed, then shows it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Sets i18next up in English, then switches to `language`; resolves once it shows. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false, // the English strings are here: ready at once
    });
  }
  await switchLanguage(language);
}

export { i18n };

/**
 * The app's languages: English bundled (the fallback: a key missing in
 * Tigrinya shows its English text, never the raw key) and Tigrinya loaded on
 * demand, so a first visit in English never downloads the Tigrinya strings
 * (issue #20). A Tigrinya visitor's start-up waits for them (main.tsx) before
 * the first render; switching language shows the new one as soon as it has
 * arrived. The translator itself is translate.ts.
 */
import { DEFAULT_LANGUAGE, type Language } from '@shared/preferences.ts';
import { en } from './locales.ts';
import { i18n } from './translate.ts';

/** Adds a language's strings unless they are there already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasLanguage(language)) return;
  const { ti } = await import('./locales-ti.ts');
  i18n.addLanguage('ti', ti);
}

/** Loads the language's strings if needed, then shows it. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  i18n.setLanguage(language);
}

/** Starts in English (ready at once), then switches to `language`; resolves once it shows. */
export async function initI18n(language: Language): Promise<void> {
  if (!i18n.hasLanguage(DEFAULT_LANGUAGE)) i18n.addLanguage(DEFAULT_LANGUAGE, en);
  await switchLanguage(language);
}

export { i18n };

/**
 * The app's languages, through i18next and react-i18next: English bundled (the
 * fallback: a key missing in Tigrinya shows its English text, never the raw
 * key) and Tigrinya fetched on demand by i18next's resources backend, so a
 * first visit in English never downloads the Tigrinya strings. A Tigrinya
 * visitor's start-up waits for them (main.tsx) before the first render;
 * switching language shows the new one once its strings have arrived.
 *
 * Components call `useTranslation()` from react-i18next; code outside them
 * uses `i18n.t`. Keys are dotted paths whose first part is the area's file
 * (`nav.post` is `en/nav.json`'s `post`); `{{name}}` takes a value, and a
 * numeric `count` picks `key_one` / `key_other` by the language's plural rules.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '@shared/preferences.ts';
import i18n, { type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { en, type Tree } from './locales.ts';
import { loadAreas, loadedAreas } from './page-areas.ts';

/** The options the browser's instance and the server's (server.ts) share. */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Keys never name a namespace; a ':' in one is part of the key.
  nsSeparator: false,
  // React escapes what it renders; i18next must not do it a second time.
  interpolation: { escapeValue: false },
  // Rendering starts only once the language shown is loaded (main.tsx).
  react: { useSuspense: false },
} satisfies InitOptions;

let started: Promise<unknown> | null = null;

/** The later areas' files, each its own chunk (locales.ts, LATER_AREAS). */
const LATER_FILES = import.meta.glob<{ default: Tree }>([
  './*/admin.json',
  './*/errors.json',
  './*/searches.json',
  './*/expiry.json',
  './*/notify.json',
]);

async function laterArea(language: string, area: string): Promise<Tree> {
  const load = LATER_FILES[`./${language}/${area}.json`];
  if (!load) throw new Error(`No strings for ${area} in ${language}`);
  return (await load()).default;
}

function start(language: Language): Promise<unknown> {
  started ??= i18n
    .use(initReactI18next)
    // The backend is asked for Tigrinya's strings (English is in `resources`),
    // and for a later area's namespace in either language (locales.ts).
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        namespace === 'translation'
          ? import('./locales-ti.ts').then((module) => module.ti)
          : laterArea(language, namespace),
      ),
    )
    .init({
      ...I18N_OPTIONS,
      lng: language,
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      partialBundledLanguages: true,
    });
  return started;
}

/** The language shown now, as the app's type. */
export function currentLanguage(): Language {
  return parseLanguage(i18n.language);
}

/** Whether `language` is shown with its strings already (English, bundled, is at once). */
export function isShown(language: Language): boolean {
  return (
    i18n.isInitialized &&
    i18n.language === language &&
    i18n.hasResourceBundle(language, 'translation')
  );
}

/**
 * The server's messages in a language other than English (app/error-text.ts):
 * asked for as soon as that language is shown, not awaited (nothing shows
 * them before a member acts), so a first visit in English never fetches them.
 */
export const ERRORS_AREA = 'errors';

/** Loads the language's strings if needed, then shows it. */
export async function switchLanguage(language: Language): Promise<void> {
  await start(language);
  if (i18n.language !== language) {
    // The areas of the pages seen so far come in the new language before it shows (page-areas.ts).
    await loadAreas(loadedAreas(), language);
    await i18n.changeLanguage(language);
  }
  if (language !== DEFAULT_LANGUAGE) void i18n.loadNamespaces(ERRORS_AREA);
}

/** Starts i18next in `language`; resolves once its strings are there. */
export const initI18n = switchLanguage;

export { i18n };

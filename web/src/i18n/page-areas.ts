/**
 * Areas whose strings come with their pages (shared/page-modules.ts,
 * PAGE_AREAS; issue #38): each file is a chunk of its own, and a page's route
 * loads its areas with its module (routes.tsx), so the page draws with its
 * strings there, on a first visit (before the app takes the server's page
 * over) and on a navigation alike. The strings join the 'translation'
 * namespace through i18next's addResourceBundle, so components keep calling
 * `t('forums.title')` as they do for first-load areas.
 */
import type { PageArea } from '@shared/page-modules.ts';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '@shared/preferences.ts';
// The app's one instance, as index.ts sets it up (imported here without index.ts, which imports this).
import i18n from 'i18next';
import { use } from 'react';
import type { Tree } from './locales.ts';

const currentLanguage = (): Language => parseLanguage(i18n.language);

/** Literal patterns (Vite reads them at build time); page-areas.test.ts holds them to PAGE_AREAS. */
export const AREA_FILES = import.meta.glob<{ default: Tree }>([
  './*/chat.json',
  './*/forums.json',
  './*/market.json',
  './*/match.json',
  './*/mentors.json',
  './*/settings.json',
]);

/** Each area's load by `language/area`; `done` once its strings are in the store. */
const loads = new Map<string, { promise: Promise<void>; done: boolean }>();

const isHeld = (language: Language, area: PageArea) =>
  i18n.getResource(language, 'translation', area) !== undefined;

function loadOne(language: Language, area: PageArea): Promise<void> {
  const key = `${language}/${area}`;
  const known = loads.get(key);
  // Loaded again only if i18next's store lost it (a fresh init, as in the unit tests).
  if (known && (!known.done || isHeld(language, area))) return known.promise;
  const file = AREA_FILES[`./${key}.json`];
  if (!file) return Promise.reject(new Error(`No strings for ${area} in ${language}`));
  const load = {
    done: false,
    promise: (async () => {
      // A language's own strings first: added to an empty bundle, the area
      // would make i18next think the language loaded and never fetch the rest.
      if (language !== DEFAULT_LANGUAGE) await i18n.loadLanguages(language);
      const strings = (await file()).default;
      i18n.addResourceBundle(language, 'translation', { [area]: strings }, true, true);
    })(),
  };
  load.promise.then(
    () => {
      load.done = true;
    },
    () => loads.delete(key),
  );
  loads.set(key, load);
  return load.promise;
}

/** The areas loaded so far, to load again in a language switched to (index.ts). */
export function loadedAreas(): PageArea[] {
  return [...new Set([...loads.keys()].map((key) => key.split('/')[1] as PageArea))];
}

/** Loads `areas` in `language`, and in English, the fallback for a missing key. */
export function loadAreas(
  areas: readonly PageArea[],
  language: Language = currentLanguage(),
): Promise<void> {
  // Only the browser's instance is started (index.ts, before any page loads);
  // the server draws with instances of its own that hold every area (server.ts).
  if (!i18n.isInitialized) return Promise.resolve();
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  return Promise.all(areas.flatMap((area) => languages.map((each) => loadOne(each, area)))).then(
    () => undefined,
  );
}

/**
 * For a part shown outside its area's pages (the match dialog, drawn over any
 * page): suspends until the area's strings are there, in the language shown.
 * One promise per area and language, so React's `use` finds it settled when
 * the part draws again.
 */
const shown = new Map<string, Promise<void>>();
export function useAreaStrings(area: PageArea): void {
  const key = `${currentLanguage()}/${area}`;
  let loading = shown.get(key);
  if (!loading) {
    loading = loadAreas([area]);
    shown.set(key, loading);
  }
  use(loading);
}

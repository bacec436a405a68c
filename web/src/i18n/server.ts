/**
 * The translator on the server (entry-server.tsx): one i18next instance per
 * language, with both catalogues bundled (the server has no first visit to
 * keep light), set up as the browser's is (index.ts), and shared by the
 * requests in that language: drawing a page only reads it.
 */
import type { Language } from '@shared/preferences.ts';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18N_OPTIONS } from './index.ts';
import { byArea, en, type Tree } from './locales.ts';
import { ti } from './locales-ti.ts';

/** The areas the browser loads with their pages (page-areas.ts): the server draws those pages too. */
const pageAreas = {
  en: byArea(
    import.meta.glob<{ default: Tree }>('./en/{chat,forums,market,match,mentors,settings}.json', {
      eager: true,
    }),
  ),
  ti: byArea(
    import.meta.glob<{ default: Tree }>('./ti/{chat,forums,market,match,mentors,settings}.json', {
      eager: true,
    }),
  ),
};

const instances = new Map<Language, I18n>();

export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      lng: language,
      resources: {
        en: { translation: { ...en, ...pageAreas.en } },
        ti: { translation: { ...ti, ...pageAreas.ti } },
      },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * `useTranslation()`: `t` in the language shown now, and that language
 * (`i18n.language`); the component re-renders when it changes (translate.ts).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type TFunction, translate } from './translate.ts';

const currentLanguage = () => i18n.language;

export function useTranslation() {
  const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
  return useMemo(() => {
    const t: TFunction = (key, options) => translate(language, key, options);
    return { t, i18n: { language } };
  }, [language]);
}

/**
 * Language, theme and app state, remembered in the browser (docs/product.md#settings-and-language).
 * Changing one updates <html> (class "dark", lang attribute), the translator (i18n/), and
 * storage, so every tab reload comes back the way the visitor left it; storage is
 * copied into a cookie, so the server draws the next page the same way.
 */
import {
  type AppState,
  type Language,
  PREFERENCES_COOKIE,
  PREFERENCES_COOKIE_MAX_AGE_S,
  parseAppState,
  parseLanguage,
  parseTheme,
  preferencesCookieValue,
  preferredLanguage,
  STORAGE_KEYS,
  type StoredPreferences,
  type Theme,
} from '@shared/preferences.ts';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { switchLanguage } from '../i18n/index.ts';
import { useProvided } from '../ui/useProvided.ts';
import { safeStorage } from './storage.ts';

type Preferences = {
  language: Language;
  theme: Theme;
  appState: AppState;
  setLanguage: (language: Language) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  updateAppState: (patch: Partial<AppState>) => void;
};

const PreferencesContext = createContext<Preferences | null>(null);

/** The language chosen here before, else the browser's own (a first visit, issue #40). */
function storedOrBrowserLanguage(): Language {
  const stored = safeStorage.get(STORAGE_KEYS.language);
  if (stored !== null) return parseLanguage(stored);
  if (typeof navigator === 'undefined') return parseLanguage(null);
  return preferredLanguage(
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}

export function readStoredPreferences(): StoredPreferences {
  return {
    language: storedOrBrowserLanguage(),
    theme: parseTheme(safeStorage.get(STORAGE_KEYS.theme)),
    appState: parseAppState(safeStorage.get(STORAGE_KEYS.appState)),
  };
}

/** The cookie copy of the preferences, which the server draws pages with (shared/preferences.ts). */
function rememberInCookie(preferences: StoredPreferences) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves; the value is built by preferencesCookieValue
  document.cookie = `${PREFERENCES_COOKIE}=${preferencesCookieValue(preferences)}; Path=/; Max-Age=${PREFERENCES_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Called once at start-up (index.html's inline script did the same before paint). */
export function applyToDocument(language: Language, theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.lang = language;
  applyThemeColor(theme);
}

const THEME_COLORS: Record<Theme, string> = { dark: '#0f1420', light: '#fbfaf7' };

/** The browser chrome colour (a phone's address bar) follows the theme. */
function applyThemeColor(theme: Theme) {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * `initial`: what the page was drawn with (the server's, when it drew the
 * page); the browser's own record, if it differs, follows right after the
 * first render, so that render matches the server's HTML.
 */
export function PreferencesProvider({
  initial,
  children,
}: {
  initial: StoredPreferences;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState(initial.language);
  const [theme, setThemeState] = useState(initial.theme);
  const [appState, setAppState] = useState(initial.appState);

  const updateAppState = useCallback((patch: Partial<AppState>) => {
    setAppState((previous) => {
      const next = { ...previous, ...patch };
      safeStorage.set(STORAGE_KEYS.appState, JSON.stringify(next));
      return next;
    });
  }, []);

  const setLanguage = useCallback(
    (next: Language) => {
      setLanguageState(next);
      safeStorage.set(STORAGE_KEYS.language, next);
      document.documentElement.lang = next;
      void switchLanguage(next);
      updateAppState({ lang: next });
    },
    [updateAppState],
  );

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    safeStorage.set(STORAGE_KEYS.theme, next);
    document.documentElement.classList.toggle('dark', next === 'dark');
    applyThemeColor(next);
  }, []);

  // The browser's record wins over what the page was drawn with (a visitor
  // from before the cookie, or one whose cookie was cleared).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    const stored = readStoredPreferences();
    if (stored.language !== initial.language) setLanguage(stored.language);
    if (stored.theme !== initial.theme) setTheme(stored.theme);
    if (JSON.stringify(stored.appState) !== JSON.stringify(initial.appState))
      setAppState(stored.appState);
  }, []);

  useEffect(() => {
    if (typeof document !== 'undefined') rememberInCookie({ language, theme, appState });
  }, [language, theme, appState]);

  const value = useMemo<Preferences>(
    () => ({
      language,
      theme,
      appState,
      setLanguage,
      setTheme,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
      updateAppState,
    }),
    [language, theme, appState, setLanguage, setTheme, updateAppState],
  );

  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export function usePreferences(): Preferences {
  return useProvided(PreferencesContext, 'usePreferences', 'PreferencesProvider');
}

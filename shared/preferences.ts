/**
 * Preferences kept in the browser (docs/product.md#settings-and-language): language, theme and the app
 * state {city, cityLat, cityLon, viewMode, lang}. The storage keys and the
 * tolerant readers live here so every part of the app agrees on them, and a
 * value written by an older version (or by hand) can never break a page.
 */
export const LANGUAGES = ['en', 'ti'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/**
 * Each language names itself (the language switch, settings), so a visitor
 * finds theirs whatever is shown now. The Ge'ez letters of these names have a
 * font of their own (web/src/assets/fonts, scripts/language-names-font.ts).
 */
export const LANGUAGE_OWN_NAMES: Record<Language, { short: string; full: string }> = {
  en: { short: 'EN', full: 'English' },
  ti: { short: 'ትግ', full: 'ትግርኛ' },
};

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const VIEW_MODES = ['list', 'grid', 'gallery', 'map'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  appState: 'appState',
  viewMode: 'viewMode',
  sort: 'sort',
  filters: 'filters',
  geocodeCache: 'cityGeocodeCache',
} as const;

export type AppState = {
  city: string;
  cityLat: number | null;
  cityLon: number | null;
  viewMode: ViewMode;
  lang: Language;
};

export const DEFAULT_APP_STATE: AppState = {
  city: '',
  cityLat: null,
  cityLon: null,
  viewMode: 'list',
  lang: DEFAULT_LANGUAGE,
};

export function parseLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/**
 * A first visit's language (issue #40): the first of the visitor's languages,
 * most wanted first, that the site offers ('ti-ER' is Tigrinya), else English.
 * The browser reads navigator.languages and the server the Accept-Language
 * header, which the browser builds from the same list, so both draw alike.
 * A choice the visitor made (storage, cookie) always wins over this.
 */
export function preferredLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as readonly unknown[]).includes(primary)) return primary as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's languages, most wanted first (by q; q=0 means "not this"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export function parseTheme(value: unknown): Theme {
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : DEFAULT_THEME;
}

/** Reads a stored app state, keeping each valid field and defaulting the rest. */
export function parseAppState(raw: string | null): AppState {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return { ...DEFAULT_APP_STATE };
  const v = value as Record<string, unknown>;
  const coordinate = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
  return {
    city: typeof v.city === 'string' ? v.city : DEFAULT_APP_STATE.city,
    cityLat: coordinate(v.cityLat),
    cityLon: coordinate(v.cityLon),
    viewMode: (VIEW_MODES as readonly unknown[]).includes(v.viewMode)
      ? (v.viewMode as ViewMode)
      : DEFAULT_APP_STATE.viewMode,
    lang: parseLanguage(v.lang),
  };
}

/** What the browser remembers of a visitor's choices (the page is drawn with them). */
export type StoredPreferences = { language: Language; theme: Theme; appState: AppState };

export const DEFAULT_PREFERENCES: StoredPreferences = {
  language: DEFAULT_LANGUAGE,
  theme: DEFAULT_THEME,
  appState: DEFAULT_APP_STATE,
};

/**
 * The preferences are also kept in a cookie, so the server draws a page in
 * the visitor's language, theme, city and view (web/src/entry-server.tsx):
 * local storage stays the browser's own record, the cookie its copy.
 */
export const PREFERENCES_COOKIE = 'prefs';
/** A year: the preferences outlive a session, as local storage does. */
export const PREFERENCES_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function preferencesCookieValue(preferences: StoredPreferences): string {
  const { language, theme, appState } = preferences;
  return encodeURIComponent(JSON.stringify({ l: language, t: theme, a: appState }));
}

/** The preferences in a Cookie header, each field read tolerantly; null without the cookie. */
export function preferencesFromCookies(cookieHeader: string | null): StoredPreferences | null {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${PREFERENCES_COOKIE}=([^;]*)`));
  if (!match) return null;
  let value: { l?: unknown; t?: unknown; a?: unknown } | null = null;
  try {
    value = JSON.parse(decodeURIComponent(match[1] ?? ''));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  return {
    language: parseLanguage(value.l),
    theme: parseTheme(value.t),
    appState: parseAppState(JSON.stringify(value.a ?? null)),
  };
}

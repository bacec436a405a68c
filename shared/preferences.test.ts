import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  DEFAULT_APP_STATE,
  PREFERENCES_COOKIE,
  parseAppState,
  parseLanguage,
  parseTheme,
  preferencesCookieValue,
  preferencesFromCookies,
  preferredLanguage,
} from './preferences.ts';

describe('stored preferences', () => {
  it('defaults to English and the dark theme', () => {
    expect(parseLanguage(null)).toBe('en');
    expect(parseTheme(null)).toBe('dark');
  });

  it('keeps a valid stored language and theme', () => {
    expect(parseLanguage('ti')).toBe('ti');
    expect(parseTheme('light')).toBe('light');
  });

  it('ignores values it does not know', () => {
    expect(parseLanguage('fr')).toBe('en');
    expect(parseTheme('sepia')).toBe('dark');
  });

  it('reads the app state {city, cityLat, cityLon, viewMode, lang}', () => {
    const raw = JSON.stringify({
      city: 'Oakland',
      cityLat: 37.8,
      cityLon: -122.27,
      viewMode: 'grid',
      lang: 'ti',
    });
    expect(parseAppState(raw)).toEqual({
      city: 'Oakland',
      cityLat: 37.8,
      cityLon: -122.27,
      viewMode: 'grid',
      lang: 'ti',
    });
  });

  it('survives broken or partial app state, keeping what is valid', () => {
    expect(parseAppState('{not json')).toEqual(DEFAULT_APP_STATE);
    expect(parseAppState(null)).toEqual(DEFAULT_APP_STATE);
    expect(parseAppState('"a string"')).toEqual(DEFAULT_APP_STATE);
    expect(
      parseAppState(JSON.stringify({ city: 'Asmara', cityLat: 'north', viewMode: 'carousel' })),
    ).toEqual({
      ...DEFAULT_APP_STATE,
      city: 'Asmara',
    });
  });
});

describe('the preferences cookie (the server draws pages with it)', () => {
  const chosen = {
    language: 'ti' as const,
    theme: 'light' as const,
    appState: { ...DEFAULT_APP_STATE, city: 'Zürich; Oakland=1', viewMode: 'grid' as const },
  };

  it('reads back what it wrote, among other cookies', () => {
    const cookie = `a=1; ${PREFERENCES_COOKIE}=${preferencesCookieValue(chosen)}; b=2`;
    expect(preferencesFromCookies(cookie)).toEqual(chosen);
  });

  it('is null without the cookie, and keeps valid fields of a tampered one', () => {
    expect(preferencesFromCookies(null)).toBeNull();
    expect(preferencesFromCookies('other=1')).toBeNull();
    expect(preferencesFromCookies(`${PREFERENCES_COOKIE}=%7Bnot-json`)).toBeNull();
    const odd = encodeURIComponent(JSON.stringify({ l: 'fr', t: 'light', a: { viewMode: 'x' } }));
    expect(preferencesFromCookies(`${PREFERENCES_COOKIE}=${odd}`)).toEqual({
      language: 'en',
      theme: 'light',
      appState: DEFAULT_APP_STATE,
    });
  });
});

describe("a first visit's language (issue #40)", () => {
  it('orders an Accept-Language header by q, keeping the order of equals and dropping q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, ti-ER, am;q=0.8, fr;q=0, *;q=0.1')).toEqual([
      'ti-ER',
      'am',
      'en',
    ]);
    expect(acceptedLanguages('ti, en')).toEqual(['ti', 'en']);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it("takes the first of the visitor's languages the site offers, else English", () => {
    expect(preferredLanguage(['ti-ER', 'en-US'])).toBe('ti');
    expect(preferredLanguage(['TI_et'])).toBe('ti');
    expect(preferredLanguage(['en-US', 'ti'])).toBe('en');
    expect(preferredLanguage(['am', 'ti'])).toBe('ti');
    expect(preferredLanguage(['de-DE'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('reads the header the way the browser reads navigator.languages', () => {
    expect(preferredLanguage(acceptedLanguages('ti-ER,ti;q=0.9,en;q=0.8'))).toBe('ti');
    expect(preferredLanguage(acceptedLanguages('en-GB,en;q=0.9,ti;q=0.8'))).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_STATE, parseAppState, parseLanguage, parseTheme } from './preferences.ts';

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

/** How a mentor's price, place and country are shown (docs/product.md#mentors: whole units, 'Free' with the switch). */
import type { MentorDto } from '@shared/mentors.ts';
import { formatPrice } from '@shared/money.ts';
import { useHydrated } from '../../ui/useHydrated.ts';

/** The hourly price without decimals, or null when the free-session switch is on. */
export function hourlyPrice(mentor: Pick<MentorDto, 'price_cents' | 'currency' | 'free_session'>) {
  if (mentor.free_session) return null;
  return formatPrice(Math.round(mentor.price_cents / 100) * 100, mentor.currency);
}

const names = new Map<string, Intl.DisplayNames | null>();
/** The country's name in the reader's language (English when the browser has no names for it). */
export function countryName(code: string | null, lang: string): string | null {
  if (!code) return null;
  for (const locale of [lang, 'en']) {
    let display = names.get(locale);
    if (display === undefined) {
      try {
        display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      } catch {
        display = null;
      }
      names.set(locale, display);
    }
    try {
      const name = display?.of(code);
      if (name) return name;
    } catch {
      // Not a code this browser knows: fall through to English, then the code itself.
    }
  }
  return code;
}

/** 'City, Country' with whichever parts are set. */
export function placeOf(mentor: Pick<MentorDto, 'city' | 'country'>, lang: string): string {
  return [mentor.city, countryName(mentor.country, lang)].filter(Boolean).join(', ');
}

/**
 * The language to name countries in: the reader's once the page is the
 * browser's, English while the server draws it and the browser takes it
 * over. Runtimes differ in their Tigrinya country names (Node's ICU has them,
 * Chromium's names few), and both drawings must write the same.
 */
export function useCountryNamesLanguage(language: string): string {
  return useHydrated() ? language : 'en';
}

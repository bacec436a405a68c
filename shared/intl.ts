/**
 * Intl formatters, built once per locale and options. Building one costs far
 * more than formatting with it (and `toLocaleDateString` with options builds
 * one on every call): a /browse page of 60 cards spent about a tenth of its
 * start on a phone building the same few price and date formats (issue #20).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` and `options` from `cache`, built on first use. */
function cached<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * The app's translator: what it used of i18next and react-i18next, in 2 kB
 * instead of 16 kB gzip on every first visit (issue #20).
 *
 * - Keys are dotted paths into the language's strings (`nav.post`).
 * - `{{name}}` takes the value of `name` as it is (React escapes the text).
 * - With a numeric `count`, `key_one` / `key_other` (…) are chosen by the
 *   language's plural rules (Intl.PluralRules), then the plain key.
 * - A key missing in Tigrinya shows its English text; missing in both,
 *   `defaultValue` (or a string given as the second argument), else the key
 *   itself, never nothing.
 */
import { DEFAULT_LANGUAGE, type Language } from '@shared/preferences.ts';
import type { Tree } from './locales.ts';

/** Values for `{{name}}`; a numeric `count` also picks the plural form. */
export type TOptions = { count?: number | string; defaultValue?: string; [name: string]: unknown };
/** A second argument that is a string is the default value. */
export type TFunction = (key: string, options?: TOptions | string) => string;

const bundles = new Map<Language, Tree>();
let current: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text of `key` in `language` alone (plural form first), if it has one. */
function find(language: Language, key: string, count: number | undefined): string | undefined {
  const tree = bundles.get(language);
  if (typeof count === 'number') {
    const plural =
      lookup(tree, `${key}_${pluralForm(language, count)}`) ?? lookup(tree, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function translate(language: Language, key: string, given?: TOptions | string): string {
  const options = typeof given === 'string' ? { defaultValue: given } : given;
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const text =
    find(language, key, count) ??
    (language === DEFAULT_LANGUAGE ? undefined : find(DEFAULT_LANGUAGE, key, count)) ??
    options?.defaultValue ??
    key;
  return interpolate(text, options);
}

/** The translator of the language shown now (for code outside components). */
export const i18n = {
  get language(): Language {
    return current;
  },
  t: ((key, options) => translate(current, key, options)) as TFunction,
  hasLanguage(language: Language): boolean {
    return bundles.has(language);
  },
  addLanguage(language: Language, strings: Tree): void {
    bundles.set(language, strings);
  },
  /** Shows `language` (its strings must have been added); components re-render. */
  setLanguage(language: Language): void {
    if (!bundles.has(language) || language === current) return;
    current = language;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

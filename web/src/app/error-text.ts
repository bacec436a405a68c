/**
 * What the server said, in the reader's language (issue #40: its reasons
 * showed in English inside the Tigrinya interface). The API answers a refusal
 * with the English text of a shared catalogue (`*_MESSAGES` of shared/, the
 * photo messages of the server); the `errors` strings hold each one as
 * `errors.<catalogue>.<name>`, English exactly as the server words it
 * (server/platform/error-catalogues.unit.test.ts checks both languages).
 *
 * The web finds a message's key by its English text in those strings, so the
 * catalogues themselves stay out of the first load. The strings are their own
 * i18next namespace, fetched when a language other than English is shown
 * (i18n/index.ts); a reader of English, or anyone before they arrive, gets the
 * server's own words, which are the English strings.
 */
import type { TFunction } from 'i18next';
import { ERRORS_AREA, i18n } from '../i18n/index.ts';
import type { Tree } from '../i18n/locales.ts';
import { ApiRequestError } from './api.ts';
import { textRuleText } from './text-rules.ts';

/** A message made with a value (`{{mb}}`), matched by a pattern that gives the value back. */
type Template = { key: string; pattern: RegExp; names: string[] };

type Index = { keys: Map<string, string>; templates: Template[] };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function build(tree: Tree, prefix = '', index: Index = { keys: new Map(), templates: [] }) {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value !== 'string') build(value, key, index);
    else if (!value.includes('{{')) {
      // The same words in two catalogues ('Title is required') read the same: the first is kept.
      if (!index.keys.has(value)) index.keys.set(value, key);
    } else {
      const names = [...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
      const source = value
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : literal(part)))
        .join('');
      index.templates.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return index;
}

let index: Index | undefined;
// A namespace (re)loaded: the English strings may have come or changed.
i18n.on('loaded', () => {
  index = undefined;
});

function currentIndex(): Index | undefined {
  if (index) return index;
  const english = i18n.getResourceBundle('en', ERRORS_AREA) as Tree | undefined;
  if (!english || Object.keys(english).length === 0) return undefined;
  index = build(english);
  return index;
}

/** The key of a server message in the `errors` strings and the values it was made with, if known. */
export function errorKey(
  message: string,
): { key: string; values: Record<string, string> } | undefined {
  const found = currentIndex();
  if (!found) return undefined;
  const key = found.keys.get(message);
  if (key) return { key, values: {} };
  for (const template of found.templates) {
    const match = template.pattern.exec(message);
    if (match) {
      const values = Object.fromEntries(
        template.names.map((name, i) => [name, match[i + 1] ?? '']),
      );
      return { key: template.key, values };
    }
  }
  return undefined;
}

/**
 * A message of the server or of a shared rule in the reader's language: a
 * catalogue's from the `errors` strings, a text rule's (shared/text.ts) from
 * `text.*`; any other as it is.
 */
export function messageText(message: string): string {
  const found = errorKey(message);
  if (found) {
    return i18n.t(found.key, { ns: ERRORS_AREA, defaultValue: message, ...found.values });
  }
  return textRuleText(i18n.t.bind(i18n) as TFunction, message);
}

/**
 * What a failed request says to the member, in their language, for a toast's
 * description or under a form: the server's reason for a refusal (4xx);
 * nothing for a server failure (5xx) or a network error, where the caller's
 * own title ('Failed to ...') says all there is. A suspension's reason comes
 * already worded in the reader's language (api.ts, setSuspendedWording).
 */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return undefined;
  if (error.code === 'suspended') return error.message;
  return messageText(error.message);
}

/** The field errors of a refusal (400), each in the reader's language. */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field, messageText(message)]),
  );
}

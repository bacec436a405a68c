/**
 * Every message the API answers a member with has its English and Tigrinya
 * string in the web's `errors` area (issue #40: English left inside the
 * Tigrinya interface). A new message in a catalogue, or a new catalogue in
 * shared/, without its translation fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../platform/media/photos.ts';
import { CATALOGUES, NAMED, PHOTO_TOO_LARGE_TEMPLATE } from './error-catalogues.ts';

type Strings = Record<string, Record<string, string>>;

const root = path.resolve(import.meta.dirname, '../..');
const strings = (language: string): Strings =>
  JSON.parse(readFileSync(path.join(root, `web/src/i18n/${language}/errors.json`), 'utf8'));

const en = strings('en');
const ti = strings('ti');

const every = Object.entries(CATALOGUES).flatMap(([catalogue, messages]) =>
  Object.entries(messages).map(([name, message]) => ({ catalogue, name, message })),
);

const numbers = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).sort();
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the server messages in both languages', () => {
  it.each(every)(
    '$catalogue.$name has its English words exactly',
    ({ catalogue, name, message }) => {
      expect(en[catalogue]?.[name]).toBe(message);
    },
  );

  it.each(every)(
    "$catalogue.$name has a Tigrinya string in Ge'ez script, with the same numbers",
    ({ catalogue, name, message }) => {
      const tigrinya = ti[catalogue]?.[name];
      expect(tigrinya).toMatch(/\p{Script=Ethiopic}/u);
      // A limit is written into both (4,000 characters): a changed limit must change both.
      expect(numbers(tigrinya ?? '')).toEqual(numbers(message));
      expect(placeholders(tigrinya ?? '')).toEqual(placeholders(message));
    },
  );

  it('holds no string for a message the server no longer has', () => {
    const names = (tree: Strings) =>
      Object.entries(tree).flatMap(([catalogue, messages]) =>
        Object.keys(messages).map((name) => `${catalogue}.${name}`),
      );
    const expected = every.map(({ catalogue, name }) => `${catalogue}.${name}`).sort();
    expect(names(en).sort()).toEqual(expected);
    expect(names(ti).sort()).toEqual(expected);
  });

  it('gives the same English words the same Tigrinya, whichever catalogue says them', () => {
    const byEnglish = new Map<string, string>();
    for (const { catalogue, name, message } of every) {
      const tigrinya = ti[catalogue]?.[name] ?? '';
      expect(byEnglish.get(message) ?? tigrinya, `${catalogue}.${name}`).toBe(tigrinya);
      byEnglish.set(message, tigrinya);
    }
  });

  it("writes the photo size limit's message as the server makes it", () => {
    const limit = 8.5 * 1024 * 1024;
    expect(PHOTO_MESSAGES.tooLarge(limit)).toBe(PHOTO_TOO_LARGE_TEMPLATE.replace('{{mb}}', '8.5'));
  });

  it('leaves out no `*_MESSAGES` catalogue of shared/', () => {
    const files = readdirSync(path.join(root, 'shared'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(root, 'shared', file), 'utf8'));
    const exported = files.flatMap((text) =>
      [...text.matchAll(/export const (\w+_MESSAGES)\b/g)].map((match) => match[1]),
    );
    expect(exported.length).toBeGreaterThan(10);
    expect(exported.sort()).toEqual(Object.keys(NAMED).sort());
    const listed = new Set(
      Object.values(CATALOGUES).flatMap((messages) => Object.values(messages)),
    );
    for (const catalogue of Object.values(NAMED)) {
      for (const message of Object.values(catalogue)) expect(listed).toContain(message);
    }
  });
});

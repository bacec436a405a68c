import { describe, expect, it } from 'vitest';
import { en } from './locales.ts';
import { ti } from './locales-ti.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('translations', () => {
  it('give every English string a Tigrinya translation', () => {
    expect(keys(ti).sort()).toEqual(keys(en).sort());
  });

  it("write Tigrinya in Ge'ez script", () => {
    for (const key of keys(ti)) {
      const value = lookup(ti, key) as string;
      expect(value, key).not.toBe('');
      expect(value, key).toMatch(/[\u1200-\u137F]/);
    }
  });

  it("use the spec's own English words for shell strings", () => {
    expect(lookup(en, 'pages.notFound')).toBe('Page not found');
    expect(lookup(en, 'pages.unexpectedError')).toBe('Unexpected Application Error!');
    expect(lookup(en, 'nav.post')).toBe('+ Post');
    expect(lookup(en, 'nav.signIn')).toBe('Sign in');
    expect(lookup(en, 'nav.createAccount')).toBe('Create account');
    expect(lookup(en, 'menu.findMentor')).toBe('Find a Mentor');
    expect(lookup(en, 'menu.matchConnect')).toBe('Match & Connect');
    expect(lookup(en, 'footer.copyright')).toBe('© {{year}} Habesha Community'); // year: COPYRIGHT_YEAR, 2025
  });
});

/** Every component file of the web app (tests aside), by path, as text. */
const components = Object.entries(
  import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Attributes a reader or a screen reader meets as words: they must come from t(...). */
const WORDED = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'closeLabel',
  'description',
].join('|');
// name="text", name={'text'} or name={`text ${x}`}; and setAttribute('aria-label', 'text').
const LITERAL = new RegExp(
  `\\b(${WORDED})=(?:"([^"]*)"|\\{\\s*'([^']*)'\\s*\\}|\\{\\s*\`([^\`]*)\`\\s*\\})|setAttribute\\(\\s*'(${WORDED})',\\s*'([^']*)'`,
  'g',
);

/** The words a literal shows, once `${...}` parts are taken out: any Latin letter counts. */
function hardCodedWords(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(LITERAL)) {
    const text = (match[2] ?? match[3] ?? match[4] ?? match[6] ?? '').replace(/\$\{[^}]*\}/g, '');
    if (/[A-Za-z]/.test(text)) found.push(match[0]);
  }
  return found;
}

describe('no hard-coded English where a reader or screen reader meets it', () => {
  it('finds a literal and lets t(...) and word-less text through (the scan itself)', () => {
    expect(hardCodedWords('<nav aria-label="Site">')).toEqual(['aria-label="Site"']);
    expect(hardCodedWords("<img alt={'A photo'} />")).toHaveLength(1);
    // '$' + '{': a template's placeholder, written into the sample source.
    const placeholder = (name: string) => `$${'{'}${name}}`;
    expect(hardCodedWords(`<img alt={\`Photo ${placeholder('n')}\`} />`)).toHaveLength(1);
    expect(hardCodedWords("el.setAttribute('aria-label', 'Map')")).toHaveLength(1);
    expect(hardCodedWords("<Field label={t('auth.email')} placeholder={t('x')} />")).toEqual([]);
    expect(
      hardCodedWords(
        `<img alt="" /> <img alt={\`${placeholder('title')} ${placeholder('n')}\`} />`,
      ),
    ).toEqual([]);
  });

  it('has none in any component (aria-label, placeholder, title, alt, label, ...)', () => {
    expect(components.length).toBeGreaterThan(50);
    const offenders = components.flatMap(([file, source]) =>
      hardCodedWords(source).map((literal) => `${file}: ${literal}`),
    );
    expect(offenders).toEqual([]);
  });
});

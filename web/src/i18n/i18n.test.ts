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

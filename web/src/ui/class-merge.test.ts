import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClass } from './button.tsx';
import { mergeClasses } from './class-merge.ts';

/** The web app's sources, as text (Vite's glob import). */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A word that is surely a Tailwind class: a string with one is a list of classes. */
const SURELY_A_CLASS =
  /^(?:[a-z0-9-]+:)*!?-?(?:(?:p|m)[xytrblse]?|w|h|min-w|max-w|min-h|max-h|size|gap|text|bg|border|rounded|flex|grid|items|justify|font|shadow|ring|z|top|left|right|bottom|inset|opacity|overflow|leading|tracking)-|^(?:[a-z0-9-]+:)*(?:flex|hidden|block|relative|absolute|fixed|sticky|inline-flex|grid|border|rounded|shadow|truncate|underline|uppercase)$/;

/** Every class the app's sources write: the words of each string that holds one surely. */
function classesWritten(): string[] {
  const classes = new Set<string>();
  for (const [file, source] of Object.entries(sources)) {
    if (file.endsWith('class-merge.ts')) continue;
    for (const [, , text = ''] of source.matchAll(/(['"`])([^'"`\n]*?)\1/g)) {
      const words = text.split(/\s+/).filter(Boolean);
      if (!words.some((word) => SURELY_A_CLASS.test(word))) continue;
      for (const word of words) {
        if (/^!?-?[a-z0-9][\w:\-/.[\]()%#!&>*=,]*$/.test(word)) classes.add(word);
      }
    }
  }
  return [...classes];
}

/** The variants a class is written under (`md:hover:`), the part a conflict needs in common. */
const variantsOf = (name: string) =>
  name.slice(0, name.replace(/\[[^\]]*\]/g, '').lastIndexOf(':') + 1);

/**
 * Where tailwind-merge is wrong: it reads `bg-gradient-to-br` (Tailwind 3's
 * name, still in 4: a background image) as a colour, and would drop the one
 * or the other of a gradient and a background colour.
 */
const INTENDED = [/\bbg-gradient-to-\w+\b/];

const sameClasses = (classes: string) => classes.split(' ').sort();

describe('mergeClasses', () => {
  it('keeps the later of two classes of a group, under the same variants', () => {
    expect(mergeClasses('px-4 h-10 px-2')).toBe('h-10 px-2');
    expect(mergeClasses('bg-primary text-primary-foreground bg-danger text-white')).toBe(
      'bg-danger text-white',
    );
    expect(mergeClasses('inline-flex hidden md:inline-flex')).toBe('hidden md:inline-flex');
    expect(mergeClasses('hover:bg-primary-hover hover:bg-danger/90 bg-surface')).toBe(
      'hover:bg-danger/90 bg-surface',
    );
    expect(mergeClasses('text-sm text-danger')).toBe('text-sm text-danger');
    expect(mergeClasses('border border-border border-danger/60')).toBe('border border-danger/60');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('h-10 w-10 size-8')).toBe('size-8');
  });

  it('keeps every class it does not know, in order', () => {
    expect(mergeClasses('sparkle x-2 sparkle-3')).toBe('sparkle x-2 sparkle-3');
  });

  it('gives tailwind-merge’s answer for every pair of classes the app writes', () => {
    const byVariants = new Map<string, string[]>();
    for (const name of classesWritten()) {
      const key = variantsOf(name);
      byVariants.set(key, [...(byVariants.get(key) ?? []), name]);
    }
    const differences: string[] = [];
    let pairs = 0;
    for (const names of byVariants.values()) {
      for (const first of names) {
        for (const second of names) {
          if (first === second) continue;
          pairs++;
          const classes = `${first} ${second}`;
          const ours = mergeClasses(classes);
          if (ours !== twMerge(classes) && !INTENDED.some((pattern) => pattern.test(classes)))
            differences.push(`${classes} → ${ours}, not ${twMerge(classes)}`);
        }
      }
    }

    expect(pairs).toBeGreaterThan(100_000);
    expect(differences.slice(0, 60)).toEqual([]);
  });

  it('gives the buttons’ classes as tailwind-merge did', () => {
    const overrides = ['w-full', 'h-11 w-11', 'px-2 sm:px-6', 'hidden md:inline-flex', 'shadow-lg'];
    overrides.push(
      'mt-4 w-full border-danger/60 text-danger hover:bg-danger/10',
      '-mr-2 -mt-2 h-8 w-8',
    );
    overrides.push('bg-danger text-white hover:bg-danger/90', 'min-w-0 flex-1 justify-between');
    for (const variant of ['primary', 'accent', 'outline', 'ghost'] as const) {
      for (const size of ['sm', 'md', 'lg', 'icon'] as const) {
        for (const override of overrides) {
          const ours = buttonClass(variant, size, override);
          expect(sameClasses(ours)).toEqual(sameClasses(twMerge(ours)));
        }
      }
    }
  });
});
